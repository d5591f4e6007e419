import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./session";

/** Issue 23, point 5: on a phone the first screen of a prompt page shows its price and "Add to cart". */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** The listed demo prompt with the longest title and description: the most text above the price. */
async function wordiestPrompt(page: Page): Promise<{ _id: string; title: string }> {
  const response = await page.request.get("/api/v1/prompt/prompts?limit=100");
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { _id: string; title: string; description: string }[] };
  return data.reduce((most, prompt) => (prompt.title.length + prompt.description.length > most.title.length + most.description.length ? prompt : most));
}

/** Wholly on the first screen, without scrolling. */
async function expectOnFirstScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
}

async function expectPriceAndBuy(page: Page, title: string) {
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const price = page.getByRole("region", { name: "Price" });
  await expectOnFirstScreen(price.getByText(/^\$[\d,]+\.\d{2}$/));
  await expectOnFirstScreen(price.getByRole("button", { name: "Add to cart" }));
}

test("a visitor sees the price and Add to cart on the first screen of the public prompt page", async ({ page }) => {
  const prompt = await wordiestPrompt(page);
  await page.goto(`/prompts/${prompt._id}`);
  await expectPriceAndBuy(page, prompt.title);
});

test("a buyer sees the price and Add to cart on the first screen of the prompt page in their area", async ({ page, signInNewBuyer }) => {
  const prompt = await wordiestPrompt(page);
  await signInNewBuyer();
  await page.goto(`/home/prompt/${prompt._id}`);
  await expectPriceAndBuy(page, prompt.title);
});
