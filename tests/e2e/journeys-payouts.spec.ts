import type { Locator, Page } from "@playwright/test";
import type { Vendor } from "~/models/users.server";
import { openWithdrawalQueueAt, openWithdrawDialog, queueRow, requestWithdrawal } from "./business-fixtures";
import { expectFlash } from "./fixtures";
import { expect, factories, test, vendorWithSale } from "./session";

/** Issue 9, points 8 and 16: payout details per method, and what the Withdraw dialog says up front. */

const BANK_LABELS = ["Bank name", "Account number", "Account name"];
const PAYPAL = "sam.payouts@example.com";
const TRON_ADDRESS = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const ETHEREUM_ADDRESS = "0x52908400098527886E0F7030069857D2E4169EE7";
// A $29.99 sale at the default 20% fee earns the vendor $23.99.
const PRICE = 29.99;

async function update(page: Page) {
  await page.getByRole("button", { name: "Update" }).click();
}

/** Saves a valid store form and waits for the server's answer: the previous save's toast may still be showing. */
async function save(page: Page) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/vendor/store"));
  await update(page);
  await answered;
}

async function expectHidden(page: Page, labels: string[]) {
  for (const label of labels) await expect(page.getByLabel(label, { exact: true })).toBeHidden();
}

/** A vendor who has chosen PayPal for payouts, stored through the data layer (the form is tested above). */
async function choosePaypal(vendor: Vendor, paypalEmail: string) {
  await factories(); // first: the data layer reads DATABASE_URL when it is imported
  const { updateStoreProfile } = await import("~/models/vendors.server");
  await updateStoreProfile(vendor, { payoutMethod: "paypal", paypalEmail, bio: vendor.bio });
}

const submitButton = (dialog: Locator) => dialog.getByRole("button", { name: "Request withdrawal" });

