import { randomUUID } from "node:crypto";
import type { Locator } from "@playwright/test";
import { expectFlash, jsEnabled } from "./fixtures";
import { expect, test } from "./session";

/**
 * The prompt enhancer (issue 24 point 3, CONTRACT 13), on the e2e server's fake provider
 * (tests/e2e/web-server.ts): its first text model, llama3.2, answers "Fake answer from llama3.2: …",
 * which keeps no `[VARIABLE]`. A prompt without variables gets that rewrite; one with a variable
 * gets the structure rules' rewrite with the notice that says why.
 */

/** enhance.server.ts's NOTICE_VARIABLES (not imported: the data layer would open a database in this process). */
const NOTICE_VARIABLES = "The AI model's rewrite changed the prompt's variables, so this rewrite comes from the structure rules.";

const CHECKS = ["Role", "Context", "Task", "Constraints", "Output format", "Examples", "Variables"];

async function expectAnswer(scope: Locator, by = "structure rules") {
  await expect(scope.getByText(/^Score \d{1,3}\/100$/)).toBeVisible();
  const lines = scope.getByRole("list", { name: "Checks" }).getByRole("listitem");
  await expect(lines).toHaveCount(7);
  for (const [index, label] of CHECKS.entries()) await expect(lines.nth(index)).toContainText(new RegExp(`^. ?${label}: (passed|not passed)\\. \\S`));
  await expect(scope.getByRole("heading", { name: `Improved prompt (by ${by})` })).toBeVisible();
}

test("a signed-in buyer enhances a one-line prompt on /enhance; the model lost its variable, so the rules answer with a notice", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home");
  await page.getByRole("link", { name: "Prompt enhancer" }).click();
  await expect(page).toHaveURL(/\/enhance$/);

  await page.getByRole("button", { name: "Enhance", exact: true }).click();
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveAccessibleDescription("Write a prompt to enhance");

  const prompt = "Write a tweet about [TOPIC]";
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
  await page.getByRole("button", { name: "Enhance", exact: true }).click();
  await expectAnswer(page.locator("main"));
  await expect(page.getByRole("status").filter({ hasText: NOTICE_VARIABLES })).toBeVisible();
  // The form keeps the prompt; the improved one keeps its variable and adds the missing sections.
  await expect(page.getByLabel("Prompt", { exact: true })).toHaveValue(prompt);
  const improved = page.locator("pre").nth(1);
  await expect(improved).toContainText("[TOPIC]");
  await expect(improved).toContainText("## Role");
  await expect(page.locator("pre").first()).toHaveText(prompt);
  await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(jsEnabled(test.info().project.name) ? 1 : 0);
});

test("signed out, /enhance sends to the login page and back", async ({ page }) => {
  await page.goto("/enhance");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fenhance$/);
});

test("the vendor enhances Content in the create dialog with the model, uses that version, then creates the prompt", async ({ page, signInNewVendor }) => {
  test.slow();
  const js = jsEnabled(test.info().project.name);
  const title = `Tweet writer ${randomUUID().slice(0, 8)}`;
  await signInNewVendor();
  await page.goto("/vendor/prompts/new");
  const dialog = page.getByRole("dialog", { name: "Create prompt" });
  if (js) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Writes a tweet about any topic, short and with a hook.");
  await dialog.getByLabel("Category").selectOption({ label: "Writing" });
  await dialog.getByLabel("Price", { exact: true }).fill("3.50");
  const rough = "Write a tweet about our launch";
  await dialog.getByLabel("Content").fill(rough);

  await dialog.getByRole("button", { name: "Enhance", exact: true }).click();
  await expectAnswer(dialog, "llama3.2");
  // The original and the model's rewrite, side by side.
  const original = dialog.getByRole("heading", { name: "Original prompt" }).locator("..");
  await expect(original.locator("pre")).toHaveText(rough);
  const improved = dialog.getByRole("heading", { name: "Improved prompt (by llama3.2)" }).locator("..");
  await expect(improved.locator("pre")).toHaveText(/^Fake answer from llama3\.2: \d+ words read, digest [0-9a-f]{8}\.$/);
  // Nothing saved yet, and every field as typed.
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Category")).toHaveValue(/.+/);
  await expect(dialog.getByLabel("Content")).toHaveValue(rough);

  await dialog.getByRole("button", { name: "Use this version" }).click();
  await expect(dialog.getByLabel("Content")).toHaveValue(/^Fake answer from llama3\.2: /);
  await expect(dialog.getByRole("button", { name: "Use this version" })).toHaveCount(0);
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Price", { exact: true })).toHaveValue("3.50");

  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expectFlash(page, "Prompt created successfully");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});
