import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectFlash, jsEnabled } from "./fixtures";
import { expect, factories, test } from "./session";

/**
 * Live preview (issue 24 point 4, issue 40, CONTRACT 13 and 17) on the e2e server's fake provider
 * (tests/e2e/web-server.ts): AI_MODELS llama3.2, qwen-coder (code), sdxl (image) and echo, which
 * repeats its whole input; two previews per buyer and prompt a day.
 */

/** The vendor's words: 12+ in a row with no variable, so an echo repeats them. */
const SECRET = "You are a senior launch copywriter who writes for quiet premium consumer brands and never uses exclamation marks";
const CONTENT = `${SECRET}.\nWrite three subject lines for [PRODUCT] aimed at [AUDIENCE].`;
const WITHHELD = "This output repeated the prompt and was withheld.";

const EXAMPLES = [
  { PRODUCT: "Nimbus notes", AUDIENCE: "students" },
  { PRODUCT: "Comet maps", AUDIENCE: "hikers" },
];

/** A fresh vendor's listed prompt with live preview on llama3.2, qwen-coder and echo: `open` (buyers may type values) unless said. */
async function previewPrompt(previewMode: "open" | "examples" | "off" = "open") {
  const { makeVendor, makePrompt } = await factories();
  const { user, vendor } = await makeVendor({ name: "Sam Seller" });
  const prompt = await makePrompt(vendor, undefined, {
    title: `Subject lines ${randomUUID().slice(0, 8)}`,
    content: CONTENT,
    previewMode,
    previewExamples: previewMode === "off" ? [] : EXAMPLES,
    previewModels: ["llama3.2", "qwen-coder", "echo"],
  });
  return { user, prompt };
}

async function chooseModels(page: Page, models: string[]) {
  const form = page.getByRole("form", { name: "Try it" });
  for (const box of await form.getByRole("checkbox").all()) {
    const model = (await box.getAttribute("value"))!;
    if (models.includes(model)) await box.check();
    else await box.uncheck();
  }
  await form.getByRole("button", { name: "Run preview" }).click();
}

/** "My own values", typed into the variables' fields. */
async function runPreview(page: Page, values: { PRODUCT: string; AUDIENCE: string }, models: string[]) {
  const form = page.getByRole("form", { name: "Try it" });
  await form.getByLabel("My own values").check();
  await form.getByLabel("PRODUCT", { exact: true }).fill(values.PRODUCT);
  await form.getByLabel("AUDIENCE", { exact: true }).fill(values.AUDIENCE);
  await chooseModels(page, models);
}

const output = (page: Page, model: string) => page.getByRole("article", { name: `Output of ${model}` });

test("a buyer tries a prompt on its preview models: outputs with time and tokens, the echo withheld, then the day's limit", async ({ page, signInNewBuyer }) => {
  test.slow();
  const { prompt } = await previewPrompt();
  await signInNewBuyer();
  await page.goto(`/home/prompt/${prompt.id}`);
  const tryIt = page.getByRole("region", { name: "Try it" });
  await expect(tryIt.getByRole("checkbox")).toHaveCount(3);

  await runPreview(page, { PRODUCT: "Nimbus", AUDIENCE: "students" }, ["llama3.2", "qwen-coder", "echo"]);
  for (const model of ["llama3.2", "qwen-coder"]) {
    await expect(output(page, model).getByRole("heading", { name: model })).toBeVisible();
    await expect(output(page, model)).toContainText(/\d+ ms · \d+ tokens/);
    await expect(output(page, model).locator("pre")).toHaveText(new RegExp(`^Fake answer from ${model}: `));
  }
  await expect(output(page, "echo")).toContainText(WITHHELD);
  await expect(output(page, "echo").locator("pre")).toHaveCount(0);
  expect(await page.content()).not.toContain("quiet premium consumer brands");
  // A buyer keeps no output.
  await expect(page.getByRole("button", { name: "Save as example output" })).toHaveCount(0);
  // The values and models stay as posted.
  await expect(tryIt.getByLabel("PRODUCT", { exact: true })).toHaveValue("Nimbus");

  // Two previews of a prompt a day (AI_PREVIEWS_PER_DAY in the e2e env): the box says so, and then there are none.
  await expect(tryIt).toContainText("1 of 2 runs left today");
  await runPreview(page, { PRODUCT: "Cirrus", AUDIENCE: "teachers" }, ["llama3.2"]);
  await expect(output(page, "llama3.2").locator("pre")).toHaveText(/^Fake answer from llama3\.2: /);
  await expect(tryIt).toContainText("0 of 2 runs left today: more after midnight UTC.");
  await expect(tryIt.getByRole("button", { name: "Run preview" })).toBeDisabled();
});

