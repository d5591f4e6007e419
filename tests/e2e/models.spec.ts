import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash, jsEnabled } from "./fixtures";
import { demoUser, expect, signInContext, test } from "./session";

/** Issue 13, point 1: the admin's list of AI models, the prompt form's "Model", the marketplace's "Model" filter. */

const checked = (select: Locator) => select.locator("option:checked");
/** The filter panel's button: "Filters", or "Filters •" while a filter is on. */
const filters = (page: Page) => page.locator("summary").filter({ hasText: /^Filters/ });

async function addModel(page: Page, name: string) {
  await page.goto("/admin/settings");
  await page.getByLabel("New model").fill(`  ${name}  `);
  await page.getByRole("button", { name: "Create model", exact: true }).click();
  await expectFlash(page, "Model added");
  await expect(page.getByLabel(`Rename ${name}`, { exact: true })).toHaveValue(name);
}

test("an admin adds, renames and deletes a model; names are checked", async ({ page, signIn }) => {
  const name = `Tool ${randomUUID().slice(0, 8)}`;
  await signIn("admin");
  await addModel(page, name);
  const models = page.getByRole("region", { name: "Models" });
  await expect(models.getByLabel("Rename ChatGPT", { exact: true })).toHaveValue("ChatGPT");

  const row = page.getByLabel(`Rename ${name}`, { exact: true });
  await row.fill(`${name} renamed`);
  await page.getByRole("listitem").filter({ has: row }).getByRole("button", { name: "Save" }).click();
  await expectFlash(page, "Model renamed");
  await expect(page.getByLabel(`Rename ${name} renamed`, { exact: true })).toHaveValue(`${name} renamed`);

  await page.getByLabel("New model").fill("midjourney");
  await page.getByRole("button", { name: "Create model", exact: true }).click();
  await expect(page.getByText("A model with this name already exists")).toBeVisible();

  await page.getByRole("link", { name: `Delete ${name} renamed`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete model" });
  await expect(dialog).toContainText("has no prompts.");
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expectFlash(page, "Model deleted");
  await expect(page.getByLabel(`Rename ${name} renamed`, { exact: true })).toHaveCount(0);
});

test("a vendor sells a prompt for a new model; a buyer filters by it and sees it on the card and the page", async ({ page, browser, signIn, baseURL }) => {
  test.slow(); // three roles, each signing in
  const model = `Sora ${randomUUID().slice(0, 8)}`;
  const title = `Storyboard Shot Planner ${randomUUID().slice(0, 8)}`;
  await signIn("admin");
  await addModel(page, model);

  const vendor = await (await browser.newContext()).newPage();
  await signInContext(vendor.context(), baseURL!, await demoUser("vendor"));
  await vendor.goto("/vendor/prompts/new");
  const form = vendor.getByRole("dialog", { name: "Create prompt" });
  // A new prompt starts on the first model: forms filled without touching "Model" still save.
  await expect(checked(form.getByLabel("Model"))).toHaveText("ChatGPT");
  if (jsEnabled(test.info().project.name)) await expect(form.getByRole("button", { name: "Add tag" })).toBeVisible();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Description").fill("Plans every shot of a short video: framing, motion and the prompt for each clip.");
  await form.getByLabel("Category").selectOption({ label: "Image Generation" });
  await form.getByLabel("Model").selectOption({ label: model });
  await form.getByLabel("Price", { exact: true }).fill("9");
  await form.getByLabel("Content").fill("You are a storyboard artist. For each scene, write the shot list and one video prompt per shot.");
  await form.getByRole("button", { name: "Create" }).click();
  await expectFlash(vendor, "Prompt created successfully");
  await vendor.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(checked(vendor.getByRole("dialog", { name: "Edit prompt" }).getByLabel("Model"))).toHaveText(model);
  await vendor.context().close();

  const buyer = await (await browser.newContext()).newPage();
  await signInContext(buyer.context(), baseURL!, await demoUser("buyer"));
  await buyer.goto("/home/prompts");
  await filters(buyer).click();
  await expect(checked(buyer.getByLabel("Model"))).toHaveText("All models");
  await buyer.getByLabel("Model").selectOption({ label: model });
  await buyer.getByRole("button", { name: "Apply Filters" }).click();
  await expect(buyer).toHaveURL(/model=/);
  const cards = buyer.getByRole("article");
  await expect(cards).toHaveCount(1);
  await expect(cards.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(cards.getByText(`Model: ${model}`)).toBeVisible();

  // With a category the model's prompts are narrowed further: none of them is in Writing.
  await filters(buyer).click();
  await buyer.getByLabel("Category").selectOption({ label: "Writing" });
  await buyer.getByRole("button", { name: "Apply Filters" }).click();
  await expect(buyer.getByText("No prompts found.")).toBeVisible();

  await buyer.goBack();
  await cards.getByRole("link", { name: title, exact: true }).click();
  await expect(buyer.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(buyer.getByText(`Model: ${model}`)).toBeVisible();
  await buyer.context().close();

  // The model is in use now: the admin cannot delete it.
  await page.goto("/admin/settings");
  await page.getByRole("link", { name: `Delete ${model}`, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete model" });
  await expect(dialog).toContainText(`${model} is used by 1 prompt, so it cannot be deleted.`);
  await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toHaveCount(0);
});
