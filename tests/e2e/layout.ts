import type { Locator } from "@playwright/test";

/** The box once it stops moving (menus slide, toasts animate in); fails if the element goes away meanwhile. */
export async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  for (;;) {
    await locator.page().waitForTimeout(100);
    const current = await locator.boundingBox();
    if (!current) throw new Error(`${locator} disappeared before it settled`);
    if (previous && JSON.stringify(previous) === JSON.stringify(current)) return current;
    previous = current;
  }
}

export type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
