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

const ANSWER_BELOW = "The enhancer's answer for Content is below. Nothing is saved until you press Create.";
const FILL_IN_REFUSED = "Replace the parts marked <<fill in: …>> before saving";

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
  const improved = page.getByRole("textbox", { name: "Improved prompt (by structure rules)" });
  await expect(improved).toHaveValue(/\[TOPIC\]/);
  await expect(improved).toHaveValue(/## Role/);
  await expect(page.locator("pre").first()).toHaveText(prompt);
  await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(jsEnabled(test.info().project.name) ? 1 : 0);
});

test("/enhance: the improved prompt is a read-only box as tall as its text, which can be selected whole and copied without JavaScript", async ({ page, signInNewBuyer }) => {
  const js = jsEnabled(test.info().project.name);
  await signInNewBuyer();
  await page.goto("/enhance");
  // A variable, which the fake model drops: the structure rules' long rewrite answers.
  await page.getByLabel("Prompt", { exact: true }).fill("blog post about [TOPIC], funny");
  await page.getByRole("button", { name: "Enhance", exact: true }).click();
  const improved = page.getByRole("textbox", { name: "Improved prompt (by structure rules)" });
  await expect(improved).toHaveValue(/^## Role\n[\s\S]*blog post about \[TOPIC\], funny[\s\S]*## Examples\n/);
  await expect(improved).toHaveAttribute("readonly", "");
  // Sized to the text: no scroll box to read it through.
  const { scrollHeight, clientHeight } = await improved.evaluate((box: HTMLTextAreaElement) => ({ scrollHeight: box.scrollHeight, clientHeight: box.clientHeight }));
  expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 2);
  // Select all selects the whole prompt (the box, not the page), ready to copy.
  await improved.click();
  await page.keyboard.press("ControlOrMeta+A");
  const [start, end, length] = await improved.evaluate((box: HTMLTextAreaElement) => [box.selectionStart, box.selectionEnd, box.value.length]);
  expect([start, end]).toEqual([0, length]);
  expect(length).toBeGreaterThan(300);
  // Read-only: a key pressed there changes nothing.
  const text = await improved.inputValue();
  await page.keyboard.type("x");
  await expect(improved).toHaveValue(text);
  if (js) await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  else await expect(improved).toHaveAccessibleDescription(/select all \(Ctrl\+A, or ⌘A on a Mac\), then copy/);
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
  // The answer in sight (without JavaScript the page comes back at it), and what it means.
  await expect(dialog.getByRole("status").filter({ hasText: ANSWER_BELOW })).toBeInViewport();
  if (!js) await expect(page).toHaveURL(/#content-enhancer-status$/);
  // The original and the model's rewrite, side by side.
  const original = dialog.getByRole("heading", { name: "Original prompt" }).locator("..");
  await expect(original.locator("pre")).toHaveText(rough);
  await expect(dialog.getByRole("textbox", { name: "Improved prompt (by llama3.2)" })).toHaveValue(/^Fake answer from llama3\.2: \d+ words read, digest [0-9a-f]{8}\.$/);
  // Nothing saved yet, and every field as typed.
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Category")).toHaveValue(/.+/);
  await expect(dialog.getByLabel("Content")).toHaveValue(rough);

  await dialog.getByRole("button", { name: "Use this version" }).click();
  await expect(dialog.getByLabel("Content")).toHaveValue(/^Fake answer from llama3\.2: /);
  await expect(dialog.getByRole("button", { name: "Use this version" })).toHaveCount(0);
  // Content in sight (focused, with JavaScript), and a word that it changed; this rewrite has nothing to fill in.
  await expect(dialog.getByLabel("Content")).toBeInViewport();
  if (js) await expect(dialog.getByLabel("Content")).toBeFocused();
  await expect(dialog.getByRole("status").filter({ hasText: "Content now holds the improved version. Nothing is saved until you press Create." })).toBeVisible();
  await expect(dialog.getByLabel("Title")).toHaveValue(title);
  await expect(dialog.getByLabel("Price", { exact: true })).toHaveValue("3.50");

  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expectFlash(page, "Prompt created successfully");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});

test("the vendor uses the rules' rewrite: its marked placeholders fit a tweet, Content says so and takes the focus, and Create refuses them until they are filled in", async ({ page, signInNewVendor }) => {
  test.slow();
  const js = jsEnabled(test.info().project.name);
  const title = `Bakery tweets ${randomUUID().slice(0, 8)}`;
  await signInNewVendor();
  await page.goto("/vendor/prompts/new");
  const dialog = page.getByRole("dialog", { name: "Create prompt" });
  if (js) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Tweets for a neighbourhood bakery, one topic at a time.");
  await dialog.getByLabel("Category").selectOption({ label: "Writing" });
  await dialog.getByLabel("Price", { exact: true }).fill("2.50");
  // A variable: the fake model drops it, so the structure rules answer.
  const rough = "Write a tweet about [TOPIC] for our bakery";
  await dialog.getByLabel("Content").fill(rough);

  await dialog.getByRole("button", { name: "Enhance", exact: true }).click();
  await expectAnswer(dialog);
  await expect(dialog.getByRole("status").filter({ hasText: ANSWER_BELOW })).toBeInViewport();
  const improvedBox = dialog.getByRole("textbox", { name: "Improved prompt (by structure rules)" });
  const improved = await improvedBox.inputValue();
  expect(improved).toContain("## Role\nYou are <<fill in: who the model should be, e.g. a social media writer");
  expect(improved).toContain("- Length: <<fill in: e.g. under 280 characters");
  expect(improved).not.toMatch(/B2B|150 words|<a typical input>/);
  expect(improved).toContain(rough);

  await dialog.getByRole("button", { name: "Use this version" }).click();
  const content = dialog.getByLabel("Content");
  await expect(content).toHaveValue(improved);
  await expect(content).toBeInViewport();
  if (js) await expect(content).toBeFocused();
  else await expect(page).toHaveURL(/#prompt-create-content$/);
  await expect(dialog.getByRole("status").filter({ hasText: "Content now holds the improved version. Fill in the parts marked <<fill in: …>>, then press Create." })).toBeVisible();

  // Published as it is, the suggestions would reach buyers: refused, nothing created.
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expect(dialog.getByLabel("Content")).toHaveAccessibleDescription(FILL_IN_REFUSED);
  await expect(dialog.getByRole("alert").filter({ hasText: "There is a problem" })).toContainText(FILL_IN_REFUSED);

  // Each suggestion written in: saved.
  await dialog.getByLabel("Content").fill(improved.replace(/<<fill in: (?:e\.g\. )?([^>]*)>>/g, "$1"));
  await dialog.getByRole("button", { name: "Create", exact: true }).click();
  await expectFlash(page, "Prompt created successfully");
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
});
