import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash, jsEnabled, logout, PNG_4x4 } from "./fixtures";
import { expect, test } from "./session";

const DESCRIPTION = "Turns rough meeting notes into a crisp summary with owners and deadlines. Works for any team.";
const CONTENT = "You are a meticulous chief of staff.\nSummarise the notes below into decisions, owners and dates.";

// Both projects share one server and database: every run makes its own prompt.
const uniqueTitle = () => `Meeting Notes Distiller ${randomUUID().slice(0, 8)}`;

test.beforeEach(async ({ page, signIn }) => {
  await signIn("vendor");
  await page.goto("/vendor/prompts");
});

/** The card whose title link is `title`. */
function card(page: Page, title: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

async function openDialog(page: Page, link: Locator, name: string): Promise<Locator> {
  await link.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  // With JavaScript the tag chips appear once the page is hydrated; type only after that.
  if (jsEnabled(test.info().project.name) && name !== "Delete prompt") {
    await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  }
  return dialog;
}

async function fillPrompt(dialog: Locator, title: string, price: string) {
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill(DESCRIPTION);
  await dialog.getByLabel("Category").selectOption({ label: "Productivity" });
  await dialog.getByLabel("Price", { exact: true }).fill(price);
  await dialog.getByLabel("Content").fill(CONTENT);
}

async function addTags(dialog: Locator, tags: string[]) {
  const tagsField = dialog.getByLabel("Tags");
  if (!jsEnabled(test.info().project.name)) {
    await tagsField.fill(tags.join(", "));
    return;
  }
  for (const [index, tag] of tags.entries()) {
    await tagsField.fill(` ${tag} `);
    // Enter adds a tag (and must not submit the form); the button does the same.
    if (index % 2 === 0) await tagsField.press("Enter");
    else await dialog.getByRole("button", { name: "Add tag" }).click();
    await expect(dialog.getByRole("button", { name: `Remove tag ${tag}` })).toBeVisible();
  }
  await expect(tagsField).toHaveValue("");
}

async function expectTags(dialog: Locator, tags: string[]) {
  if (jsEnabled(test.info().project.name)) {
    await expect(dialog.getByRole("list", { name: "Tag list" }).getByRole("listitem")).toHaveText(tags);
  } else {
    await expect(dialog.getByLabel("Tags")).toHaveValue(tags.join(", "));
  }
}

/** The vendor's own page of the prompt `title`: its price panel says what a team licence costs (CONTRACT 14). */
async function expectTeamLicence(page: Page, title: string, price: string) {
  await card(page, title).getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: "Price" }).getByText(`Team licence: ${price}`, { exact: true })).toBeVisible();
  await page.goto("/vendor/prompts");
}

