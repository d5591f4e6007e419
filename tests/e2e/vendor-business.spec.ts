import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { DEMO, expectFlash, jsEnabled, login, logout, registerBuyer, uniqueEmail } from "./fixtures";

// A $49.99 sale with the default 20% fee: $10.00 to the platform, $39.99 to the vendor,
// above the default $10 minimum withdrawal.
const PRICE = "49.99";
const FEE = "10.00";
const EARNINGS = "39.99";
const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** A fresh vendor (the default settings list its prompts at once), signed in on /vendor. */
async function registerVendor(page: Page) {
  const email = uniqueEmail("seller");
  const password = "seller-pass-123";
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Sam Seller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Country").selectOption("Kenya");
  await page.getByLabel("Vendor").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Store name").fill("Sam's Sales Lab");
  await page.getByLabel("Bio").fill("Prompts that close deals and keep customers.");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/vendor$/);
  return { email, password };
}

async function createPrompt(page: Page, title: string) {
  await page.goto("/vendor/prompts/new");
  const dialog = page.getByRole("dialog", { name: "Create prompt" });
  // With JavaScript, type only once the form is hydrated (the tag chips appear then).
  if (jsEnabled(test.info().project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Drafts a polite, firm follow-up to a client who has not paid an invoice.");
  await dialog.getByLabel("Category").selectOption({ label: "Productivity" });
  await dialog.getByLabel("Price").fill(PRICE);
  await dialog.getByLabel("Content").fill("You are an accounts manager. Write a short, friendly payment reminder.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectFlash(page, "Prompt created successfully");
}

/** A fresh buyer buys `title` through the local gateway, then signs out. */
async function buyAsFreshBuyer(page: Page, title: string) {
  await registerBuyer(page);
  await page.goto("/home/prompts");
  await page.getByLabel("Search Prompts").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(card.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await page.goto("/store/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await page.goto("/home");
  await logout(page);
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Transactions and withdrawals" });

async function openWithdrawDialog(page: Page): Promise<Locator> {
  await page.goto("/vendor");
  await page.getByRole("link", { name: "Withdraw", exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/withdraw$/);
  const dialog = page.getByRole("dialog", { name: "Withdraw" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function requestWithdrawal(dialog: Locator, amount: string) {
  await dialog.getByLabel("Bank name").fill("First Test Bank");
  await dialog.getByLabel("Account number").fill("00112233");
  await dialog.getByLabel("Account name").fill("Sam Seller");
  await dialog.getByLabel("Amount", { exact: true }).fill(amount);
  await dialog.getByRole("button", { name: "Request withdrawal" }).click();
}

test("a vendor sees a sale with its fee split and withdraws part of the earnings", async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Invoice Reminder Writer ${randomUUID().slice(0, 8)}`;
  const vendor = await registerVendor(page);
  await createPrompt(page, title);
  await logout(page);
  await buyAsFreshBuyer(page, title);
  await login(page, vendor.email, vendor.password);

  await test.step("the dashboard shows the sale and the earnings", async () => {
    await page.goto("/vendor");
    const summary = page.getByRole("region", { name: "Quick Summary" });
    await expect(summary.getByText("Total Sales").locator("..")).toContainText("1");
    const earnings = page.getByRole("region", { name: "Total Earnings" });
    await expect(earnings.getByText("$39", { exact: true })).toBeVisible();
    await expect(earnings.getByText(`$${EARNINGS}`)).toBeVisible();
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

  await test.step("a withdrawal needs an amount within the available balance", async () => {
    const dialog = await openWithdrawDialog(page);
    await expect(dialog.getByLabel("Payout method")).toBeDisabled();
    await expect(dialog.getByLabel("Payout method")).toHaveValue("bank");
    await expect(dialog.getByText(`$${EARNINGS}`)).toBeVisible();
    await expect(dialog.getByText("$10.00 to $5,000.00")).toBeVisible();

    await requestWithdrawal(dialog, "");
    await expect(dialog.getByText("Please enter withdrawal amount")).toBeVisible();
    await requestWithdrawal(dialog, "100");
    await expect(dialog.getByText(`The amount is more than your available balance ($${EARNINGS})`)).toBeVisible();
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
    await expect(rows.last().getByRole("cell")).toHaveText([/^[\w-]{22}$/, "25.00", "Bank", "pending", DATE]);
  });

  await test.step("a second request waits for the first one", async () => {
    const dialog = await openWithdrawDialog(page);
    await requestWithdrawal(dialog, "10");
    await expect(dialog.getByRole("alert")).toHaveText("You already have a withdrawal request in progress");
  });
});

test("the Withdraw dialog is prefilled from the store and closes back to the dashboard", async ({ page }) => {
  await login(page, DEMO.vendor);
  const dialog = await openWithdrawDialog(page);
  await expect(dialog.getByLabel("Payout method")).toBeDisabled();
  for (const label of ["Bank name", "Account number", "Account name"]) {
    await expect(dialog.getByLabel(label)).toHaveValue(/\S/);
  }
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recent Orders" })).toBeVisible();
});

test("a new vendor's tables say there is nothing yet", async ({ page }) => {
  await registerVendor(page);
  await expect(page.getByText("There are no records to display.")).toBeVisible();
  await page.goto("/vendor/transactions?tab=withdrawals");
  await expect(page.getByText("There are no records to display.")).toBeVisible();
  await expect(tabs(page).getByRole("link", { name: "Withdrawals" })).toHaveAttribute("aria-current", "page");
});
