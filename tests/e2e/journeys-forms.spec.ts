import type { Locator, Page } from "@playwright/test";
import { expectFlash, jsEnabled, PNG_4x4, uniqueEmail } from "./fixtures";
import { demoCategory, expect, factories, test, type SignIn } from "./session";

/** Issue 9, the long forms: nothing typed is lost, errors are found at once, one clear image control. */

/** Over the 5 MB limit: a real PNG header, then padding. */
const PNG_6MB = Buffer.concat([PNG_4x4, Buffer.alloc(6 * 1024 * 1024)]);
const NOT_AN_IMAGE = { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("just some notes") };

/** Step 1 of the registration as a vendor, then "Next". */
async function fillVendorStepOne(page: Page, email: string) {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Olive Oversize");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("oversize-pass-1");
  await page.getByLabel("Country").selectOption("Ghana");
  await page.getByLabel("Vendor").check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Store name")).toBeVisible();
}

/** The error summary of the form: "There is a problem", then the errors. */
function errorSummary(scope: Page | Locator): Locator {
  return scope.getByRole("alert").filter({ hasText: "There is a problem" });
}

/** The image types a text names, in order: "PNG, JPG or JPEG" → PNG JPG JPEG. */
function imageTypes(text: string | null): string[] {
  return [...(text ?? "").matchAll(/\b(PNG|JPE?G|WEBP|GIF|AVIF|SVG|BMP|TIFF)\b/gi)].map((match) => match[1]!.toUpperCase());
}

/** One file control: one file input, one label for it, no second "click to upload" box. */
async function expectOneFileControl(scope: Locator, label: string) {
  const input = scope.getByLabel(label, { exact: true });
  await expect(input).toHaveAttribute("type", "file");
  await expect(scope.locator("input[type=file]")).toHaveCount(1);
  const id = await input.getAttribute("id");
  await expect(scope.locator(`label[for="${id}"]`)).toHaveCount(1);
  await expect(scope.getByText(/click to upload/i)).toHaveCount(0);
}

/** The innermost box around an image field: its label, input, hint and errors. */
function imageFieldBox(scope: Locator, label: string): Locator {
  return scope.locator("div", { has: scope.page().getByLabel(label, { exact: true }) }).last();
}

/** The hint under an image field and its "not an image" error name the same types. */
async function expectHintTypesMatchError(scope: Locator, label: string, submit: () => Promise<void>) {
  const input = scope.getByLabel(label, { exact: true });
  const id = await input.getAttribute("id");
  const hint = await scope.locator(`[id="${id}-hint"]`).textContent();
  await input.setInputFiles(NOT_AN_IMAGE);
  await submit();
  const error = scope.locator(`[id="${id}-error"]`);
  await expect(error).toContainText("Image must be a");
  expect(imageTypes(hint)).toEqual(imageTypes(await error.textContent()));
  expect(imageTypes(hint).length).toBeGreaterThan(0);
}

test.describe("point 4: registration keeps everything typed when the cover is refused", () => {
  test("an oversized cover keeps step 1 and 2, and Back, Next and Register still work", async ({ page }, testInfo) => {
    const email = uniqueEmail("oversize");
    await fillVendorStepOne(page, email);
    await page.getByLabel("Store name").fill("Olive's Outlines");
    await page.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_6MB });
    await page.getByLabel("Bio").fill("Outlines for essays, talks and reports.");
    await page.getByRole("button", { name: "Register" }).click();

    const cover = page.getByLabel("Cover image");
    await expect(cover).toHaveAccessibleDescription(/Image must be 5 MB or smaller/);
    await expect(page.getByText("Account type must be buyer or vendor")).toHaveCount(0);
    await expect(page.getByLabel("Store name")).toHaveValue("Olive's Outlines");
    await expect(page.getByLabel("Bio")).toHaveValue("Outlines for essays, talks and reports.");
    if (!jsEnabled(testInfo.project.name)) {
      // The browser cannot refill a file input after a post: the field says so.
      await expect(cover).toHaveAccessibleDescription(/choose an image again/);
    }

    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Full name")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("Olive Oversize");
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel("Country")).toHaveValue("Ghana");
    await expect(page.getByLabel("Vendor")).toBeChecked();

    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Store name")).toHaveValue("Olive's Outlines");
    await page.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_4x4 });
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page).toHaveURL(/\/vendor$/);
    await expect(page.getByRole("heading", { name: "Olive's Outlines" })).toBeVisible();
  });
});

test.describe("point 5: profile", () => {
  test("after 'Full name is required' typing a name clears the error and one Save saves it", async ({ page, signInNewBuyer }, testInfo) => {
    test.skip(!jsEnabled(testInfo.project.name), "the stale error and the lost click need JavaScript's validation");
    await signInNewBuyer();
    await page.goto("/home/profile");
    const name = page.getByLabel("Full name");
    await name.fill("");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Full name is required").first()).toBeVisible();

    await name.fill("Priya Fixed");
    await expect(page.getByText("Full name is required")).toHaveCount(0);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expectFlash(page, "Profile updated successfully");
    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Priya Fixed");
  });
});

