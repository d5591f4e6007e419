import type { Locator } from "@playwright/test";
import { expect, test } from "./session";

/** Issue 23, point 14, on a 390 px phone: the buyer's tabs and the sidebar's user card. */
test.use({ viewport: { width: 390, height: 844 } });

/** The element's content height over its line height: 1 for a label on one line. */
function lines(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const border = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
    return (element.getBoundingClientRect().height - padding - border) / parseFloat(style.lineHeight);
  });
}

test("the tab My Prompts stays on one line", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home/prompts");
  const tabs = page.getByRole("navigation", { name: "Prompt lists" });
  for (const name of ["MarketPlace", "My Prompts", "Favourites"]) {
    expect(await lines(tabs.getByRole("link", { name }))).toBe(1);
  }
});

test("a long name shows whole in the sidebar, or ends with an ellipsis with the whole name in its title", async ({ page, signInNewVendor }) => {
  const name = "Maximiliana Alexandra Konstanz";
  expect(name).toHaveLength(30);
  await signInNewVendor({ name });
  await page.goto("/vendor");
  await page.getByRole("link", { name: "Open sidebar" }).click();
  const card = page.getByRole("complementary", { name: "Sidebar" }).getByTitle(name, { exact: true });
  await expect(card).toBeVisible();
  await expect(card).toHaveText(name);
  const { cut, ellipsis } = await card.evaluate((element) => ({
    cut: element.scrollWidth > element.clientWidth,
    ellipsis: getComputedStyle(element).textOverflow === "ellipsis" && getComputedStyle(element).whiteSpace === "nowrap",
  }));
  expect(!cut || ellipsis).toBe(true);
});
