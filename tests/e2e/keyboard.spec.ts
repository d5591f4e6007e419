import type { Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash, jsEnabled, uniqueEmail } from "./fixtures";
import { expectFocused, tabTo } from "./keyboard";
import { demoCategory, expect, factories, test } from "./session";

/**
 * Issue 27, point 3: journeys made with the keyboard alone. Keys are pressed and text typed into
 * whatever has the focus; locators only say where focus should be. tabTo() checks a visible focus
 * ring on every element Tab stops on.
 */

const js = () => jsEnabled(test.info().project.name);

function errorSummary(scope: Page | Locator): Locator {
  return scope.getByRole("alert").filter({ hasText: "There is a problem" });
}

/** Tab to `target` and type `text` into it. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Tab to `target` and press Enter on it. */
async function activate(page: Page, target: Locator, options?: { back?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press("Enter");
}

test("a buyer registers, searches, buys on the local gateway and opens the prompt with the keyboard alone", async ({ page }) => {
  const title = "Socratic Tutor";
  await page.goto("/register");

  // An empty form first: the error summary takes the focus.
  await activate(page, page.getByRole("button", { name: "Register" }));
  await expectFocused(errorSummary(page));

  await typeInto(page, page.getByLabel("Full name"), "Kim Keys");
  await typeInto(page, page.getByLabel("Email"), uniqueEmail("keys"));
  await typeInto(page, page.getByLabel("Password", { exact: true }), "correct-horse-9");
  await typeInto(page, page.getByLabel("Country"), "Kenya");
  await expect(page.getByLabel("Country")).toHaveValue("Kenya");
  await tabTo(page, page.getByLabel("Buyer"));
  await expect(page.getByLabel("Buyer")).toBeChecked();
  await activate(page, page.getByRole("button", { name: "Register" }));
  await expect(page.getByRole("heading", { name: "Welcome, Kim Keys" })).toBeVisible();

  await activate(page, page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Prompts" }));
  await expect(page.getByRole("heading", { name: "Prompts", level: 1 })).toBeVisible();
  await typeInto(page, page.getByLabel("Search Prompts"), title);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=Socratic/);

  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await activate(page, card.getByRole("button", { name: "Add to cart" }));
  const remove = card.getByRole("button", { name: "Remove from cart" });
  await expect(remove).toBeVisible();
  // With JavaScript the button flips in place and keeps the focus; without, the page comes back at the card.
  if (js()) await expectFocused(remove);
  else await expect(page).toHaveURL(/#prompt-/);
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");

  await activate(page, page.getByRole("link", { name: "Cart" }), { back: true });
  await expect(page).toHaveURL(/\/store\/cart$/);
  await activate(page, page.getByRole("button", { name: "Checkout" }));
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await activate(page, page.getByRole("button", { name: "Pay now" }));
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();

  await activate(page, page.getByRole("list", { name: "What you bought" }).getByRole("link", { name: title }));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("You own this prompt.")).toBeVisible();
});

test("a signed-in page starts with a skip link over the sidebar and the top bar", async ({ page, signInNewVendor }) => {
  await signInNewVendor();
  await page.goto("/vendor/prompts");
  await tabTo(page, page.getByRole("link", { name: "Skip to content" }), { max: 1 });
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("link", { name: "Prompt enhancer" }), { max: 1 });
});

const uniqueTitle = () => `Keyboard Prompt ${randomUUID().slice(0, 8)}`;

/** The vendor's grid, signed in as a new vendor. */
async function openGrid(page: Page, signInNewVendor: () => Promise<unknown>) {
  await signInNewVendor();
  await page.goto("/vendor/prompts");
  await expect(page.getByRole("heading", { name: "Prompts", level: 1 })).toBeVisible();
}

/**
 * Opens a dialog from `opener` with Enter: focus goes into it, on its first field with
 * JavaScript, on its heading without (a new page, whose heading is focused on load).
 */
async function openDialog(page: Page, opener: Locator, name: string, firstField: (dialog: Locator) => Locator): Promise<Locator> {
  await activate(page, opener);
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expectFocused(js() ? firstField(dialog) : dialog.getByRole("heading", { name }));
  return dialog;
}

/** With JavaScript an open dialog keeps the keyboard: Tab and Shift+Tab go round its controls, never to the page beneath. */
async function expectTabStaysIn(page: Page, dialog: Locator) {
  const inDialog = () => dialog.evaluate((panel) => panel.contains(document.activeElement));
  for (const key of [...Array(6).fill("Tab"), ...Array(6).fill("Shift+Tab")]) {
    await page.keyboard.press(key);
    expect(await inDialog(), `focus after ${key}`).toBe(true);
  }
}

/** After a dialog closes: with JavaScript focus is back on what opened it; without, the new page starts at its top. */
async function expectFocusBack(page: Page, opener: Locator) {
  await expect(page.getByRole("dialog")).toHaveCount(0);
  if (js()) {
    await expectFocused(opener);
  } else {
    await tabTo(page, opener);
  }
}

