import { jsEnabled } from "./fixtures";
import { E2E_SERVER_ENV, expect, factories, test } from "./session";

/**
 * Issue 41 point 8, "Finding the features": each landing card without a page of its own leads to
 * one that explains the feature and how to start; the sign-in page says why the visitor is there.
 */

/** The four cards, their pages, and where each page's first link starts a visitor. */
const FEATURES = [
  { card: "AI prompt enhancer", path: "/features/enhancer", heading: "Turn a rough idea into a precise prompt", start: "Sign in to use the enhancer", startTo: "/login?redirectTo=%2Fenhance", register: "/register?redirectTo=%2Fenhance" },
  { card: "Dynamic preview engine", path: "/features/live-preview", heading: "See what a prompt gives before you buy it", start: "Browse prompts you can try", startTo: "/prompts", register: "/register?redirectTo=%2Fprompts" },
  { card: "Personalised collections", path: "/features/collections", heading: "Keep the prompts you find in collections", start: "Sign in to start a collection", startTo: "/login?redirectTo=%2Fhome%2Fcollections", register: "/register?redirectTo=%2Fhome%2Fcollections" },
  { card: "Team collaboration spaces", path: "/features/teams", heading: "Share one prompt library with your team", start: "Sign in to create a team", startTo: "/login?redirectTo=%2Fhome%2Fteams", register: "/register?redirectTo=%2Fhome%2Fteams" },
] as const;

test("each feature card leads a visitor to a page that explains the feature and links to start it", async ({ page }) => {
  for (const feature of FEATURES) {
    await page.goto("/");
    await page.getByRole("link", { name: feature.card, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${feature.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: feature.heading })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What it does" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "How to start" })).toBeVisible();
    await expect(page.getByRole("link", { name: feature.start, exact: true })).toHaveAttribute("href", feature.startTo);
    await expect(page.getByRole("main").getByRole("link", { name: "Create an account", exact: true })).toHaveAttribute("href", feature.register);
  }
});

test("the collections card promises any listed prompt, not only the ones you own", async ({ page }) => {
  await page.goto("/");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Personalised collections" }) });
  await expect(card).toContainText("any prompt");
  await expect(card).not.toContainText("you own");
});

test("the live preview page says what a run uses, how many runs a day, and that the prompt stays hidden", async ({ page }) => {
  await page.goto("/features/live-preview");
  const main = page.getByRole("main");
  await expect(main).toContainText("example values");
  // The server's own setting, not a number written into the page.
  await expect(main).toContainText(`${E2E_SERVER_ENV.AI_PREVIEWS_PER_DAY} runs a day`);
  await expect(main).toContainText("never see the prompt itself");
});

test("from the enhancer's page a visitor signs in, told why, and lands in the enhancer", async ({ page }) => {
  const { makeBuyer, PASSWORD } = await factories();
  const buyer = await makeBuyer("Fay Finder");
  await page.goto("/features/enhancer");
  await page.getByRole("link", { name: "Sign in to use the enhancer" }).click();
  await expect(page.getByText("Sign in to use the prompt enhancer.", { exact: true })).toBeVisible();
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/enhance$/);
  await expect(page.getByLabel("Prompt", { exact: true })).toBeVisible();
});

test("a visitor sent to sign in says why: from /enhance, from a collection, from a prompt's Try it; registration too", async ({ page }) => {
  await page.goto("/enhance");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fenhance$/);
  await expect(page.getByRole("heading", { level: 1, name: "Login to your account" })).toBeVisible();
  await expect(page.getByText("Sign in to use the prompt enhancer.", { exact: true })).toBeVisible();
  // The link to registration keeps the destination, and the reason comes along.
  await page.getByRole("link", { name: "Register", exact: true }).click();
  await expect(page).toHaveURL(/\/register\?redirectTo=%2Fenhance$/);
  await expect(page.getByText("Create an account to use the prompt enhancer.", { exact: true })).toBeVisible();

  await page.goto("/home/collections");
  await expect(page.getByText("Sign in to keep prompts in collections.", { exact: true })).toBeVisible();

  // Found by its title: the journeys' own prompts come first in the newest-first catalogue.
  await page.goto("/prompts?q=Long-Form+Blog+Post+Architect");
  await page.getByRole("link", { name: "Long-Form Blog Post Architect" }).first().click();
  await page.getByRole("region", { name: "Try it" }).getByRole("link", { name: "Sign in to try it" }).click();
  await expect(page.getByText("Sign in to try this prompt.", { exact: true })).toBeVisible();

  // Nothing to explain on the plain login page.
  await page.goto("/login");
  await expect(page.getByText(/^Sign in to /)).toHaveCount(0);
});

test("signed in, a feature page opens the feature itself", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/features/collections");
  await expect(page.getByRole("link", { name: "Sign in to start a collection" })).toHaveCount(0);
  await page.getByRole("link", { name: "Open your collections" }).click();
  await expect(page).toHaveURL(/\/home\/collections$/);
  await expect(page.getByRole("heading", { level: 1, name: "Collections" })).toBeVisible();

  await page.goto("/features/enhancer");
  await page.getByRole("link", { name: "Open the prompt enhancer" }).click();
  await expect(page).toHaveURL(/\/enhance$/);
});

test("a vendor is told collections and teams are for buyer accounts", async ({ page, signInNewVendor }) => {
  await signInNewVendor();
  await page.goto("/features/teams");
  await expect(page.getByText("Teams are for buyer accounts", { exact: false })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open your teams" })).toHaveCount(0);
});

test("the buyer's sidebar has the enhancer", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home");
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  await expect(nav.getByRole("link", { name: "Enhancer", exact: true })).toHaveAttribute("href", "/enhance");
  await nav.getByRole("link", { name: "Enhancer", exact: true }).click();
  await expect(page).toHaveURL(/\/enhance$/);
  await expect(page.getByRole("button", { name: "Enhance", exact: true })).toBeVisible();
});

test("an unknown feature is 404; the feature pages are in the sitemap", async ({ page }) => {
  expect((await page.goto("/features/no-such-feature"))!.status()).toBe(404);
  const sitemap = await (await page.request.get("/sitemap/pages.xml")).text();
  for (const { path } of FEATURES) expect(sitemap).toMatch(new RegExp(`<loc>[^<]+${path}</loc>`));
});

test("a visitor's feature page loads no framework JavaScript", async ({ page }) => {
  test.skip(!jsEnabled(test.info().project.name), "what a page loads matters with JavaScript on");
  await page.goto("/features/live-preview", { waitUntil: "load" });
  expect(await page.evaluate(() => ({ hydrationData: "__remixContext" in window, modules: document.querySelectorAll("script[type=module]").length }))).toEqual({ hydrationData: false, modules: 0 });
});
