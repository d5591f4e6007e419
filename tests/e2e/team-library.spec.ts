import type { Page } from "@playwright/test";
import { expectFlash, logout, uniqueEmail } from "./fixtures";
import { waitForMail } from "./mailbox";
import { expect, factories, test } from "./session";

/** Past the teaser: only someone who may read the content sees this line of a factory prompt. */
const CONTENT_LINE = "Write three subject lines.";

async function joinLinkFor(to: string): Promise<string> {
  const mail = await waitForMail(to, { subject: /^Join the team / });
  const link = mail.text.match(/https?:\/\/\S+\/teams\/join\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no join link in the e-mail to ${to}`);
  return link;
}

async function buyForTeam(page: Page, promptId: string, teamName: string) {
  await page.goto(`/home/prompt/${promptId}`);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  // In the cart on the server before leaving the page (with JavaScript the label flips at once, the count when the post has landed).
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");
  await page.goto("/store/cart");
  await page.getByLabel("Buy for").selectOption({ label: `Team “${teamName}”: team licences, $20.00` });
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await expect(page.getByText("$20.00").first()).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
}

async function register(page: Page, name: string, email: string, password: string) {
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Country").selectOption("Kenya");
  await page.getByLabel("Buyer").check();
  await page.getByRole("button", { name: "Register" }).click();
}

test("an owner buys a prompt for the team; a new user invited by e-mail registers, joins, reads it, and loses it when removed", async ({ page, signInNewBuyer, signIn }) => {
  const { makeVendor, pricedPrompt, makeTeam } = await factories();
  const { vendor } = await makeVendor();
  const prompt = await pricedPrompt(vendor, 4, `Team brief ${Date.now()}`);
  const { user: owner } = await signInNewBuyer("Olive Owner");
  const teamName = `Studio ${Date.now()}`;
  const team = await makeTeam(owner, [], teamName);

  await buyForTeam(page, prompt.id, teamName);
  await page.goto(`/home/teams/${team.id}`);
  await expect(page.getByRole("region", { name: "Team library" }).getByRole("link", { name: prompt.title })).toBeVisible();

  const email = uniqueEmail("newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expectFlash(page, `Invitation sent to ${email}`);
  const link = await joinLinkFor(email);

  // A newcomer without an account: the link leads through the login page to registration and back.
  await logout(page);
  await page.goto(link);
  await page.getByRole("link", { name: "Register" }).click();
  await register(page, "Nia Newcomer", email, "correct-horse-1");
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expectFlash(page, `You joined the team “${teamName}”`);
  await page.getByRole("region", { name: "Team library" }).getByRole("link", { name: prompt.title }).click();
  await expect(page.getByText(CONTENT_LINE)).toBeVisible();

  await signIn(owner);
  await page.goto(`/home/teams/${team.id}`);
  await page.getByRole("listitem").filter({ hasText: "Nia Newcomer" }).getByRole("button", { name: "Remove" }).click();
  await expectFlash(page, "Member removed");

  await logout(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-1");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(`/home/prompt/${prompt.id}`);
  await expect(page.getByRole("heading", { name: prompt.title })).toBeVisible();
  await expect(page.getByText(CONTENT_LINE)).toHaveCount(0);
  await page.goto(`/home/teams/${team.id}`);
  await expect(page.getByText("Team not found")).toBeVisible();
});
