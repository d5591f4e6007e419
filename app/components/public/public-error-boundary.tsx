import { LazyGeneralErrorBoundary as GeneralErrorBoundary } from "~/components/lazy-error-boundary";
import { PublicShell } from "./public-shell";

/** The public site's pages (and a store page for a visitor): the error in the public frame. */
export function PublicErrorBoundary() {
  return (
    <PublicShell>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <GeneralErrorBoundary back={{ to: "/prompts", label: "Browse prompts" }} />
      </div>
    </PublicShell>
  );
}