test("a vendor creates a prompt with an image, tags and a team price, edits it and deletes it", async ({ page }) => {
  const title = uniqueTitle();
  const create = await openDialog(page, page.getByRole("link", { name: "Create", exact: true }), "Create prompt");
  await fillPrompt(create, title, "12.50");
  await expect(create.getByText("Default: 5 × the price.")).toBeVisible();
  await create.getByLabel("Team price").fill("40");
  await addTags(create, ["standup", "notes", "summary"]);
  await create.getByLabel("Featured image").setInputFiles({ name: "art.png", mimeType: "image/png", buffer: PNG_4x4 });
  if (jsEnabled(test.info().project.name)) {
    await expect(create.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
  }
  await create.getByRole("button", { name: "Create" }).click();

  await expectFlash(page, "Prompt created successfully");
  await expect(page).toHaveURL(/\/vendor\/prompts$/);
  const created = card(page, title);
  await expect(created.getByRole("img")).toBeVisible();
  await expect(created.getByText("$12.50")).toBeVisible();
  await expect(created.getByText("Listed", { exact: true })).toBeVisible();
  await created.getByText("Content", { exact: true }).click();
  await expect(created.getByText("You are a meticulous chief of staff.")).toBeVisible();
  // The catalogue cards keep to the one price.
  await expect(created.getByText(/Team licence/)).toHaveCount(0);
  await expectTeamLicence(page, title, "$40.00");

  const newTitle = `${title} v2`;
  const edit = await openDialog(page, page.getByRole("link", { name: `Edit ${title}` }), "Edit prompt");
  await expect(edit.getByRole("img", { name: "Current featured image" })).toBeVisible();
  await expect(edit.getByLabel("Price", { exact: true })).toHaveValue("12.50");
  await expect(edit.getByLabel("Team price")).toHaveValue("40.00");
  await expectTags(edit, ["standup", "notes", "summary"]);
  await edit.getByLabel("Title").fill(newTitle);
  await edit.getByLabel("Price", { exact: true }).fill("15");
  // Emptied, the team price goes back to its default: 5 × the new price.
  await edit.getByLabel("Team price").fill("");
  if (jsEnabled(test.info().project.name)) await edit.getByRole("button", { name: "Remove tag notes" }).click();
  else await edit.getByLabel("Tags").fill("standup, summary");
  await edit.getByRole("button", { name: "Save" }).click();

  await expectFlash(page, "Prompt updated successfully");
  const edited = card(page, newTitle);
  await expect(edited.getByText("$15.00")).toBeVisible();
  await expect(edited.getByRole("img")).toBeVisible();
  await expect(card(page, title)).toHaveCount(0);
  const reopened = await openDialog(page, page.getByRole("link", { name: `Edit ${newTitle}` }), "Edit prompt");
  await expectTags(reopened, ["standup", "summary"]);
  await expect(reopened.getByLabel("Team price")).toHaveValue("");
  await reopened.getByRole("link", { name: "Cancel" }).click();
  await expect(reopened).toHaveCount(0);
  await expectTeamLicence(page, newTitle, "$75.00");

  const remove = await openDialog(page, page.getByRole("link", { name: `Delete ${newTitle}` }), "Delete prompt");
  await expect(remove.getByText("Are you sure? This action cannot be undone. All values associated with this field will be lost.")).toBeVisible();
  await expect(remove.getByText(newTitle, { exact: true })).toBeVisible();
  await remove.getByRole("button", { name: "Delete" }).click();

  await expectFlash(page, "Prompt deleted successfully");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, newTitle)).toHaveCount(0);
});

test("a price out of range is shown next to Price and what was typed is kept", async ({ page }) => {
  const title = uniqueTitle();
  const create = await openDialog(page, page.getByRole("link", { name: "Create", exact: true }), "Create prompt");
  await fillPrompt(create, title, "1000");
  await addTags(create, ["agenda", "minutes"]);
  await create.getByRole("button", { name: "Create" }).click();

  const price = create.getByLabel("Price", { exact: true });
  await expect(price).toHaveAttribute("aria-invalid", "true");
  const errorId = (await price.getAttribute("aria-describedby"))?.split(" ").at(-1) ?? "";
  await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Price must be at most $999.99");
  await expect(price).toHaveValue("1000");
  await expect(create.getByLabel("Title")).toHaveValue(title);
  await expect(create.getByLabel("Content")).toHaveValue(CONTENT);
  await expect(create.getByLabel("Category")).toHaveValue(/.+/);
  await expectTags(create, ["agenda", "minutes"]);

  await create.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, title)).toHaveCount(0);
});

test("a team price below the price is refused next to Team price", async ({ page }) => {
  const title = uniqueTitle();
  const create = await openDialog(page, page.getByRole("link", { name: "Create", exact: true }), "Create prompt");
  await fillPrompt(create, title, "12.50");
  await create.getByLabel("Team price").fill("10");
  await addTags(create, ["agenda"]);
  await create.getByRole("button", { name: "Create" }).click();

  const teamPrice = create.getByLabel("Team price");
  await expect(teamPrice).toHaveAttribute("aria-invalid", "true");
  await expect(teamPrice).toHaveAccessibleDescription(/Team price must be at least the price \(\$12\.50\)/);
  await expect(teamPrice).toHaveValue("10");
  await create.getByRole("link", { name: "Cancel" }).click();
  await expect(card(page, title)).toHaveCount(0);
});

