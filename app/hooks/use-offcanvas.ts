import { useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The panel's classes besides its place and its hidden position (e.g. `translate-x-full`): it
 * turns visible at once when opening (so focus can move into it) and hides only after sliding out.
 * `.offcanvas` (tailwind.css) moves it in when targeted or open; under reduced motion the
 * stylesheet's global rule makes both at once.
 */
export const OFFCANVAS_SLIDE =
  "offcanvas invisible [transition:translate_300ms_ease,visibility_0s_linear_300ms] target:visible target:[transition:translate_300ms_ease] data-[open=true]:visible data-[open=true]:[transition:translate_300ms_ease]";

/**
 * A panel that slides in on small screens (the public menu, the dashboard sidebar), with and
 * without JavaScript (docs/decisions/0120). Without it the open link targets the panel
 * (`.offcanvas:target` in tailwind.css) and the close link and the backdrop point back at the
 * open link, so the page does not jump. With it, state takes over: the panel also closes on
 * Escape and on navigation, and focus moves into it and back to the open link.
 * Spread the returned props on the open link, the panel, its close link and the backdrop.
 */
export function useOffCanvas<Panel extends HTMLElement>(panelId: string) {
  // Open on the page it was opened on: navigating elsewhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const hydrated = useHydrated();
  const { pathname } = useLocation();
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelRef = useRef<Panel>(null);
  const openRef = useRef<HTMLAnchorElement>(null);
  const closeRef = useRef<HTMLAnchorElement>(null);
  const openId = `open-${panelId}`;

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      openRef.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  function openPanel(event: MouseEvent) {
    event.preventDefault();
    setOpen(true);
  }

  function closePanel(event: MouseEvent) {
    // Opened before hydration: only a real hash change clears :target.
    if (!panelRef.current?.matches(":target")) event.preventDefault();
    setOpen(false);
    openRef.current?.focus();
  }

  return {
    openLink: {
      id: openId,
      ref: openRef,
      href: `#${panelId}`,
      onClick: openPanel,
      "aria-controls": panelId,
      "aria-expanded": hydrated ? open : undefined,
    },
    panel: { id: panelId, ref: panelRef, "data-open": open },
    closeLink: { ref: closeRef, href: `#${openId}`, onClick: closePanel },
    backdrop: { href: `#${openId}`, onClick: closePanel, tabIndex: -1, "aria-hidden": true as const },
  };
}
