import { expect, test, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import Database from "better-sqlite3";
import { expectFlash, jsEnabled, logout, registerBuyer, uniqueEmail } from "./fixtures";

/** Journeys of the vendor business: a fresh store, a prompt, a sale, a withdrawal. */

/** A fresh vendor (the default settings list its prompts at once), signed in on /vendor. */
export async function registerVendor(page: Page, storeName = `Sales Lab ${randomUUID().slice(0, 8)}`) {
  const email = uniqueEmail("seller");
  const password = "seller-pass-123";
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Sam Seller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Country").selectOption("Kenya");
  await page.getByLabel("Vendor").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Store name").fill(storeName);
  await page.getByLabel("Bio").fill("Prompts that close deals and keep customers.");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/vendor$/);
  return { email, password, storeName };
}

export async function createPrompt(page: Page, title: string, price: string) {
  await page.goto("/vendor/prompts/new");
  const dialog = page.getByRole("dialog", { name: "Create prompt" });
  // With JavaScript, type only once the form is hydrated (the tag chips appear then).
  if (jsEnabled(test.info().project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Drafts a polite, firm follow-up to a client who has not paid an invoice.");
  await dialog.getByLabel("Category").selectOption({ label: "Productivity" });
  await dialog.getByLabel("Price").fill(price);
  await dialog.getByLabel("Content").fill("You are an accounts manager. Write a short, friendly payment reminder.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectFlash(page, "Prompt created successfully");
}

/** A fresh buyer buys `title` through the local gateway, then signs out. */
export async function buyAsFreshBuyer(page: Page, title: string): Promise<{ email: string }> {
  const { email } = await registerBuyer(page);
  await page.goto("/home/prompts");
  await page.getByLabel("Search Prompts").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(card.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  // The label flips at once with JavaScript; the header's count is the server's answer.
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");
  await page.goto("/store/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await page.goto("/home");
  await logout(page);
  return { email };
}

export async function openWithdrawDialog(page: Page): Promise<Locator> {
  await page.goto("/vendor");
  await page.getByRole("link", { name: "Withdraw", exact: true }).click();
  await expect(page).toHaveURL(/\/vendor\/withdraw$/);
  const dialog = page.getByRole("dialog", { name: "Withdraw" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function requestWithdrawal(dialog: Locator, amount: string) {
  await dialog.getByLabel("Bank name").fill("First Test Bank");
  await dialog.getByLabel("Account number").fill("00112233");
  await dialog.getByLabel("Account name").fill("Sam Seller");
  await dialog.getByLabel("Amount", { exact: true }).fill(amount);
  await dialog.getByRole("button", { name: "Request withdrawal" }).click();
}


/** A row of the admin's withdrawal queue, by store. */
export const queueRow = (page: Page, storeName: string) =>
  page.getByRole("table").getByRole("row").filter({ hasText: storeName });

/**
 * Opens the admin's withdrawal queue (optionally one status) at the page that lists the store's
 * request: open requests come oldest first, so with other tests' requests still open a new one
 * may sit on a later page.
 */
export async function openWithdrawalQueueAt(page: Page, storeName: string, status?: string) {
  for (let n = 1; n <= 20; n++) {
    await page.goto(`/admin/withdrawals?${new URLSearchParams({ ...(status ? { status } : {}), page: String(n) })}`);
    if ((await queueRow(page, storeName).count()) > 0) return;
  }
  throw new Error(`No withdrawal of ${storeName} in the queue`);
}

/**
 * Time travel for journeys that withdraw right after a sale: the store's sale credits become
 * available now, as they would once the earnings hold (payoutHoldDays) has passed. Written to the
 * e2e server's database directly, the way the data layer books them (ledger_entries.available_at).
 */
export function passHold(storeName: string): void {
  const db = new Database(process.env.E2E_DATABASE_URL ?? ".e2e-data/app.db");
  db.pragma("busy_timeout = 5000");
  try {
    const { changes } = db
      .prepare(
        `update ledger_entries set available_at = ? where kind = 'sale' and available_at > ?
         and vendor_id in (select id from vendors where store_name = ?)`,
      )
      .run(Date.now(), Date.now(), storeName);
    if (changes === 0) throw new Error(`No sale of ${storeName} waiting for clearance`);
  } finally {
    db.close();
  }
}
