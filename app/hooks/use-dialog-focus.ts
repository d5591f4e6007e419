import { useEffect, type RefObject } from "react";

const CONTROLS = "input, textarea, select, button";
const TABBABLE = `${CONTROLS}, a[href], [tabindex]`;

/**
 * With JavaScript: when the dialog opens, focus moves to its `data-autofocus` element or its first
 * field (else its heading); when it closes, back to what opened it, or to the page's main heading
 * when that is gone (decision 0335). The page under a route dialog stays mounted, so the opener is
 * usually still there. While it is open, Tab and Shift+Tab go round its own controls (the
 * WAI-ARIA dialog pattern: `aria-modal` content keeps the keyboard in).
 */
export function useDialogFocus(panel: RefObject<HTMLElement>, heading: RefObject<HTMLElement>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const panelEl = panel.current;
    (panelEl?.querySelector<HTMLElement>("[data-autofocus]") ?? (panelEl && tabStops(panelEl, CONTROLS)[0]) ?? heading.current)?.focus();
    const keepTabInside = (event: KeyboardEvent) => event.key === "Tab" && panelEl && wrapTab(panelEl, event);
    panelEl?.addEventListener("keydown", keepTabInside);
    return () => {
      panelEl?.removeEventListener("keydown", keepTabInside);
      // The dialog is gone by now; focus left with it, unless something else took it meanwhile.
      if (document.activeElement && document.activeElement !== document.body) return;
      (shown(opener) ? opener : mainHeading())?.focus();
    };
  }, [panel, heading]);
}

/** The elements a person can reach with Tab: not hidden, not disabled, not taken out of the tab order. */
function tabStops(panel: HTMLElement, selector: string): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(selector)].filter((stop) => stop.tabIndex >= 0 && !stop.matches(":disabled") && shown(stop));
}

/** Tab on the dialog's last stop goes to its first, Shift+Tab on its first (or its heading) to its last. */
function wrapTab(panel: HTMLElement, event: KeyboardEvent): void {
  const stops = tabStops(panel, TABBABLE);
  const [first, last] = [stops[0], stops.at(-1)];
  const leaving = event.shiftKey ? document.activeElement === first || !stops.includes(document.activeElement as HTMLElement) : document.activeElement === last;
  if (!first || !last || !leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

function shown(element: HTMLElement | null): element is HTMLElement {
  return !!element?.isConnected && element.getClientRects().length > 0;
}

/** The page's `<h1>`, made focusable by script only (it is not a stop for Tab). */
function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}
