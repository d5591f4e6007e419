import { expectFlash, jsEnabled } from "./fixtures";
import { expect, factories, test } from "./session";

test("a team owner creates a team collection and saves a prompt in it; a member sees it read-only", async ({ page, signIn, signInNewBuyer }, testInfo) => {
  const js = jsEnabled(testInfo.project.name);
  const { makeBuyer, makePrompt, makeTeam, makeVendor } = await factories();
  const { vendor } = await makeVendor();
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const prompt = await makePrompt(vendor, undefined, { title: `Standup summariser ${tag}` });
  const member = await makeBuyer("Mia Member");
  const { user: owner } = await signInNewBuyer("Olive Owner");
  const team = await makeTeam(owner, [member], `Ops ${tag}`);
  const name = `Team playbook ${tag}`;

  await page.goto(`/home/teams/${team.id}`);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByText("Name is required").first()).toBeVisible();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create collection" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectFlash(page, `Collection "${name}" created.`);

  // "Save to collection" offers it, labelled with the team.
  await page.goto(`/home/prompt/${prompt.id}`);
  await page.getByRole("button", { name: `Save to collection “${prompt.title}”` }).click();
  if (js) await page.getByRole("button", { name: `${name} · ${team.name}` }).click();
  else await page.getByRole("button", { name: `Save to “${name}” of ${team.name}` }).click();
  await expectFlash(page, `"${prompt.title}" saved to "${name}".`);

  await signIn(member);
  await page.goto(`/home/teams/${team.id}`);
  await expect(page.getByRole("button", { name: "Create collection" })).toHaveCount(0);
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("list", { name: "Prompts in this collection" }).getByRole("link")).toHaveText([prompt.title]);
  await expect(page.getByText(`Private: only the members of ${team.name} can see it. Its owner and admins edit it.`)).toBeVisible();
  for (const control of ["Rename", "Make public", `Remove “${prompt.title}”`, `Move up “${prompt.title}”`]) {
    await expect(page.getByRole("button", { name: control })).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "Delete collection" })).toHaveCount(0);
});