test("examples mode: the buyer is told what a run does and what is left, runs a vendor's example and types nothing", async ({ page, signInNewBuyer }) => {
  const { prompt } = await previewPrompt("examples");
  await signInNewBuyer();
  await page.goto(`/home/prompt/${prompt.id}`);
  const tryIt = page.getByRole("region", { name: "Try it" });
  await expect(tryIt).toContainText("Runs this prompt with the vendor's example values on the models below; you see the answers, never the prompt.");
  await expect(tryIt).toContainText("2 of 2 runs left today");
  await expect(tryIt.getByRole("textbox")).toHaveCount(0);
  await expect(tryIt.getByLabel("My own values")).toHaveCount(0);
  await tryIt.getByLabel("Example 2: PRODUCT: Comet maps; AUDIENCE: hikers").check();
  await chooseModels(page, ["llama3.2"]);
  await expect(output(page, "llama3.2").locator("pre")).toHaveText(/^Fake answer from llama3\.2: /);
  await expect(tryIt).toContainText("1 of 2 runs left today");
});

test("the vendor runs Try it on its own prompt with every model and saves an output as an example output", async ({ page, signIn, request }) => {
  test.slow();
  const { user, prompt } = await previewPrompt();
  await signIn(user);
  await page.goto(`/vendor/prompt/${prompt.id}`);
  const tryIt = page.getByRole("region", { name: "Try it" });
  // Every model of AI_MODELS, not only the prompt's preview models.
  await expect(tryIt.getByRole("checkbox")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "Example outputs" })).toHaveCount(0);

  await runPreview(page, { PRODUCT: "Nimbus", AUDIENCE: "students" }, ["llama3.2", "echo", "sdxl"]);
  // Its own echo is not withheld from the vendor; the image model's output is an image.
  await expect(output(page, "echo").locator("pre")).toContainText(SECRET);
  const image = output(page, "sdxl").getByRole("img", { name: "What sdxl made" });
  await expect(image).toBeVisible();
  // A private image: the vendor's browser loads it, a visitor gets nothing at its URL.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const src = (await image.getAttribute("src"))!;
  expect(src).toMatch(/^\/ai\/preview-images\//);
  const visitor = await request.get(src);
  expect(visitor.status()).toBe(404);
  const answer = (await output(page, "llama3.2").locator("pre").textContent())!;
  expect(answer).toMatch(/^Fake answer from llama3\.2: /);

  await output(page, "llama3.2").getByRole("button", { name: "Save as example output" }).click();
  await expectFlash(page, "The output of llama3.2 is saved as an example output");
  const examples = page.getByRole("region", { name: "Example outputs" });
  await expect(examples).toContainText(answer);
  // Buyers see it on the prompt's public page.
  await page.goto(`/prompts/${prompt.id}`);
  await expect(page.getByRole("region", { name: "Example outputs" })).toContainText(answer);
});

test("the vendor turns on the examples mode in the prompt form and writes example values, which the next edit shows", async ({ page, signIn }) => {
  const { user, prompt } = await previewPrompt("off");
  await signIn(user);
  await page.goto(`/vendor/prompts/${prompt.id}/edit`);
  const dialog = page.getByRole("dialog", { name: "Edit prompt" });
  if (jsEnabled(test.info().project.name)) await expect(dialog.getByRole("button", { name: "Add tag" })).toBeVisible();
  const livePreview = dialog.getByRole("group", { name: "Live preview" });
  await expect(livePreview.getByLabel("Off")).toBeChecked();
  await livePreview.getByLabel("Vendor's examples only").check();
  // Without example values the mode cannot be saved: the field says what is missing.
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText('Write "Example values" for every variable to use "Vendor\'s examples only"').first()).toBeVisible();
  const first = dialog.getByRole("group", { name: "Example 1" });
  await first.getByLabel("PRODUCT", { exact: true }).fill("Aurora lamps");
  await first.getByLabel("AUDIENCE", { exact: true }).fill("night owls");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expectFlash(page, "Prompt updated successfully");
  await page.goto(`/vendor/prompts/${prompt.id}/edit`);
  await expect(page.getByRole("group", { name: "Example 1" }).getByLabel("PRODUCT", { exact: true })).toHaveValue("Aurora lamps");
  await expect(page.getByRole("group", { name: "Live preview" }).getByLabel("Vendor's examples only")).toBeChecked();
});

test("Try it where buyers arrive: a visitor on the public page signs in from it, comes back and runs a demo prompt's example (issue 41 point 2)", async ({ page }) => {
  const { makeBuyer, PASSWORD } = await factories();
  const buyer = await makeBuyer("Vic Visitor");
  // Found by its title: the journeys' own prompts come first in the newest-first catalogue.
  await page.goto("/prompts?q=Long-Form+Blog+Post+Architect");
  await page.getByRole("link", { name: "Long-Form Blog Post Architect" }).first().click();
  const tryIt = page.getByRole("region", { name: "Try it" });
  await tryIt.getByRole("link", { name: "Sign in to try it" }).click();
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/prompts\/[\w-]+#try-it-heading$/);
  await expect(tryIt).toContainText("Runs this prompt with the vendor's example values");
  await tryIt.getByLabel(/^Example 2: TOPIC: Composting in a city flat/).check();
  await chooseModels(page, ["llama3.2"]);
  await expect(output(page, "llama3.2").locator("pre")).toHaveText(/^Fake answer from llama3\.2: /);
});