test("the delete dialog can be cancelled", async ({ page }) => {
  const title = "Weekly Review Ritual";
  await page.goto("/vendor/prompts?q=weekly");
  const remove = await openDialog(page, page.getByRole("link", { name: `Delete ${title}` }), "Delete prompt");
  await remove.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(card(page, title)).toBeVisible();
});

test("another vendor's prompt or an unknown one cannot be opened for editing", async ({ page, signIn }) => {
  await logout(page);
  await signIn("vendor2");
  await page.goto("/vendor/prompts?q=socratic");
  const href = await page.getByRole("link", { name: "Edit Socratic Tutor" }).getAttribute("href");
  await logout(page);
  await signIn("vendor");

  const forbidden = await page.goto(href!);
  expect(forbidden?.status()).toBe(403);
  const dialog = page.getByRole("dialog", { name: "Edit prompt" });
  await expect(dialog.getByRole("alert")).toHaveText("You can only change your own prompts.");
  await expect(dialog.getByLabel("Content")).toHaveCount(0);
  await expect(page.getByText("Socratic Tutor")).toHaveCount(0);

  const missing = await page.goto("/vendor/prompts/no-such-prompt/delete");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("dialog", { name: "Delete prompt" }).getByRole("alert")).toHaveText("Prompt not found.");
});

test("Enter in Tags never publishes the prompt; only Create does (issue 23 point 7)", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
  const title = uniqueTitle();
  const create = await openDialog(page, page.getByRole("link", { name: "Create", exact: true }), "Create prompt");
  await fillPrompt(create, title, "9.00");
  await create.getByLabel("Tags").fill("agenda, minutes");
  await create.getByLabel("Tags").press("Enter");
  // Enter in another one-line field does not save either.
  await create.getByLabel("Title").press("Enter");
  await expectTags(create, ["agenda", "minutes"]);
  await expect(create).toBeVisible();
  expect(posts).toEqual([]);

  await create.getByRole("button", { name: "Create" }).click();
  await expectFlash(page, "Prompt created successfully");
  expect(posts).toHaveLength(1);
  await expect(card(page, title)).toHaveCount(1);
});

test("chosen images: without JavaScript the form says before posting that a refusal drops them, and says it again after", async ({ page }) => {
  const js = jsEnabled(test.info().project.name);
  const create = await openDialog(page, page.getByRole("link", { name: "Create", exact: true }), "Create prompt");
  const featured = create.getByLabel("Featured image");
  const examples = create.getByRole("group", { name: "Example outputs" });
  const notKept = /A chosen image is not kept if the form comes back with an error/;
  if (js) {
    await expect(featured).not.toHaveAccessibleDescription(notKept);
  } else {
    await expect(featured).toHaveAccessibleDescription(notKept);
    await expect(examples).toHaveAccessibleDescription(notKept);
  }

  // Refused for the price alone: the chosen featured image is not the field in error.
  await fillPrompt(create, uniqueTitle(), "1000");
  await featured.setInputFiles({ name: "art.png", mimeType: "image/png", buffer: PNG_4x4 });
  await create.getByRole("button", { name: "Create" }).click();
  await expect(create.getByLabel("Price", { exact: true })).toHaveAttribute("aria-invalid", "true");
  if (js) {
    // With JavaScript nothing was posted: the file is still chosen.
    await expect(create.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
    await expect(featured).not.toHaveAccessibleDescription(/choose an image again/);
  } else {
    await expect(featured).toHaveAccessibleDescription(/A file chosen here is not kept when the form comes back: choose an image again/);
  }
});