test("a vendor creates a prompt with the keyboard alone, through the error summary", async ({ page, signInNewVendor }) => {
  await openGrid(page, signInNewVendor);
  const create = page.getByRole("link", { name: "Create", exact: true });
  const dialog = await openDialog(page, create, "Create prompt", (panel) => panel.getByLabel("Title"));
  if (js()) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();

  const title = uniqueTitle();
  await typeInto(page, dialog.getByLabel("Title"), "ab");
  await activate(page, dialog.getByRole("button", { name: "Create" }));
  const summary = errorSummary(dialog);
  await expectFocused(summary);
  // The summary's link goes to its field.
  await activate(page, summary.getByRole("link", { name: "Choose a category" }));
  await expectFocused(dialog.getByLabel("Category"));
  await page.keyboard.type("Productivity");
  await expect(dialog.getByLabel("Category").locator("option:checked")).toHaveText("Productivity");

  await tabTo(page, dialog.getByLabel("Title"), { back: true });
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(title);
  await typeInto(page, dialog.getByLabel("Description"), "Turns rough notes into a crisp summary, typed without a mouse.");
  const model = dialog.getByLabel("Model");
  await tabTo(page, model);
  const firstModel = await model.inputValue();
  await page.keyboard.press("ArrowDown");
  await expect(model).not.toHaveValue(firstModel);
  await typeInto(page, dialog.getByLabel("Price", { exact: true }), "7.50");
  await typeInto(page, dialog.getByLabel("Content"), "You are a careful editor. Summarise [NOTES] into decisions and owners.");
  // With JavaScript Enter in Tags makes a chip (and saves nothing); without, Tags is a comma-separated field.
  await typeInto(page, dialog.getByLabel("Tags"), "keyboard");
  if (js()) {
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("button", { name: "Remove tag keyboard" })).toBeVisible();
  }
  await activate(page, dialog.getByRole("button", { name: "Create" }));

  await expectFlash(page, "Prompt created successfully");
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expectFocusBack(page, create);
});

test("the edit and delete dialogs take the focus when they open and give it back when they close", async ({ page, signIn }) => {
  const { makeVendor, makePrompt } = await factories();
  const { user, vendor } = await makeVendor({ name: "Kay Keys" });
  const title = uniqueTitle();
  await makePrompt(vendor, await demoCategory("Productivity"), { title });
  await signIn(user);
  await page.goto("/vendor/prompts");
  const edit = page.getByRole("link", { name: `Edit ${title}` });

  let dialog = await openDialog(page, edit, "Edit prompt", (panel) => panel.getByLabel("Title"));
  if (js()) await page.keyboard.press("Escape");
  else await activate(page, dialog.getByRole("link", { name: "Cancel" }));
  await expectFocusBack(page, edit);

  dialog = await openDialog(page, edit, "Edit prompt", (panel) => panel.getByLabel("Title"));
  await activate(page, dialog.getByRole("link", { name: "Close" }), { back: js() });
  await expectFocusBack(page, edit);

  const remove = page.getByRole("link", { name: `Delete ${title}` });
  dialog = await openDialog(page, remove, "Delete prompt", (panel) => panel.getByRole("link", { name: "Cancel" }));
  if (js()) await expectTabStaysIn(page, dialog);
  await activate(page, dialog.getByRole("button", { name: "Delete" }));
  await expectFlash(page, "Prompt deleted successfully");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // What opened it went with the prompt: with JavaScript focus is on the page's heading.
  if (js()) await expectFocused(page.getByRole("heading", { name: "Prompts", level: 1 }));
});

test("a refused review puts the focus on the summary, whose link leads to the stars, which answer the arrow keys", async ({ page, signIn }) => {
  const { makeBuyer, makePrompt, makeVendor, recordPurchase } = await factories();
  const buyer = await signIn(await makeBuyer("Kim Keys"));
  const { vendor } = await makeVendor();
  const prompt = await makePrompt(vendor, await demoCategory("Productivity"), { status: "inactive" });
  await recordPurchase(buyer.id, prompt);
  await page.goto(`/home/prompt/${prompt.id}`);
  await expect(page.getByText("You own this prompt.")).toBeVisible();

  await activate(page, page.getByRole("button", { name: "Submit Review" }));
  const summary = errorSummary(page);
  await expectFocused(summary);
  await activate(page, summary.getByRole("link", { name: "Choose a rating from 1 to 5" }));
  // With JavaScript the link focuses the first star; without, it leads to the group and Tab enters it.
  await tabTo(page, page.getByRole("radio", { name: "1 star" }), { max: js() ? 0 : 1 });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expectFocused(page.getByRole("radio", { name: "4 stars" }));
  await expect(page.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await typeInto(page, page.getByLabel("Review", { exact: true }), "Clear and quick to use, even without a mouse.");
  await activate(page, page.getByRole("button", { name: "Submit Review" }));
  await expect(page.getByRole("paragraph").filter({ hasText: "Clear and quick to use, even without a mouse." })).toBeVisible();
});