/**
 * A fresh buyer, signed in, who owns a prompt as checkout would leave it (payment → order →
 * purchase): an inactive prompt of a fresh store, so no listing or other suite ever sees it.
 */
async function openOwnedPrompt(page: Page, signIn: SignIn) {
  const { makeBuyer, makePrompt, makeVendor, recordPurchase } = await factories();
  const buyer = await signIn(await makeBuyer("Pat Profile"));
  const { vendor } = await makeVendor();
  const prompt = await makePrompt(vendor, (await demoCategory("Productivity")).id, { status: "inactive" });
  await recordPurchase(buyer.id, prompt);
  await page.goto(`/home/prompt/${prompt.id}`);
  await expect(page.getByText("You own this prompt.")).toBeVisible();
}

test.describe("point 12: an error summary at the top of every long form", () => {
  test("an empty review without JavaScript lands on the summary, which links to each field", async ({ page, signIn }, testInfo) => {
    test.skip(jsEnabled(testInfo.project.name), "without JavaScript the page reloads at its top");
    await openOwnedPrompt(page, signIn);
    await page.getByRole("button", { name: "Submit Review" }).click();

    const summary = errorSummary(page);
    await expect(summary).toBeInViewport();
    await expect(summary).toBeFocused();
    const textLink = summary.getByRole("link", { name: "Review text is required" });
    await expect(textLink).toHaveAttribute("href", "#review-text");
    await expect(page.locator("#review-text")).toHaveAccessibleName("Review");
    await expect(summary.getByRole("link", { name: "Choose a rating from 1 to 5" })).toHaveAttribute("href", "#review-rating");
    await expect(page.locator("fieldset#review-rating")).toBeVisible();

    await textLink.click();
    await expect(page.getByLabel("Review", { exact: true })).toBeFocused();
  });

  test("with JavaScript a failed review shows the summary and moves focus to it", async ({ page, signIn }, testInfo) => {
    test.skip(!jsEnabled(testInfo.project.name), "the no-JavaScript journey is the test above");
    await openOwnedPrompt(page, signIn);
    await page.getByRole("button", { name: "Submit Review" }).click();

    const summary = errorSummary(page);
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Review text is required" })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Choose a rating from 1 to 5" })).toBeVisible();
  });

  test("the prompt form lands on its summary and each link goes to its field", async ({ page, signIn }, testInfo) => {
    await signIn("vendor");
    await page.goto("/vendor/prompts/new");
    const dialog = page.getByRole("dialog", { name: "Create prompt" });
    if (jsEnabled(testInfo.project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
    await dialog.getByLabel("Title").fill("ab");
    await dialog.getByRole("button", { name: "Create" }).click();

    const summary = errorSummary(dialog);
    await expect(summary).toBeInViewport();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Title must be at least 3 characters",
      "Description is required",
      "Choose a category",
      "Price is required",
      "Content is required",
    ]);
    await expect(dialog.getByLabel("Title")).toHaveValue("ab");

    await summary.getByRole("link", { name: "Choose a category" }).click();
    await expect(dialog.getByLabel("Category")).toBeFocused();
  });
});

test.describe("point 20: one clear image control whose hint names the accepted types", () => {
  test("the registration cover image", async ({ page }) => {
    await fillVendorStepOne(page, uniqueEmail("types"));
    const form = page.locator("form#register");
    await expectOneFileControl(form, "Cover image");
    await page.getByLabel("Store name").fill("Typed Types");
    await page.getByLabel("Bio").fill("A store that checks its types.");
    await expectHintTypesMatchError(form, "Cover image", () => page.getByRole("button", { name: "Register" }).click());
    await expect(page.getByLabel("Store name")).toHaveValue("Typed Types");
  });

  test("the prompt form's featured image", async ({ page, signIn }, testInfo) => {
    await signIn("vendor");
    await page.goto("/vendor/prompts/new");
    const dialog = page.getByRole("dialog", { name: "Create prompt" });
    if (jsEnabled(testInfo.project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
    // The form has more images (Example outputs): each field's own box holds one control.
    const featured = imageFieldBox(dialog, "Featured image");
    await expectOneFileControl(featured, "Featured image");
    await expectHintTypesMatchError(featured, "Featured image", () => dialog.getByRole("button", { name: "Create" }).click());
  });

  test("the prompt form's example output images", async ({ page, signIn }, testInfo) => {
    await signIn("vendor");
    await page.goto("/vendor/prompts/new");
    const dialog = page.getByRole("dialog", { name: "Create prompt" });
    if (jsEnabled(testInfo.project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
    for (const n of [1, 2, 3, 4]) {
      await expectOneFileControl(dialog.getByRole("group", { name: `Example output ${n}`, exact: true }), `Example output ${n} Image`);
    }
    const slot = imageFieldBox(dialog, "Example output 3 Image");
    await expectHintTypesMatchError(slot, "Example output 3 Image", () => dialog.getByRole("button", { name: "Create" }).click());
  });
});
