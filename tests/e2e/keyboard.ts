import { expect, type Locator, type Page } from "@playwright/test";

/** What holds the focus, and whether it shows a focus ring someone can see. */
type Stop = { reached: boolean; name: string; ring: boolean };

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, and fails after `max` presses.
 * Every element it stops on must show a focus ring: keyboard reachable, with visible focus.
 * Already focused, it presses nothing.
 */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  if ((await focusStop(target)).reached) return;
  const stops: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const stop = await focusStop(target);
    stops.push(stop.name);
    expect(stop.ring, `a visible focus ring on ${stop.name}`).toBe(true);
    if (stop.reached) return;
  }
  throw new Error(`${target} not reached in ${max} presses of Tab; stopped on: ${stops.join(", ")}`);
}

/** `target` has the focus and shows it with a ring. */
export async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const stop = await focusStop(target);
  expect(stop.ring, `a visible focus ring on ${stop.name}`).toBe(true);
}

function focusStop(target: Locator): Promise<Stop> {
  return target.evaluate((element) => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return { reached: false, name: "<body>", ring: false };
    const label = active.getAttribute("aria-label") ?? active.textContent?.trim().slice(0, 40) ?? "";
    const name = `<${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}> ${label}`;

    /** A control hidden to the eye (a 1 px clipped radio) shows its focus on its label. */
    function ringBearer(control: HTMLElement): Element {
      const box = control.getBoundingClientRect();
      return box.width > 1 && box.height > 1 ? control : (control.closest("label") ?? control);
    }

    function showsRing(bearer: Element): boolean {
      const style = getComputedStyle(bearer);
      const box = bearer.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") return false;
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== "rgba(0, 0, 0, 0)";
      // A ring drawn as a shadow spreads beyond the box ("0px 0px 0px 3px"); a drop shadow does not count.
      return outline || /0px 0px 0px [1-9]/.test(style.boxShadow);
    }
    return { reached: element === active, name, ring: showsRing(ringBearer(active)) };
  });
}
