import type { Page } from "@playwright/test";
import { openWithdrawDialog, requestWithdrawal } from "./business-fixtures";
import { expectFlash } from "./fixtures";
import { expect, factories, test, vendorWithSale } from "./session";

// A $49.99 sale with the default 20% fee: $10.00 to the platform, $39.99 to the vendor,
// above the default $10 minimum withdrawal.
const PRICE = "49.99";
const FEE = "10.00";
const EARNINGS = "39.99";
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

const tabs = (page: Page) => page.getByRole("navigation", { name: "Transactions and withdrawals" });

test("a vendor sees a sale with its fee split and withdraws part of the earnings", async ({ page, signIn }) => {
  test.slow();
  const { user, prompt, reference } = await vendorWithSale(Number(PRICE), { buyerName: "Pat Profile" });
  const title = prompt.title;
  await signIn(user);

  await test.step("the dashboard shows the sale and the earnings", async () => {
    await page.goto("/vendor");
    const summary = page.getByRole("region", { name: "Quick Summary" });
    await expect(summary.getByText("Total Sales").locator("..")).toContainText("1");
    const earnings = page.getByRole("region", { name: "Total Earnings" });
    await expect(earnings.getByText("$39", { exact: true })).toBeVisible();
    // A new sale waits out the earnings hold (7 days by default) before it can be withdrawn.
    await expect(earnings.getByText("Pending clearance").locator("..")).toContainText(`$${EARNINGS}`);
    await expect(earnings.getByText("Available to withdraw").locator("..")).toContainText("$0.00");
    await expect(page.getByRole("img", { name: new RegExp(`\\$${EARNINGS} from 1 sale`) })).toBeVisible();
    const order = page.getByRole("table", { name: "Recent Orders" }).getByRole("row").filter({ hasText: title });
    await expect(order.getByRole("cell")).toHaveText([/^PRM-/, /Pat Profile/, title, PRICE, EARNINGS, "completed", DATE]);
  });

  await test.step("the Transactions tab shows gross, fee and earnings", async () => {
    await page.getByRole("link", { name: "All transactions" }).click();
    await expect(page).toHaveURL(/\/vendor\/transactions$/);
    await expect(tabs(page).getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page");
    const sale = page.getByRole("table", { name: "Transactions" }).getByRole("row").filter({ hasText: title });
    await expect(sale.getByRole("cell")).toHaveText([/^PRM-/, /Pat Profile/, title, PRICE, FEE, EARNINGS, "completed", DATE]);
  });

  await test.step("once the hold has passed, the earnings are available", async () => {
    await (await factories()).passHold(reference);
    await page.goto("/vendor");
    const earnings = page.getByRole("region", { name: "Total Earnings" });
    await expect(earnings.getByText("Available to withdraw").locator("..")).toContainText(`$${EARNINGS}`);
    await expect(earnings.getByText("Pending clearance").locator("..")).toContainText("$0.00");
  });

  await test.step("the Withdraw dialog is prefilled from the store's payout details", async () => {
    await page.goto("/vendor/store");
    await page.getByLabel("Bank name").fill("First Test Bank");
    await page.getByLabel("Account number").fill("00112233");
    await page.getByLabel("Account name").fill("Sam Seller");
    await page.getByRole("button", { name: "Update" }).click();
    await expectFlash(page, "Profile updated successfully!");
    const dialog = await openWithdrawDialog(page);
    await expect(dialog.getByLabel("Bank name")).toHaveValue("First Test Bank");
    await expect(dialog.getByLabel("Account number")).toHaveValue("00112233");
    await expect(dialog.getByLabel("Account name")).toHaveValue("Sam Seller");
  });

  await test.step("a withdrawal needs an amount within the available balance", async () => {
    const dialog = await openWithdrawDialog(page);
    await expect(dialog.getByLabel("Payout method")).toBeDisabled();
    await expect(dialog.getByLabel("Payout method")).toHaveValue("bank");
    await expect(dialog.getByText(`$${EARNINGS}`)).toBeVisible();
    await expect(dialog.getByText("$10.00 to $5,000.00")).toBeVisible();

    await requestWithdrawal(dialog, "");
    await expect(dialog.getByText("Please enter withdrawal amount")).toBeVisible();
    await requestWithdrawal(dialog, "100");
    await expect(dialog.getByText(`You can withdraw at most $${EARNINGS}, your available balance`)).toBeVisible();
    await expect(dialog.getByLabel("Amount", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  await test.step("a valid amount is requested and held", async () => {
    await requestWithdrawal(page.getByRole("dialog", { name: "Withdraw" }), "25");
    await expectFlash(page, "Withdrawal request sent!");
    await expect(page).toHaveURL(/\/vendor$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const earnings = page.getByRole("region", { name: "Total Earnings" });
    await expect(earnings.getByText("Available to withdraw").locator("..")).toContainText("$14.99");
    await expect(earnings.getByText("Held for withdrawals").locator("..")).toContainText("$25.00");
  });

  await test.step("the Withdrawals tab lists the pending request", async () => {
    await page.goto("/vendor/transactions");
    await tabs(page).getByRole("link", { name: "Withdrawals" }).click();
    await expect(page).toHaveURL(/\/vendor\/transactions\?tab=withdrawals$/);
    await expect(tabs(page).getByRole("link", { name: "Withdrawals" })).toHaveAttribute("aria-current", "page");
    await expect(tabs(page).getByRole("link", { name: "Transactions" })).not.toHaveAttribute("aria-current", /.*/);
    const rows = page.getByRole("table", { name: "Withdrawals" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.last().getByRole("cell")).toHaveText([/^[\w-]{22}$/, "25.00", "Bank · First Test Bank · ••••2233", "pending", DATE]);
  });

  await test.step("a second request waits for the first one", async () => {
    const dialog = await openWithdrawDialog(page);
    await expect(dialog.getByRole("status")).toContainText("You already have a withdrawal request in progress");
    await expect(dialog.getByRole("button", { name: "Request withdrawal" })).toHaveCount(0);
  });
});

test("the Withdraw dialog closes back to the dashboard", async ({ page, signIn }) => {
  await signIn("vendor");
  const dialog = await openWithdrawDialog(page);
  // Whether the demo store can withdraw now depends on other suites' sales; both dialogs close the same way.
  await dialog.getByRole("link", { name: "Close" }).first().click();
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recent Orders" })).toBeVisible();
});

test("a new vendor's tables say there is nothing yet", async ({ page, signInNewVendor }) => {
  await signInNewVendor();
  await page.goto("/vendor");
  await expect(page.getByText("There are no records to display.")).toBeVisible();
  await page.goto("/vendor/transactions?tab=withdrawals");
  await expect(page.getByText("There are no records to display.")).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: "Withdrawals" })).toHaveAttribute("aria-current", "page");
});
