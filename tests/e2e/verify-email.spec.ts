import { expect, test } from "@playwright/test";
import { expectFlash, logout, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mailbox";

const BANNER = "Verify your e-mail address to use AI features such as live preview and the enhancer's model.";
const INVALID = "This verification link is invalid or has expired. Request a new one.";

/** The link of the verification e-mail sent to `to`: absolute, in the plain-text part (CONTRACT 19). */
async function verifyLinkFor(to: string): Promise<string> {
  const mail = await waitForMail(to, { subject: /^Verify your e-mail address$/ });
  const link = mail.text.match(/https?:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no verification link in the plain-text part of the e-mail to ${to}`);
  return link;
}

test("a new buyer verifies the address with the e-mailed link and its button, once", async ({ page }) => {
  const email = uniqueEmail("verify");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Vic Verify");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-7");
  await page.getByLabel("Country").selectOption("Kenya");
  await page.getByLabel("Buyer").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/home$/);

  const banner = page.getByRole("region", { name: "E-mail verification" });
  await expect(banner).toContainText(BANNER);
  // The registration's e-mail went out a moment ago: a second one must wait a minute.
  await banner.getByRole("button", { name: "Resend verification e-mail" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(/A verification e-mail was sent less than a minute ago/).filter({ visible: true }).first()).toBeVisible();

  const link = await verifyLinkFor(email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verify your e-mail address" })).toBeVisible();
  await page.getByRole("button", { name: "Verify e-mail address" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expectFlash(page, "Your e-mail address is verified.");
  await expect(page.getByRole("region", { name: "E-mail verification" })).toHaveCount(0);

  // The link worked once; signed out it points to the login.
  await logout(page);
  await page.goto(link);
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to get a new link" })).toHaveAttribute("href", "/login");
});
