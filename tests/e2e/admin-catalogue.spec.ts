import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash } from "./fixtures";
import { demoUser, expect, signInContext, test } from "./session";

/**
 * Demo prompts that only this suite changes, one per project so the "js" and "no-js" runs
 * never race (both are Victor's: other suites pick Vera's oldest prompt).
 */
const TARGET: Record<string, string> = {
  js: "Cinematic Product Photography",
  "no-js": "Customer Persona Interview Synthesizer",
};

async function search(page: Page, path: string, title: string) {
  await page.goto(path);
  await page.getByLabel("Search Prompts").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=/);
}

async function setStatus(page: Page, title: string, option: "Ban" | "Activate", message: string) {
  await search(page, "/admin/prompts", title);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await card.getByLabel("Status").selectOption({ label: option });
  if (option === "Ban") await card.getByLabel("Reason (required to ban)").fill("It breaks the community standards.");
  await card.getByRole("button", { name: "Update status" }).click();
  await expectFlash(page, message);
  // Back on the same search, with the new status shown on the card.
  await expect(page).toHaveURL(/q=/);
  await expect(card.getByText(option === "Ban" ? "Banned" : "Listed", { exact: true })).toBeVisible();
}

async function marketplaceLink(page: Page, title: string) {
  await search(page, "/home/prompts", title);
  return page.getByRole("link", { name: title, exact: true });
}

test("an admin bans a prompt, it leaves the marketplace, and returns when reactivated", async ({ page, browser, signIn, baseURL }, testInfo) => {
  test.slow(); // two roles, each signing in
  const title = TARGET[testInfo.project.name]!;
  // The buyer gets a context of their own (the project's options apply to it too).
  const buyer = await (await browser.newContext()).newPage();
  await signIn("admin");
  await signInContext(buyer.context(), baseURL!, await demoUser("buyer"));

  await setStatus(page, title, "Ban", "Prompt banned successfully");
  await expect(await marketplaceLink(buyer, title)).toHaveCount(0);
  await expect(buyer.getByText("No prompts found.")).toBeVisible();

  await setStatus(page, title, "Activate", "Prompt activated successfully");
  await expect(await marketplaceLink(buyer, title)).toBeVisible();
  await buyer.context().close();
});

test("an admin adds, renames and deletes a category", async ({ page, signIn }) => {
  const name = `E2E ${randomUUID().slice(0, 8)}`;
  await signIn("admin");
  await page.goto("/admin/settings");

  await page.getByLabel("New category").fill(`  ${name}  `);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectFlash(page, "Category added");
  const added = page.getByLabel(`Rename ${name}`, { exact: true });
  await expect(added).toHaveValue(name);

  await added.fill(`${name} renamed`);
  await page.getByRole("listitem").filter({ has: added }).getByRole("button", { name: "Save" }).click();
  await expectFlash(page, "Category renamed");
  await expect(page.getByLabel(`Rename ${name} renamed`, { exact: true })).toHaveValue(`${name} renamed`);

  await page.getByRole("link", { name: `Delete ${name} renamed`, exact: true }).click();
  await page.getByRole("dialog", { name: "Delete category" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expectFlash(page, "Category deleted");
  await expect(page.getByLabel(`Rename ${name} renamed`, { exact: true })).toHaveCount(0);
});

test("category names are checked and a category in use is not deleted without a place for its prompts", async ({ page, signIn }) => {
  await signIn("admin");
  await page.goto("/admin/settings");

  await page.getByLabel("New category").fill("   ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Category name is required")).toBeVisible();

  await page.getByLabel("New category").fill("writing");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("A category with this name already exists")).toBeVisible();

  await page.getByRole("link", { name: "Delete Writing", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Delete category" });
  await expect(dialog).toContainText(/is used by \d+ prompts?\./);
  // Without a category chosen (the browser's own check is not asked for), nothing is deleted.
  await dialog.getByRole("button", { name: "Move prompts and delete" }).click();
  await expect(dialog.getByText(/^This category is used by \d+ prompts?\. Move them to another category first\.$/)).toBeVisible();
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByLabel("Rename Writing", { exact: true })).toBeVisible();
});
