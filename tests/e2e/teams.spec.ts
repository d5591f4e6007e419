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
  // The owner has the same link to pass on by hand (issue 41 point 9).
  await expect(page.getByLabel(`Join link for ${invitee.email}`)).toHaveValue(link);

  // Signed out, the link says what it is, then leads through the login and back.
  await logout(page);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: `Join the team ${teamName}` })).toBeVisible();
  await expect(page.getByText(`You were invited to join ${teamName} as a member.`)).toBeVisible();
  await page.getByRole("link", { name: `Sign in as ${invitee.email}` }).click();
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
  // "Remove" is named for its member and asks first (issue 41 points 1 and 10).
  await memberRow(page, "Mia Member").getByRole("link", { name: "Remove Mia Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove Mia Member" });
  await expect(dialog).toContainText(`from ${teamName}?`);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(memberRow(page, "Mia Member")).toHaveCount(1);
  await memberRow(page, "Mia Member").getByRole("link", { name: "Remove Mia Member" }).click();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expectFlash(page, "Mia Member was removed from the team");
  await expect(memberRow(page, "Mia Member")).toHaveCount(0);
});

test("“Leave team” asks first; the owner has no “Leave team”, the last member's is “Delete team”", async ({ page, signIn }) => {
  const { makeBuyer, makeTeam } = await factories();
  const owner = await makeBuyer("Olive Owner");
  const member = await makeBuyer("Mia Member");
  const team = await makeTeam(owner, [member], `Crew ${Date.now()}`);

  await signIn(member);
  await page.goto(`/home/teams/${team.id}`);
  await page.getByRole("link", { name: "Leave team" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave team" });
  await expect(dialog).toContainText(`Leave ${team.name}?`);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(memberRow(page, "Mia Member (you)")).toBeVisible();
  await page.getByRole("link", { name: "Leave team" }).click();
  await dialog.getByRole("button", { name: "Leave team" }).click();
  await expectFlash(page, "You left the team");
  await expect(page).toHaveURL(/\/home\/teams$/);

  await signIn(owner);
  await page.goto(`/home/teams/${team.id}`);
  await expect(page.getByText("You are the only member: instead of leaving, delete the team.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Leave team" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Leave team" })).toHaveCount(0);
});

test("deleting a team names what goes and passes its paid licence to whoever paid, into My Prompts", async ({ page, signIn }) => {
  const { makeBuyer, makeTeam, makeVendor, pricedPrompt, buyForTeam, makeCollection } = await factories();
  const { vendor } = await makeVendor();
  const prompt = await pricedPrompt(vendor, 19.99, `Brief writer ${Date.now()}`);
  const owner = await makeBuyer("Olive Owner");
  const team = await makeTeam(owner, [], `Acme Writers ${Date.now()}`);
  await buyForTeam(owner, team.id, prompt);
  await makeCollection(owner, [prompt], { name: "Launch kit", teamId: team.id });
  await signIn(owner);

  await page.goto(`/home/teams/${team.id}`);
  await page.getByRole("link", { name: "Delete team" }).click();
  const dialog = page.getByRole("dialog", { name: `Delete the team ${team.name}` });
  await expect(dialog).toContainText("The team collection “Launch kit” (1 prompt) is deleted.");
  await expect(dialog.getByRole("list", { name: "Where the team's prompts go" })).toContainText(`“${prompt.title}” passes to you.`);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("link", { name: "Delete team" }).click();
  await dialog.getByRole("button", { name: "Delete team" }).click();
  await expectFlash(page, `Team “${team.name}” deleted. “${prompt.title}” is now in My Prompts.`);

  await page.goto("/home/prompts?tab=mine");
  await expect(page.getByRole("link", { name: prompt.title })).toBeVisible();
  await page.goto(`/home/prompt/${prompt.id}`);
  await expect(page.getByText("You own this prompt.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
});

test("another account opening an invitation link is refused without the team's name, and signs out to continue as the invited address", async ({ page, signIn }) => {
  const { makeBuyer, makeTeam, inviteWithToken } = await factories();
  const owner = await makeBuyer("Olive Owner");
  const team = await makeTeam(owner, [], `Secret ${Date.now()}`);
  const invited = await makeBuyer("Mia Member");
  const { token } = await inviteWithToken(owner, team.id, invited.email);
  await signIn(await makeBuyer("Walt Wrong"));

  await page.goto(`/teams/join/${token}`);
  await expect(page.getByRole("alert").filter({ hasText: "This invitation is for another e-mail address." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Accept invitation" })).toHaveCount(0);
  await expect(page.getByText(team.name)).toHaveCount(0);

  await page.getByRole("button", { name: `Sign out and continue as ${invited.email}` }).click();
  await expect(page.getByRole("heading", { name: `Join the team ${team.name}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Sign in as ${invited.email}` })).toBeVisible();
});

test("a cancelled invitation says so before anyone signs up", async ({ page }) => {
  const { makeBuyer, makeTeam, inviteWithToken, uniqueEmail } = await factories();
  const { cancelInvitation } = await import("~/models/teams.server");
  const owner = await makeBuyer("Olive Owner");
  const team = await makeTeam(owner, [], `Closed ${Date.now()}`);
  const { token, id } = await inviteWithToken(owner, team.id, uniqueEmail("newcomer"));
  await cancelInvitation(owner, team.id, id);

  await page.goto(`/teams/join/${token}`);
  await expect(page.getByRole("alert").filter({ hasText: "This invitation was cancelled." })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveCount(0);
  await expect(page.getByText(team.name)).toHaveCount(0);
});

test("at 390 px the team page keeps its members, buttons and join links inside the screen", async ({ page, signIn }) => {
  const { makeBuyer, makeTeam, inviteWithToken, uniqueEmail } = await factories();
  const owner = await makeBuyer("Olive Owner");
  const team = await makeTeam(owner, [await makeBuyer("Mia Member-With-A-Rather-Long-Name")], `Acme Writers ${Date.now()}`);
  const email = uniqueEmail("a-newcomer-with-a-long-address");
  await inviteWithToken(owner, team.id, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(owner);

  await page.goto(`/home/teams/${team.id}`);
  await expect(page.getByLabel(`Join link for ${email}`)).toHaveValue(/\/teams\/join\//);
  for (const element of [page.getByRole("link", { name: "Remove Mia Member-With-A-Rather-Long-Name" }), page.getByLabel(`Join link for ${email}`), page.getByRole("link", { name: "Delete team" })]) {
    const box = (await element.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
