import type { Page } from "@playwright/test";
import { openWithdrawalQueueAt, openWithdrawDialog, queueRow, requestWithdrawal } from "./business-fixtures";
import { expectFlash } from "./fixtures";
import { expect, test, vendorWithSale } from "./session";

// A $29.99 sale at the default 20% fee earns the vendor $23.99.
const PRICE = 29.99;

const withdrawalRows = (page: Page) => page.getByRole("table", { name: "Withdrawals" }).getByRole("row");

test("an admin approves and pays a withdrawal, rejects the next one, and the vendor sees each step", async ({ page, signIn }) => {
  test.slow();
  const vendor = await vendorWithSale(PRICE, { cleared: true });
  await signIn(vendor.user);

  await test.step("the vendor asks for $20", async () => {
    await requestWithdrawal(await openWithdrawDialog(page), "20");
    await expectFlash(page, "Withdrawal request sent!");
  });

  await test.step("the admin approves and pays it", async () => {
    await signIn("admin");
    await openWithdrawalQueueAt(page, vendor.storeName);
    const which = `${vendor.storeName}, $20.00`;
    await expect(queueRow(page, vendor.storeName)).toContainText("pending");
    await page.getByRole("button", { name: `Approve ${which}` }).click();
    await expectFlash(page, "Withdrawal approved");
    await expect(queueRow(page, vendor.storeName)).toContainText("approved");
    await page.getByRole("button", { name: `Mark paid ${which}` }).click();
    await expectFlash(page, "Withdrawal marked as paid");
    await openWithdrawalQueueAt(page, vendor.storeName, "paid");
    await expect(queueRow(page, vendor.storeName)).toContainText("paid");
    await expect(page.getByRole("button", { name: `Mark paid ${which}` })).toHaveCount(0);
  });

  await test.step("the vendor sees the payout", async () => {
    await signIn(vendor.user);
    await page.goto("/vendor");
    const earnings = page.getByRole("region", { name: "Total Earnings" });
    await expect(earnings.getByText("Available to withdraw").locator("..")).toContainText("$3.99");
    await expect(earnings.getByText("Paid out").locator("..")).toContainText("$20.00");
    await page.goto("/vendor/transactions?tab=withdrawals");
    await expect(withdrawalRows(page).last()).toContainText("paid");
    await page.goto("/vendor/notification");
    await expect(page.getByText("Withdrawal paid")).toBeVisible();
    await expect(page.getByText("Withdrawal approved")).toBeVisible();
  });
});

test("a rejected withdrawal needs a reason, and the amount goes back to the vendor", async ({ page, signIn }) => {
  test.slow();
  const vendor = await vendorWithSale(PRICE, { cleared: true });
  await signIn(vendor.user);
  await requestWithdrawal(await openWithdrawDialog(page), "15");
  await expectFlash(page, "Withdrawal request sent!");

  await test.step("the admin rejects it with a reason", async () => {
    await signIn("admin");
    await openWithdrawalQueueAt(page, vendor.storeName);
    await page.getByRole("link", { name: `Reject ${vendor.storeName}, $15.00` }).click();
    const dialog = page.getByRole("dialog", { name: "Reject withdrawal" });
    await dialog.getByRole("button", { name: "Reject withdrawal" }).click();
    await expect(dialog.getByText("Give a reason for the rejection")).toBeVisible();
    await dialog.getByLabel("Reason").fill("The account name does not match the store owner");
    await dialog.getByRole("button", { name: "Reject withdrawal" }).click();
    await expectFlash(page, "Withdrawal rejected");
    await openWithdrawalQueueAt(page, vendor.storeName, "rejected");
    await expect(queueRow(page, vendor.storeName)).toContainText("rejected");
  });

  await signIn(vendor.user);
  await page.goto("/vendor");
  const earnings = page.getByRole("region", { name: "Total Earnings" });
  await expect(earnings.getByText("Available to withdraw").locator("..")).toContainText("$23.99");
  await page.goto("/vendor/transactions?tab=withdrawals");
  await expect(withdrawalRows(page).last()).toContainText("rejected");
  await expect(withdrawalRows(page).last()).toContainText("The account name does not match the store owner");
  await page.goto("/vendor/notification");
  await expect(page.getByText(/was rejected: The account name does not match the store owner\./)).toBeVisible();
});
