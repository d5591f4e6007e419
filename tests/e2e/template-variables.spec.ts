import type { Page } from "@playwright/test";
import type { User } from "~/models/users.server";
import { randomUUID } from "node:crypto";
import { expectFlash, jsEnabled } from "./fixtures";
import { expect, factories, test } from "./session";

/** Template variables (issue 13 point 2): the vendor's form, the names before purchase, Fill in and Copy. */

const TEMPLATE = [
  "You are a travel writer. Write a [LENGTH] guide to [CITY] for [WHO IT IS FOR].",
  "Open with one sentence on why [CITY] is worth the trip.",
  "Close with a packing list for the weather of [SEASON].",
].join("\n");
const LAST_LINE = "Close with a packing list for the weather of [SEASON].";
const slots = (count: number) => Array.from({ length: count }, (_, i) => `[FIELD ${i + 1}]`).join(", ");

async function openCreateDialog(page: Page) {
  await page.goto("/vendor/prompts/new");
  const dialog = page.getByRole("dialog", { name: "Create prompt" });
  if (jsEnabled(test.info().project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  return dialog;
}

/** The vendor creates a template prompt through the form: too many variables are refused first. */
async function createTemplate(page: Page, title: string) {
  const dialog = await openCreateDialog(page);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("A city guide in your words: the length, the city and the reader are yours.");
  await dialog.getByLabel("Category").selectOption({ label: "Writing" });
  await dialog.getByLabel("Price", { exact: true }).fill("4.99");
  await dialog.getByLabel("Content").fill(`Fill in every one of these: ${slots(21)}.`);
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByLabel("Content")).toHaveAccessibleDescription(
    /Content can have at most 20 variables in \[BRACKETS\]; it has 21/,
  );
  await expect(dialog.getByText(/^Variables found: FIELD 1, FIELD 2, .*, FIELD 21 \(at most 20\)$/)).toBeVisible();

  await dialog.getByLabel("Content").fill(TEMPLATE);
  if (jsEnabled(test.info().project.name)) {
    await expect(dialog.getByText("Variables found: LENGTH, CITY, WHO IT IS FOR, SEASON")).toBeVisible();
  }
  await dialog.getByRole("button", { name: "Create" }).click();
  await expectFlash(page, "Prompt created successfully");
}

async function openFromMarketplace(page: Page, title: string) {
  await page.goto("/home/prompts");
  await page.getByLabel("Search Prompts").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // The results first (without JavaScript the search passes a redirect), then the card's link.
  await expect(page).toHaveURL(/\?q=/);
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return page.url();
}

/** The prompt open at /home/prompt/:id, bought by `buyer` through the data layer (checkout and the local gateway). */
async function buyOpenPrompt(page: Page, buyer: User) {
  const { buy } = await factories();
  const { getPrompt } = await import("~/models/prompts.server");
  const prompt = await getPrompt(new URL(page.url()).pathname.split("/").pop()!);
  if (!prompt) throw new Error(`no prompt at ${page.url()}`);
  await buy(buyer, prompt);
}

const variableNames = (page: Page) => page.getByRole("list", { name: "Variables" }).getByRole("listitem");

test("a buyer sees a template's variables before buying, then fills it in", async ({ page, context, signInNewVendor, signInNewBuyer }) => {
  test.slow();
  const js = jsEnabled(test.info().project.name);
  const title = `City Guide ${randomUUID().slice(0, 8)}`;
  await signInNewVendor();
  await createTemplate(page, title);

  const { user: buyer } = await signInNewBuyer();
  const detailUrl = await openFromMarketplace(page, title);
  await expect(variableNames(page)).toHaveText(["LENGTH", "CITY", "WHO IT IS FOR", "SEASON"]);
  await expect(page.getByRole("button", { name: "Fill in" })).toHaveCount(0);
  expect(await page.content()).not.toContain(LAST_LINE);

  await buyOpenPrompt(page, buyer);
  await page.goto(detailUrl);
  await expect(page.getByText("You own this prompt.")).toBeVisible();
  await page.getByLabel("LENGTH", { exact: true }).fill("one-page");
  await page.getByLabel("CITY", { exact: true }).fill("Lisbon");
  await page.getByLabel("WHO IT IS FOR", { exact: true }).fill("first-time visitors & their $&-loving kids");
  await page.getByRole("button", { name: "Fill in" }).click();

  const filled = page.getByRole("region", { name: "Filled prompt" });
  const expected =
    "You are a travel writer. Write a one-page guide to Lisbon for first-time visitors & their $&-loving kids.\n" +
    "Open with one sentence on why Lisbon is worth the trip.\n" +
    "Close with a packing list for the weather of [SEASON].";
  await expect(filled.locator("pre")).toHaveText(expected);
  await expect(page.getByLabel("CITY", { exact: true })).toHaveValue("Lisbon");

  if (js) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await filled.getByRole("button", { name: "Copy" }).click();
    await expect(filled.getByRole("status")).toHaveText("Copied");
    // A textarea posts its lines with CRLF, as browsers do; the content keeps them.
    expect((await page.evaluate(() => navigator.clipboard.readText())).replace(/\r\n/g, "\n")).toBe(expected);
  } else {
    await expect(filled.getByRole("button", { name: "Copy" })).toHaveCount(0);
  }
});

