import type { Page } from "@playwright/test";
import { expectFlash } from "./fixtures";
import { expect, test, vendorWithSale } from "./session";

// A $19.99 sale with the default 20% fee: $15.99 to the vendor, pending clearance for 7 days.
const PRICE = 19.99;
const EARNINGS = "$15.99";

const earningsCard = (page: Page) => page.getByRole("region", { name: "Total Earnings" });
const amountOf = (page: Page, label: string) => earningsCard(page).getByText(label, { exact: true }).locator("..");

const REVIEW = "Charged twice, but the outline itself is fine.";
const reviewsOf = (page: Page) => page.getByRole("region", { name: "Reviews" });

test("an admin refunds a completed payment: the buyer loses the prompt and their review, the vendor's earnings are reversed", async ({ page, signIn }) => {
  test.slow();
  const { user: vendor, prompt, buyer } = await vendorWithSale(PRICE);
  const title = prompt.title;
  const { upsertReview } = await import("~/models/reviews.server");
  await upsertReview(buyer, prompt.id, { rating: 2, text: REVIEW });

  await test.step("the vendor sees the sale pending clearance and the buyer's review", async () => {
    await signIn(vendor);
    await page.goto("/vendor");
    await expect(amountOf(page, "Pending clearance")).toContainText(EARNINGS);
    await expect(amountOf(page, "Available to withdraw")).toContainText("$0.00");
    await page.goto(`/prompts/${prompt.id}`);
    await expect(reviewsOf(page)).toContainText(REVIEW);
  });

  await test.step("the admin refunds the payment with a reason", async () => {
    await signIn("admin");
    await page.goto("/admin/payments");
    const row = page.getByRole("table", { name: "Recent payments" }).getByRole("row").filter({ hasText: buyer.email });
    await expect(row).toContainText("completed");
    await row.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Refund payment" });
    await expect(dialog).toContainText(title);
    await dialog.getByRole("button", { name: "Refund payment" }).click();
    await expect(dialog.getByText("Give a reason for the refund")).toBeVisible();
    await dialog.getByLabel("Reason").fill("The buyer was charged twice.");
    await dialog.getByRole("button", { name: "Refund payment" }).click();
    await expectFlash(page, "Payment refunded");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const refunded = page.getByRole("table", { name: "Recent payments" }).getByRole("row").filter({ hasText: buyer.email });
    await expect(refunded).toContainText("refunded");
    await expect(refunded).toContainText("The buyer was charged twice.");
    await expect(refunded.getByRole("button", { name: "Refund", exact: true })).toHaveCount(0);
  });

  await test.step("the buyer no longer has the prompt, and their review is gone from it", async () => {
    await signIn(buyer);
    await page.goto("/home/prompts?tab=mine");
    await expect(page.getByText("No prompts yet")).toBeVisible();
    await page.goto(`/prompts/${prompt.id}`);
    await expect(reviewsOf(page)).toContainText("No reviews yet.");
    await expect(reviewsOf(page)).not.toContainText(REVIEW);
    await page.goto("/home/notification");
    await expect(page.getByText("Payment refunded")).toBeVisible();
  });

  await test.step("the vendor's earnings are reversed", async () => {
    await signIn(vendor);
    await page.goto("/vendor");
    await expect(earningsCard(page).getByText("$0", { exact: true })).toBeVisible();
    await expect(amountOf(page, "Pending clearance")).toContainText("$0.00");
    await expect(amountOf(page, "Available to withdraw")).toContainText("$0.00");
    const order = page.getByRole("table", { name: "Recent Orders" }).getByRole("row").filter({ hasText: title });
    await expect(order).toContainText("refunded");
    await page.goto("/vendor/notification");
    await expect(page.getByText("Sale refunded")).toBeVisible();
  });
});
