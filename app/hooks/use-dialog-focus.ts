import { useEffect, type RefObject } from "react";

const CONTROLS = "input, textarea, select, button";

/**
 * With JavaScript: when the dialog opens, focus moves to its `data-autofocus` element or its first
 * field (else its heading); when it closes, back to what opened it, or to the page's main heading
 * when that is gone (decision 0335). The page under a route dialog stays mounted, so the opener is
 * usually still there.
 */
export function useDialogFocus(panel: RefObject<HTMLElement>, heading: RefObject<HTMLElement>) {
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const panelEl = panel.current;
    (panelEl?.querySelector<HTMLElement>("[data-autofocus]") ?? firstField(panelEl) ?? heading.current)?.focus();
    return () => {
      // The dialog is gone by now; focus left with it, unless something else took it meanwhile.
      if (document.activeElement && document.activeElement !== document.body) return;
      (shown(opener) ? opener : mainHeading())?.focus();
    };
  }, [panel, heading]);
}

/** The first control a person can reach: not hidden, not disabled, not taken out of the tab order. */
function firstField(panel: HTMLElement | null | undefined): HTMLElement | undefined {
  const controls = [...(panel?.querySelectorAll<HTMLInputElement>(CONTROLS) ?? [])];
  return controls.find((control) => !control.disabled && control.tabIndex >= 0 && shown(control));
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
