import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PublicShell } from "~/components/public/public-shell";
import { ROLE_HOME } from "~/utils/roles";
import type { loadShell } from "~/utils/shell.server";
import { DashboardShell } from "./dashboard-shell";
import type { NavLinkItem } from "./nav-links";

export type ShellData = Awaited<ReturnType<typeof loadShell>>;

/**
 * A role layout's error boundary: the error inside the area's shell (its loader's data, when the
 * layout's own loader succeeded: the error came from a page under it).
 */
export function DashboardErrorBoundary({
  shell,
  nav,
  back,
}: {
  shell: ShellData | null | undefined;
  nav: NavLinkItem[];
  back?: { to: string; label: string };
}) {
  if (!shell) return <PublicErrorBoundary />;
  const to = back ?? { to: ROLE_HOME[shell.user.role], label: "Back to your dashboard" };
  return (
    <DashboardShell user={shell.user} nav={nav} unread={shell.unread} cartCount={shell.cartCount}>
      <GeneralErrorBoundary back={to} />
    </DashboardShell>
  );
}

/** The public site's pages (and a failed area shell): the error in the public frame. */
export function PublicErrorBoundary() {
  return (
    <PublicShell>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <GeneralErrorBoundary back={{ to: "/prompts", label: "Browse prompts" }} />
      </div>
    </PublicShell>
  );
}
