import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./session";

/** Issue 23, point 11: the vendor dashboard's captions, chips and order on a phone and at 1280 px. */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const statCard = (page: Page, label: string) =>
  page.getByRole("region", { name: "Quick Summary" }).locator("div").filter({ has: page.getByText(label, { exact: true }) });

/** The element's height is one line of its text (plus its padding): nothing wrapped. */
async function expectOneLine(element: Locator) {
  const { height, line } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const line = parseFloat(style.lineHeight) + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    return { height: node.getBoundingClientRect().height, line };
  });
  expect(height, await element.textContent() ?? "").toBeLessThanOrEqual(line + 0.5);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: DESKTOP });

  test("the Prompts Purchased card's caption says what it counts", async ({ page, signIn }) => {
    await signIn("vendor");
    await page.goto("/vendor");
    await expect(statCard(page, "Prompts Purchased")).toContainText("Not sales: the prompts you have made, listed or not");
  });

  test("Recent Orders' Completed chips stay on one line", async ({ page, signIn }) => {
    await signIn("vendor");
    await page.goto("/vendor");
    const chips = page.getByRole("table", { name: "Recent Orders" }).getByText("completed", { exact: true });
    await expect(chips.first()).toBeVisible();
    for (const chip of await chips.all()) await expectOneLine(chip);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the earnings card comes before the stat cards", async ({ page, signIn }) => {
    await signIn("vendor");
    await page.goto("/vendor");
    const earnings = await page.getByRole("region", { name: "Total Earnings" }).boundingBox();
    const firstStat = await statCard(page, "Total Sales").boundingBox();
    expect(earnings!.y + earnings!.height).toBeLessThanOrEqual(firstStat!.y);
  });

});

/** Issue 23 point 11 and issue 27 point 1 (decision 0303): the chart's labels are readable at both widths. */
for (const viewport of [PHONE, DESKTOP]) {
  test(`the earnings chart's axis labels are at least 11 px on screen at ${viewport.width} px`, async ({ page, signIn }) => {
    await page.setViewportSize(viewport);
    await signIn("vendor");
    await page.goto("/vendor");
    const labels = page.getByRole("figure").filter({ hasText: "Earnings over the last 30 days" }).locator("svg text");
    await expect(labels.first()).toBeVisible();
    // The size on screen: the label's font size in the SVG's units times the SVG's scale, and the glyphs' box.
    const sizes = await labels.evaluateAll((nodes) =>
      nodes.map((node) => ({
        font: parseFloat(getComputedStyle(node).fontSize) * (node as SVGTextElement).getScreenCTM()!.a,
        box: node.getBoundingClientRect().height,
      })),
    );
    expect(Math.min(...sizes.map((size) => size.font))).toBeGreaterThanOrEqual(11);
    expect(Math.min(...sizes.map((size) => size.box))).toBeGreaterThanOrEqual(11);
  });
}
