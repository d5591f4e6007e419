import { Link, useActionData, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useDialogFocus } from "~/hooks/use-dialog-focus";
import { CloseIcon } from "./icons";

/**
 * A modal that is a nested route: it renders server-side (works without JavaScript) and
 * closes by linking back to `closeTo`. With JavaScript, Escape closes it and focus moves in, then
 * back to what opened it (useDialogFocus). Without, the browser focuses its heading on load.
 */
export function RouteDialog({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const titleId = useId();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // After a refused post the form's error summary takes the focus: the first `autofocus` in the page wins.
  const answered = useActionData() !== undefined;
  useDialogFocus(panel, heading);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && navigate(closeTo, { preventScrollReset: true });
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center">
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className="max-h-[calc(100vh-2rem)] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <div className="mb-4 flex items-start justify-between gap-4">
          {/* Without JavaScript the dialog is a page of its own, drawn over the page under it: the
              browser starts on the heading instead of that page's first link (decision 0335). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <h2 ref={heading} id={titleId} tabIndex={-1} autoFocus={!answered} className="text-lg font-semibold">
            {title}
          </h2>
          <Link to={closeTo} preventScrollReset aria-label="Close" className="rounded p-1 text-gray-600 hover:bg-gray-100">
            <CloseIcon />
          </Link>
        </div>
        {children}
      </div>
    </div>
  );
}