test.describe("payout details per method (issue 9, point 8)", () => {
  test("PayPal asks only for a valid PayPal e-mail, and saving it drops the bank details", async ({ page, signInNewVendor }) => {
    await signInNewVendor();
    await page.goto("/vendor/store");
    await page.getByLabel("Bank name").fill("First Test Bank");
    await page.getByLabel("Account number").fill("00112233");
    await page.getByLabel("Account name").fill("Sam Seller");
    await update(page);
    await expectFlash(page, "Profile updated successfully!");

    await page.getByLabel("Payout method").selectOption("paypal");
    await expectHidden(page, [...BANK_LABELS, "Crypto network", "Wallet address"]);
    const email = page.getByLabel("PayPal e-mail");
    await email.fill("sam at example dot com");
    await update(page);
    await expect(page.getByLabel("PayPal e-mail")).toHaveAccessibleDescription(/Enter a valid PayPal e-mail address/);
    await expect(page.getByLabel("PayPal e-mail")).toHaveAttribute("aria-invalid", "true");
    await expectHidden(page, BANK_LABELS);

    await page.getByLabel("PayPal e-mail").fill(PAYPAL);
    await save(page);
    await expectFlash(page, "Profile updated successfully!");
    await page.reload();
    await expect(page.getByLabel("Payout method")).toHaveValue("paypal");
    await expect(page.getByLabel("PayPal e-mail")).toHaveValue(PAYPAL);
    await expectHidden(page, BANK_LABELS);
    // The bank details went with the switch: choosing Bank again starts from empty fields.
    await page.getByLabel("Payout method").selectOption("bank");
    await expectHidden(page, ["PayPal e-mail"]);
    for (const label of BANK_LABELS) await expect(page.getByLabel(label)).toHaveValue("");
  });

  test("crypto asks for a network and a wallet address that fits it", async ({ page, signInNewVendor }) => {
    await signInNewVendor();
    await page.goto("/vendor/store");
    await page.getByLabel("Payout method").selectOption("crypto");
    await expectHidden(page, [...BANK_LABELS, "PayPal e-mail"]);
    await update(page);
    await expect(page.getByLabel("Crypto network")).toHaveAccessibleDescription(/Choose your wallet's network/);
    await expect(page.getByLabel("Wallet address")).toHaveAccessibleDescription(/Wallet address is required/);

    await page.getByLabel("Crypto network").selectOption({ label: "Tron (TRC-20)" });
    await page.getByLabel("Wallet address").fill(ETHEREUM_ADDRESS);
    await update(page);
    await expect(page.getByLabel("Wallet address")).toHaveAccessibleDescription(/A Tron address starts with T and has 34 letters and digits/);
    await expect(page.getByLabel("Wallet address")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Wallet address").fill(TRON_ADDRESS);
    await save(page);
    await expectFlash(page, "Profile updated successfully!");
    await page.reload();
    await expect(page.getByLabel("Payout method")).toHaveValue("crypto");
    await expect(page.getByLabel("Crypto network")).toHaveValue("tron");
    await expect(page.getByLabel("Wallet address")).toHaveValue(TRON_ADDRESS);
    await expectHidden(page, [...BANK_LABELS, "PayPal e-mail"]);
  });

  test("a PayPal vendor's withdrawal carries the PayPal e-mail to the admin queue", async ({ page, signIn }) => {
    test.slow();
    const vendor = await vendorWithSale(PRICE, { cleared: true });
    await choosePaypal(vendor.vendor, PAYPAL);
    await signIn(vendor.user);

    const dialog = await openWithdrawDialog(page);
    await expect(dialog.getByLabel("Payout method")).toHaveValue("paypal");
    await expect(dialog.getByLabel("Bank name")).toHaveCount(0);
    await expect(dialog.getByLabel("PayPal e-mail")).toHaveValue(PAYPAL);
    await dialog.getByLabel("Amount", { exact: true }).fill("20");
    await submitButton(dialog).click();
    await expectFlash(page, "Withdrawal request sent!");

    await page.goto("/vendor/transactions?tab=withdrawals");
    const mine = page.getByRole("table", { name: "Withdrawals" }).getByRole("row").last();
    await expect(mine).toContainText("PayPal · s***@example.com");

    await signIn("admin");
    await openWithdrawalQueueAt(page, vendor.storeName);
    const queued = queueRow(page, vendor.storeName);
    await expect(queued).toContainText("PayPal");
    await expect(queued).toContainText(PAYPAL);
    await expect(queued).not.toContainText("Bank");
  });
});

test.describe("the Withdraw dialog says up front what stops a request (issue 9, point 16)", () => {
  test("a new vendor without a balance is told about the minimum before typing, with no submit", async ({ page, signInNewVendor }) => {
    await signInNewVendor();
    const dialog = await openWithdrawDialog(page);
    await expect(dialog.getByText("Your available balance ($0.00) is below the minimum withdrawal of $10.00.")).toBeVisible();
    await expect(submitButton(dialog)).toHaveCount(0);
    await expect(dialog.getByLabel("Amount", { exact: true })).toHaveCount(0);
    await dialog.getByRole("link", { name: "Close", exact: true }).last().click();
    await expect(page).toHaveURL(/\/vendor$/);
  });

  test("more than the balance names the most that can be withdrawn; an open request is said up front", async ({ page, signIn }) => {
    await signIn((await vendorWithSale(PRICE, { cleared: true })).user);
    const dialog = await openWithdrawDialog(page);
    await requestWithdrawal(dialog, "100");
    await expect(dialog.getByText("You can withdraw at most $23.99, your available balance")).toBeVisible();
    await expect(dialog.getByText(/maximum/)).toHaveCount(0);

    await requestWithdrawal(page.getByRole("dialog", { name: "Withdraw" }), "20");
    await expectFlash(page, "Withdrawal request sent!");

    const again = await openWithdrawDialog(page);
    await expect(again.getByText("You already have a withdrawal request in progress")).toBeVisible();
    await expect(submitButton(again)).toHaveCount(0);
    await expect(again.getByLabel("Amount", { exact: true })).toHaveCount(0);
  });
});
