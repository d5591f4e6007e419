import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";

/**
 * A modal that is a nested route: it renders server-side (works without JavaScript) and
 * closes by linking back to `closeTo`. With JavaScript, Escape closes it and focus moves in.
 */
export function RouteDialog({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const titleId = useId();
  const navigate = useNavigate();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panelEl = panel.current;
    (panelEl?.querySelector<HTMLElement>("[data-autofocus]") ?? panelEl?.querySelector<HTMLElement>("input, textarea, select, button"))?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && navigate(closeTo, { preventScrollReset: true });
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [closeTo, navigate]);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/50 p-4 sm:items-center">
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} className="max-h-[calc(100vh-2rem)] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
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
