import type { Locator, Page } from "@playwright/test";
import { jsEnabled } from "./fixtures";
import { overlaps, settledBox } from "./layout";
import { expect, factories, test, vendorWithSale } from "./session";

/**
 * Issue 41 point 11, on a 390 px phone: the "Save to collection" field for a new collection, the
 * success toasts beside the page heading (team page, cart), and the transactions on /home.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Wholly inside the screen's width as laid out, without scrolling anything sideways first. */
async function expectInViewWidth(element: Locator) {
  await expect(element).toBeVisible();
  const { left, right, width } = await element.evaluate((node) => ({ ...node.getBoundingClientRect().toJSON(), width: window.innerWidth }));
  expect(left, "left edge").toBeGreaterThanOrEqual(0);
  expect(right, "right edge").toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The toast with `message`, its whole bar (icon, padding, shadow's box), does not cover the page's heading (`name`, level 1). */
async function expectToastBesideHeading(page: Page, message: string, name: string) {
  const toast = page.getByRole("status").filter({ hasText: message }).filter({ visible: true });
  await expect(toast).toBeVisible();
  await toast.hover(); // a toast under the pointer stays until measured, however slow the machine
  const bar = toast.locator("..");
  const heading = page.getByRole("heading", { level: 1, name });
  const [toastBox, headingBox] = [await settledBox(bar), await settledBox(heading)];
  expect(overlaps(toastBox, headingBox), `toast ${JSON.stringify(toastBox)} over the heading ${JSON.stringify(headingBox)}`).toBe(false);
}

test("the field for a new collection in “Save to collection” shows its whole text", async ({ page, signInNewBuyer }, testInfo) => {
  const { makeVendor, makePrompt } = await factories();
  const { vendor } = await makeVendor();
  const prompt = await makePrompt(vendor, undefined, { title: `Phone picker ${testInfo.project.name} ${Date.now()}` });
  await signInNewBuyer();
  await page.goto(`/home/prompts?q=${encodeURIComponent(prompt.title)}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: prompt.title }) });
  await card.getByRole("button", { name: `Save to collection “${prompt.title}”` }).click();
  // With JavaScript the menu opens in the card; without, its page.
  const field = (jsEnabled(testInfo.project.name) ? card : page).getByLabel("New collection");
  await field.fill("New collection");
  await expectInViewWidth(field);
  const { scrollWidth, clientWidth } = await field.evaluate((input) => ({ scrollWidth: input.scrollWidth, clientWidth: input.clientWidth }));
  expect(scrollWidth, "the text fits the field").toBeLessThanOrEqual(clientWidth);
  await expectNoSidewaysScroll(page);
});

test("the toast after creating a team leaves the team page's heading visible", async ({ page, signInNewBuyer }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), "without JavaScript the message is inline above the page, not a toast");
  await signInNewBuyer();
  const name = `Phone team ${Date.now()}`;
  await page.goto("/home/teams");
  await page.getByLabel("Team name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectToastBesideHeading(page, "created", name);
});

test("the toast after removing a cart item leaves “Your cart” visible", async ({ page, signInNewBuyer }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), "without JavaScript the message is inline above the page, not a toast");
  const { makeVendor, pricedPrompt } = await factories();
  const { addToCart } = await import("~/models/cart.server");
  const { vendor } = await makeVendor();
  const { user } = await signInNewBuyer();
  const [first, second] = [await pricedPrompt(vendor, 3), await pricedPrompt(vendor, 4)];
  await addToCart(user, first.id);
  await addToCart(user, second.id);
  await page.goto("/store/cart");
  await page.getByRole("button", { name: `Remove ${first.title} from cart` }).click();
  await expectToastBesideHeading(page, "Item removed from cart.", "Your cart");
});

test("My Transactions on /home shows every column of a purchase on the screen", async ({ page, signIn }) => {
  const { buyer, prompt, storeName } = await vendorWithSale(7.5);
  await signIn(buyer);
  await page.goto("/home");
  const row = page.getByRole("region", { name: "My Transactions" }).getByRole("row").filter({ hasText: prompt.title });
  await expect(row).toContainText(storeName);
  await expect(row).toContainText("7.50");
  for (const cell of await row.getByRole("cell").all()) await expectInViewWidth(cell);
  await expectNoSidewaysScroll(page);
});
