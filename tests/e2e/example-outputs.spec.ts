import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash, jsEnabled, logout, PNG_4x4 } from "./fixtures";
import { expect, test } from "./session";

const TEXT_EXAMPLE = "Decisions:\n- Ship the beta on Friday (Ana)\n- Freeze the API today (Raj)";
const BOTH_ERROR = "An example output is an image or a text, not both: clear one of them";

const slot = (dialog: Locator, n: number) => dialog.getByRole("group", { name: `Example output ${n}`, exact: true });
const image = { name: "result.png", mimeType: "image/png", buffer: PNG_4x4 };

async function openDialog(page: Page, link: Locator, name: string): Promise<Locator> {
  await link.click();
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  // With JavaScript, type only once the page is hydrated (the tag chips are its sign).
  if (jsEnabled(test.info().project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  return dialog;
}

async function fillPrompt(dialog: Locator, title: string) {
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Turns meeting notes into decisions with owners. Shows what it gives before you buy.");
  await dialog.getByLabel("Category").selectOption({ label: "Productivity" });
  await dialog.getByLabel("Price", { exact: true }).fill("6.00");
  await dialog.getByLabel("Content").fill("You are a chief of staff.\nList every decision with its owner and date.");
}

test("a vendor adds an image and a text example, a buyer sees them before buying, the vendor removes one", async ({ page, signIn }) => {
  test.slow(); // three sign-ins, a refused save and uploads
  const js = jsEnabled(test.info().project.name);
  const title = `Notes to decisions ${randomUUID().slice(0, 8)}`;
  await signIn("vendor");
  await page.goto("/vendor/prompts");
  const create = await openDialog(page, page.getByRole("link", { name: "Create", exact: true }), "Create prompt");
  await expect(create.getByRole("group", { name: "Example outputs" })).toBeVisible();
  for (const n of [1, 2, 3, 4]) await expect(slot(create, n).getByLabel("Text")).toBeVisible();

  // Refused first: an image and a text in slot 1. The typed texts come back; a file must be chosen again.
  await fillPrompt(create, title);
  await slot(create, 1).getByLabel("Image").setInputFiles(image);
  await slot(create, 1).getByLabel("Text").fill("Both in one slot");
  await slot(create, 2).getByLabel("Text").fill(TEXT_EXAMPLE);
  await create.getByRole("button", { name: "Create" }).click();
  await expect(slot(create, 1).getByText(BOTH_ERROR)).toBeVisible();
  await expect(slot(create, 2).getByLabel("Text")).toHaveValue(TEXT_EXAMPLE);
  await expect(create.getByLabel("Title")).toHaveValue(title);
  if (!js) {
    await expect(create.getByText("Images chosen for example outputs are not kept when the form comes back: choose them again.")).toBeVisible();
    await slot(create, 1).getByLabel("Image").setInputFiles(image);
  }
  await slot(create, 1).getByLabel("Text").fill("");
  await create.getByRole("button", { name: "Create" }).click();
  await expectFlash(page, "Prompt created successfully");

  const href = await page.getByRole("link", { name: title, exact: true }).first().getAttribute("href");
  const id = href!.split("/").pop()!;
  await logout(page);

  // A buyer who does not own it sees both before buying.
  await signIn("buyer");
  await page.goto(`/home/prompt/${id}`);
  await expect(page.getByText("Buy this prompt to see the full content")).toBeVisible();
  const examples = page.getByRole("region", { name: "Example outputs" });
  const shownImage = examples.getByRole("img", { name: `Example output 1 for ${title}` });
  await expect(shownImage).toBeVisible();
  await expect(shownImage).toHaveAttribute("loading", "lazy");
  await expect(shownImage).toHaveAttribute("srcset", /-w320\.webp 320w/);
  expect(await shownImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(examples.getByRole("figure", { name: "Example output 2" })).toContainText("Ship the beta on Friday (Ana)");
  await logout(page);

  // The vendor removes the image on edit; the text stays, shown in its slot.
  await signIn("vendor");
  await page.goto("/vendor/prompts");
  const edit = await openDialog(page, page.getByRole("link", { name: `Edit ${title}` }), "Edit prompt");
  await expect(slot(edit, 1).getByRole("img", { name: "Current image of example output 1" })).toBeVisible();
  await expect(slot(edit, 2).getByLabel("Text")).toHaveValue(TEXT_EXAMPLE);
  await expect(slot(edit, 3).getByRole("checkbox")).toHaveCount(0);
  await slot(edit, 1).getByRole("checkbox", { name: "Remove example output 1" }).check();
  await edit.getByRole("button", { name: "Save" }).click();
  await expectFlash(page, "Prompt updated successfully");

  await page.goto(`/vendor/prompt/${id}`);
  const after = page.getByRole("region", { name: "Example outputs" });
  await expect(after.getByRole("figure", { name: "Example output 2" })).toContainText("Freeze the API today (Raj)");
  await expect(after.getByRole("img")).toHaveCount(0);
});

test("an example output image opens at full size", async ({ page }) => {
  const title = "Dreamy Watercolor Landscapes";
  const response = await page.request.get(`/api/v1/prompt/prompts?q=${encodeURIComponent(title)}`);
  const { data } = (await response.json()) as { data: { _id: string; title: string }[] };
  const id = data.find((prompt) => prompt.title === title)!._id;
  await page.goto(`/prompts/${id}`);
  const examples = page.getByRole("region", { name: "Example outputs" });
  const shown = examples.getByRole("img", { name: `Example output 1 for ${title}` });
  await expect(shown).toBeVisible();
  const full = (await shown.getAttribute("src"))!;

  await examples.getByRole("link", { name: `Example output 1 for ${title} View full size` }).click();
  await page.waitForURL(`**${full}`);
  expect(full).toMatch(/^\/uploads\/[^/]+\.webp$/);
  expect(full).not.toMatch(/-w\d+\.webp$/);
  const image = await page.request.get(full);
  expect(image.headers()["content-type"]).toBe("image/webp");
});