test("the prompt form shows the variables it found and the brackets that are not variables", async ({ page, signInNewVendor }) => {
  await signInNewVendor();
  const dialog = await openCreateDialog(page);
  // Refused (no title): without JavaScript the notes come back rendered from the posted content.
  await dialog.getByLabel("Content").fill("Paint [PLACE, e.g. a harbour] in [SEASON]. Palette: [e.g. ochre]. Tone: [TONE, calm].");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText("Variables found: PLACE, SEASON, TONE")).toBeVisible();
  await expect(dialog.getByText(/^Not variables: \[e\.g\. ochre\]\. A variable is/)).toBeVisible();
});

test("Fill in on a demo template: every variable of Dreamy Watercolor Landscapes is a field, no bracket is left", async ({ page, signInNewBuyer }) => {
  const title = "Dreamy Watercolor Landscapes";
  const { user: buyer } = await signInNewBuyer();
  const detailUrl = await openFromMarketplace(page, title);
  await buyOpenPrompt(page, buyer);
  await page.goto(detailUrl);
  const values = {
    PLACE: "a fishing village on a fjord",
    "TIME OF DAY": "dawn",
    SEASON: "late autumn",
    PALETTE: "indigo and sepia",
    COMPOSITION: "low horizon",
  };
  await expect(variableNames(page)).toHaveText(Object.keys(values));
  await expect(page.getByLabel("PLACE", { exact: true })).toHaveAccessibleDescription("For example: a fishing village on a fjord");
  for (const [name, value] of Object.entries(values)) await page.getByLabel(name, { exact: true }).fill(value);
  await page.getByRole("button", { name: "Fill in" }).click();

  const filled = page.getByRole("region", { name: "Filled prompt" }).locator("pre");
  await expect(filled).toContainText("A dreamy watercolor painting of a fishing village on a fjord at dawn, late autumn atmosphere.");
  await expect(filled).toContainText("Palette: indigo and sepia. Composition: low horizon,");
  expect(await filled.textContent()).not.toMatch(/[[\]]/);
});

test("a variable that asks for pasted samples gets a text area, a short one a line (issue 41 point 6)", async ({ page, signIn }) => {
  await signIn("vendor");
  await page.goto("/vendor/prompts?search=Brand+Voice+Style+Guide+Builder");
  await page.getByRole("link", { name: "Brand Voice Style Guide Builder", exact: true }).first().click();
  const form = page.getByRole("form", { name: "Fill in the variables" });
  await expect(form.getByLabel("PASTE 3-5 SAMPLES", { exact: true })).toHaveJSProperty("tagName", "TEXTAREA");
  await expect(form.getByLabel("NAME", { exact: true })).toHaveJSProperty("tagName", "INPUT");
});
