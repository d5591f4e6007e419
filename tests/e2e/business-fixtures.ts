import { expect, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { uniqueEmail } from "./fixtures";

/** Steps of the vendor business's journeys: signing up a store, withdrawing, the admin's queue. */

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
