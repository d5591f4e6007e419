import type { Page } from "@playwright/test";
import { expectFlash, jsEnabled, logout, uniqueEmail } from "./fixtures";
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

async function buyForTeam(page: Page, promptId: string, teamName: string, js: boolean) {
  await page.goto(`/home/prompt/${promptId}`);
  await page.getByRole("button", { name: "Add to cart" }).first().click();
  // In the cart on the server before leaving the page (with JavaScript the label flips at once, the count when the post has landed).
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");
  await page.goto("/store/cart");
  await page.getByLabel("Buy for").selectOption({ label: `Team “${teamName}”: team licences, $20.00` });
  // The cart shows the team's total before paying it: at once with JavaScript, after "Update total" without (issue 41 point 3).
  if (!js) await page.getByRole("button", { name: "Update total" }).click();
  await expect(page.getByText(/^Total \$/)).toHaveText("Total $20.00 as team licences");
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

test("an owner buys a prompt for the team; a new user invited by e-mail registers, joins, reads it, and loses it when removed", async ({ page, signInNewBuyer, signIn }, testInfo) => {
  const { makeVendor, pricedPrompt, makeTeam } = await factories();
  const { vendor } = await makeVendor();
  const prompt = await pricedPrompt(vendor, 4, `Team brief ${Date.now()}`);
  const { user: owner } = await signInNewBuyer("Olive Owner");
  const teamName = `Studio ${Date.now()}`;
  const team = await makeTeam(owner, [], teamName);

  await buyForTeam(page, prompt.id, teamName, jsEnabled(testInfo.project.name));
  await page.goto(`/home/teams/${team.id}`);
  await expect(page.getByRole("region", { name: "Team library" }).getByRole("link", { name: prompt.title })).toBeVisible();

  const email = uniqueEmail("newcomer");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expectFlash(page, `Invitation sent to ${email}`);
  const link = await joinLinkFor(email);

  // A newcomer without an account: the link names the team and leads to registration, the address
  // filled in, and back (issue 41 point 9).
  await logout(page);
  await page.goto(link);
  await expect(page.getByText(`You were invited to join ${teamName} as a member.`)).toBeVisible();
  await page.getByRole("link", { name: "Create an account" }).click();
  await expect(page.getByText("Join Your Team on Promptory").filter({ visible: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await register(page, "Nia Newcomer", email, "correct-horse-1");
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expectFlash(page, `You joined the team “${teamName}”`);
  await page.getByRole("region", { name: "Team library" }).getByRole("link", { name: prompt.title }).click();
  await expect(page.getByText(CONTENT_LINE)).toBeVisible();
  // Said as it is: the team owns it, not the member (issue 41 point 10).
  await expect(page.getByText(`Your team ${teamName} owns this prompt.`)).toBeVisible();
  await expect(page.getByText("You own this prompt.")).toHaveCount(0);

  await signIn(owner);
  await page.goto(`/home/teams/${team.id}`);
  await page.getByRole("link", { name: "Remove Nia Newcomer" }).click();
  await page.getByRole("dialog", { name: "Remove Nia Newcomer" }).getByRole("button", { name: "Remove" }).click();
  await expectFlash(page, "Nia Newcomer was removed from the team");

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

test("a team purchase's success page names the team; an admin removed before paying is told the payment became their own purchase", async ({ page, signIn }) => {
  const { makeVendor, pricedPrompt, makeBuyer, makeTeam, inviteWithToken, startCheckout } = await factories();
  const { acceptInvitation, removeMember } = await import("~/models/teams.server");
  const { vendor } = await makeVendor();
  const [forTeam, forAdmin] = [await pricedPrompt(vendor, 4, `Team brief ${Date.now()}`), await pricedPrompt(vendor, 4, `Admin brief ${Date.now()}`)];
  const owner = await makeBuyer("Olive Owner");
  const admin = await makeBuyer("Adam Admin");
  const team = await makeTeam(owner, [], `Acme Writers ${Date.now()}`);
  await acceptInvitation(admin, (await inviteWithToken(owner, team.id, admin.email, "admin")).token);

  // The owner pays for the team: the success page says the team got it.
  await signIn(owner);
  await page.goto((await startCheckout(owner, { teamId: team.id }, forTeam)).authorizationUrl);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByText(`Bought for your team ${team.name}: every member reads it in the team library.`)).toBeVisible();
  await page.getByRole("link", { name: `Open ${team.name}` }).click();
  await expect(page.getByRole("region", { name: "Team library" }).getByRole("link", { name: forTeam.title })).toBeVisible();
  // Home's summary keeps team licences apart from purchases, and says what the spending was for.
  await page.goto("/home");
  const summary = page.getByRole("region", { name: "Quick Summary" });
  const stat = (label: string) => summary.locator("div").filter({ has: page.getByText(label, { exact: true }) });
  await expect(stat("Total Purchases")).toContainText("0");
  await expect(stat("Team Licences")).toContainText("1");
  await expect(stat("Total Spent")).toContainText("$20.00");
  await expect(stat("Total Spent")).toContainText("$20.00 of it on team licences");

  // The admin starts a team checkout and is removed before paying: it becomes their own purchase.
  const { authorizationUrl } = await startCheckout(admin, { teamId: team.id }, forAdmin);
  await removeMember(owner, team.id, admin.id);
  await signIn(admin);
  await page.goto(authorizationUrl);
  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `This was a team checkout for ${team.name}, but you can no longer buy for that team, so the prompt is your own purchase` })).toBeVisible();
  await page.goto(`/home/prompt/${forAdmin.id}`);
  await expect(page.getByText("You own this prompt.")).toBeVisible();
  await expect(page.getByText(CONTENT_LINE)).toBeVisible();
});
