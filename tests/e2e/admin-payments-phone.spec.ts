import type { Locator, Page } from "@playwright/test";
import { demoCategory, expect, factories, test, vendorWithSale } from "./session";

/** Issue 23, point 8: /admin/payments on a phone (the withdrawal queue's cards), each row naming what was bought. */

const PHONE = { width: 390, height: 844 };

/** Wholly inside the viewport's width as laid out, without scrolling anything sideways first. */
async function expectInViewWidth(element: Locator) {
  await expect(element).toBeVisible();
  const { left, right, width } = await element.evaluate((node) => ({ ...node.getBoundingClientRect().toJSON(), width: window.innerWidth }));
  expect(left, "left edge").toBeGreaterThanOrEqual(0);
  expect(right, "right edge").toBeLessThanOrEqual(width);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** A fresh buyer's checkout of a fresh store's prompt, not paid yet: "Payments to check" lists it. */
async function pendingCheckout(title: string) {
  const { makeBuyer, makePrompt, makeVendor } = await factories();
  const { addToCart } = await import("~/models/cart.server");
  const { checkout } = await import("~/models/checkout.server");
  const buyer = await makeBuyer();
  const { vendor } = await makeVendor();
  await addToCart(buyer, (await makePrompt(vendor, (await demoCategory("Education")).id, { title })).id);
  return { buyer, reference: (await checkout(buyer)).reference };
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("every payment row names what was bought, and Refund and Re-verify are on screen", async ({ page, signIn }) => {
    const { prompt, buyer } = await vendorWithSale(12.5);
    const pending = await pendingCheckout(`Unpaid Probe ${Date.now()}`);
    await signIn("admin");
    await page.goto("/admin/payments");

    const paid = page.getByRole("table", { name: "Recent payments" }).getByRole("row").filter({ hasText: buyer.email });
    await expect(paid).toContainText(prompt.title);
    await expect(paid).toContainText("completed");
    await expectInViewWidth(paid.getByRole("button", { name: "Refund", exact: true }));

    const waiting = page.getByRole("table", { name: "Payments to check" }).getByRole("row").filter({ hasText: pending.reference });
    await expect(waiting).toContainText(pending.buyer.email);
    await expect(waiting).toContainText("Unpaid Probe");
    await expectInViewWidth(waiting.getByRole("button", { name: "Re-verify", exact: true }));
    await expectNoSidewaysScroll(page);
  });
});
