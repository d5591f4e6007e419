import type { Page } from "@playwright/test";
import { expectFlash, logout } from "./fixtures";
import { resetLinkFor } from "./reset-mail";
import { expect, factories, test } from "./session";

const SENT = "If an account exists for that address, we have sent a link to reset its password. It works once, for 60 minutes.";
const INVALID = "This reset link is invalid or has expired. Request a new one.";

async function requestReset(page: Page, email: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // With JavaScript the address changes a moment before the new page replaces the login form.
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(SENT)).toBeVisible();
}

async function loginWith(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a forgotten password is reset with the e-mailed link, once", async ({ page }) => {
  const { makeBuyer, PASSWORD: password } = await factories();
  const { email } = await makeBuyer("Pat Profile");

  await requestReset(page, email);
  const link = await resetLinkFor(email);
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByLabel("New password", { exact: true })).toHaveAccessibleDescription("Password must be at least 8 characters");

  await page.getByLabel("New password", { exact: true }).fill("new-password-2");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectFlash(page, "Your password was reset. Sign in with the new one.");

  await loginWith(page, email, password);
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await loginWith(page, email, "new-password-2");
  await expect(page).toHaveURL(/\/home$/);

  // The link worked once.
  await logout(page);
  await page.goto(link);
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
});

test("an address without an account gets the same answer", async ({ page }) => {
  await requestReset(page, "nobody-has-this@e2e.test");
});

test("a reset signs out the account's other browsers", async ({ page, browser, baseURL, signInNewBuyer }) => {
  const { email } = await signInNewBuyer();
  await page.goto("/home");
  await expect(page).toHaveURL(/\/home$/);
  const elsewhere = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const other = await elsewhere.newPage();
  await requestReset(other, email);
  await other.goto(await resetLinkFor(email));
  await other.getByLabel("New password", { exact: true }).fill("new-password-4");
  await other.getByRole("button", { name: "Reset password" }).click();
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();

  await page.goto("/home");
  await expect(page).toHaveURL(/\/login/);
});
