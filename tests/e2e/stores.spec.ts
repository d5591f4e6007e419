import type { Page } from "@playwright/test";
import { expectFlash, jsEnabled, logout, PNG_4x4, uniqueEmail } from "./fixtures";
import { expect, test } from "./session";

/** A fresh vendor through the two-step registration, with a cover; lands on /vendor. */
async function registerVendor(page: Page, storeName: string) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Stella Store");
  await page.getByLabel("Email").fill(uniqueEmail("store"));
  await page.getByLabel("Password", { exact: true }).fill("store-pass-123");
  await page.getByLabel("Country").selectOption("Kenya");
  await page.getByLabel("Vendor").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Store name").fill(storeName);
  await page.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_4x4 });
  await page.getByLabel("Bio").fill("Prompts for people who write every day.");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/vendor$/);
}

/** Creates a listed prompt through the vendor's dialog. */
async function createPrompt(page: Page, title: string) {
  await page.goto("/vendor/prompts/new");
  const dialog = page.getByRole("dialog", { name: "Create prompt" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Turns rough notes into a clear weekly update for the whole team.");
  await dialog.getByLabel("Category").selectOption({ index: 1 });
  await dialog.getByLabel("Price", { exact: true }).fill("7");
  await dialog.getByLabel("Content").fill("You are an editor. Turn these notes into a weekly update with headings.");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/vendor\/prompts$/);
}

test("a vendor updates bio and payout details; the values persist", async ({ page }, testInfo) => {
  const storeName = `Stella's Studio ${Date.now()}`;
  await registerVendor(page, storeName);
  await expect(page.getByRole("link", { name: "Store", exact: true })).toHaveAttribute("href", "/vendor/store");
  await page.goto("/vendor/store");
  await expect(page.getByRole("heading", { name: storeName })).toBeVisible();
  await expect(page.getByRole("img", { name: `Current cover of ${storeName}` })).toBeVisible();
  await expect(page.getByText(/\/store\/[A-Za-z0-9_-]+/)).toBeVisible();

  await page.getByLabel("Bio").fill("Prompts for writers who ship weekly updates.");
  await page.getByLabel("Payout method").selectOption("paypal");
  await page.getByLabel("PayPal e-mail").fill("stella@example.com");
  await page.getByLabel("Cover image").setInputFiles({ name: "new-cover.png", mimeType: "image/png", buffer: PNG_4x4 });
  if (jsEnabled(testInfo.project.name)) {
    // The pending label shows while the request is on its way.
    await page.route("**/vendor/store*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole("button", { name: "Update" }).click();
    await expect(page.getByRole("button", { name: "Updating..." })).toBeDisabled();
    await page.unrouteAll({ behavior: "wait" });
  } else {
    await page.getByRole("button", { name: "Update" }).click();
  }

  await expectFlash(page, "Profile updated successfully!");
  await expect(page).toHaveURL(/\/vendor\/store$/);
  await page.reload();
  await expect(page.getByLabel("Bio")).toHaveValue("Prompts for writers who ship weekly updates.");
  await expect(page.getByLabel("Payout method")).toHaveValue("paypal");
  await expect(page.getByLabel("PayPal e-mail")).toHaveValue("stella@example.com");
  await expect(page.getByRole("img", { name: `Current cover of ${storeName}` })).toBeVisible();
});

test("a cover that is not an image is refused and the typed values stay", async ({ page }) => {
  await registerVendor(page, `Nadia's Notes ${Date.now()}`);
  await page.goto("/vendor/store");
  await page.getByLabel("Bio").fill("A bio that should survive the refused upload.");
  await page.getByLabel("Account name").fill("Nadia N");
  await page.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: Buffer.from("this is not a png") });
  await page.getByRole("button", { name: "Update" }).click();

  await expect(page.getByLabel("Cover image")).toHaveAccessibleDescription(/Image must be a PNG, JPG or JPEG file/);
  await expect(page.getByLabel("Bio")).toHaveValue("A bio that should survive the refused upload.");
  await expect(page.getByLabel("Account name")).toHaveValue("Nadia N");
  await page.goto("/vendor/store");
  await expect(page.getByLabel("Bio")).toHaveValue("Prompts for people who write every day.");
});

test("a buyer follows a card's store link to the store page", async ({ page, signIn }) => {
  const storeName = `Linked Store ${Date.now()}`;
  const title = `Weekly Update Writer ${Date.now()}`;
  await registerVendor(page, storeName);
  await createPrompt(page, title);
  await logout(page);

  await signIn("buyer");
  await page.goto(`/store?${new URLSearchParams({ q: title })}`);
  const card = page.getByRole("article").filter({ hasText: title });
  await card.getByRole("link", { name: storeName }).click();

  await expect(page).toHaveURL(/\/store\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: storeName })).toBeVisible();
  await expect(page.getByText("Prompts for people who write every day.")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^1 prompt$/ })).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole("img", { name: `Cover of ${storeName}` })).toBeVisible();

  // The prompt's detail page links back to the same store.
  const storeUrl = page.url();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("region", { name: storeName }).getByRole("link", { name: storeName })).toHaveAttribute(
    "href",
    new URL(storeUrl).pathname,
  );
});

test("an unknown store shows Store not found.", async ({ page, signIn }) => {
  await signIn("buyer");
  const response = await page.goto("/store/no-such-store-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Store not found." })).toBeVisible();
});

test("vendors see store names as plain text on cards", async ({ page, signIn }) => {
  await signIn("vendor");
  await page.goto("/vendor/prompts");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("article").first().getByRole("link", { name: "Vera's Prompt Studio" })).toHaveCount(0);
});
