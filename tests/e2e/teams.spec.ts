import type { Page } from "@playwright/test";
import { expectFlash, logout } from "./fixtures";
import { waitForMail } from "./mailbox";
import { expect, factories, test } from "./session";

/** The join link in the plain-text part of the invitation mailed to `to` (absolute, under APP_URL). */
async function joinLinkFor(to: string): Promise<string> {
  const mail = await waitForMail(to, { subject: /^Join the team / });
  const link = mail.text.match(/https?:\/\/\S+\/teams\/join\/[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no join link in the e-mail to ${to}`);
  return link;
}

async function loginWith(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

const memberRow = (page: Page, name: string) => page.getByRole("listitem").filter({ hasText: name });

test("an owner invites a buyer by e-mail; the buyer signs in from the link, joins, and is removed", async ({ page, signInNewBuyer, signIn }) => {
  const { makeBuyer, PASSWORD } = await factories();
  const invitee = await makeBuyer("Mia Member");
  const { user: owner } = await signInNewBuyer("Olive Owner");
  const teamName = `Growth ${Date.now()}`;

  await page.goto("/home");
  await page.getByRole("link", { name: "Teams" }).first().click();
  await page.getByLabel("Team name").fill(teamName);
  await page.getByRole("button", { name: "Create team" }).click();
  await expect(page.getByRole("heading", { name: teamName })).toBeVisible();
  await expect(memberRow(page, "Olive Owner")).toContainText("Owner");

  await page.getByLabel("Email").fill(invitee.email.toUpperCase());
  await page.getByLabel("Role").selectOption("member");
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  await expectFlash(page, `Invitation sent to ${invitee.email}`);
  await expect(memberRow(page, invitee.email)).toContainText("Member");
  const link = await joinLinkFor(invitee.email);

  // Signed out, the link leads through the login and back.
  await logout(page);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await loginWith(page, invitee.email, PASSWORD);
  await expect(page.getByRole("heading", { name: `Join the team ${teamName}` })).toBeVisible();
  await page.getByRole("button", { name: "Accept invitation" }).click();
  await expectFlash(page, `You joined the team “${teamName}”`);
  await expect(memberRow(page, "Mia Member (you)")).toContainText("Member");
  // Members see no invitations and cannot invite.
  await expect(page.getByRole("button", { name: "Invite", exact: true })).toHaveCount(0);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert").filter({ hasText: "You are already a member of this team." })).toBeVisible();

  await signIn(owner);
  await page.goto("/home/teams");
  await page.getByRole("link", { name: teamName }).click();
  await memberRow(page, "Mia Member").getByRole("button", { name: "Remove" }).click();
  await expectFlash(page, "Member removed");
  await expect(memberRow(page, "Mia Member")).toHaveCount(0);
});

test("another account opening an invitation link is refused and never sees the team", async ({ page, signIn }) => {
  const { makeBuyer, makeTeam, inviteWithToken } = await factories();
  const owner = await makeBuyer("Olive Owner");
  const team = await makeTeam(owner, [], `Secret ${Date.now()}`);
  const { token } = await inviteWithToken(owner, team.id, (await makeBuyer("Mia Member")).email);
  await signIn(await makeBuyer("Walt Wrong"));

  await page.goto(`/teams/join/${token}`);
  await expect(page.getByRole("alert").filter({ hasText: "This invitation is for another e-mail address." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
  await expect(page.getByText(team.name)).toHaveCount(0);
});
