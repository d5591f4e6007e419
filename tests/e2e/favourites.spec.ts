import type { Browser, Page } from "@playwright/test";
import { expectFlash, jsEnabled } from "./fixtures";
import { demoUser, expect, signInContext, test } from "./session";

/** Each project favourites its own demo prompt (both by vendor@demo.test), so the counts do not mix. */
const PROMPT_FOR: Record<string, string> = {
  js: "Investor Pitch Deck Narrative",
  "no-js": "SWOT and Competitor Analysis",
};

const card = (page: Page, title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });

/** What the vendor's prompt list says about the prompt's favourites, seen in a session of its own. */
async function vendorCount(browser: Browser, baseURL: string, vendor: { id: string }, title: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInContext(context, baseURL, vendor);
    await page.goto(`/vendor/prompts?q=${encodeURIComponent(title)}`);
    const text = await card(page, title).getByText(/favourites?$/).textContent();
    return (text ?? "").replace("♥", "").trim();
  } finally {
    await context.close();
  }
}

test("a buyer favourites a prompt from its card, finds it in Favourites, removes it on its page; the vendor sees the count", async ({ page, browser, baseURL, signInNewBuyer }, testInfo) => {
  const title = PROMPT_FOR[testInfo.project.name];
  test.skip(!title, "runs in the js and no-js projects");
  await signInNewBuyer();
  const vendor = await demoUser("vendor");

  await page.goto("/home/prompts");
  await page.getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/home\/favourites$/);
  await expect(page.getByText("No favourites yet.", { exact: false })).toBeVisible();

  await page.goto(`/home/prompts?q=${encodeURIComponent(title!)}`);
  const before = page.url();
  const js = jsEnabled(testInfo.project.name);
  if (js) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const anchor = await card(page, title!).getAttribute("id");
  await card(page, title!).getByRole("button", { name: `Add to favourites “${title}”` }).click();
  await expect(card(page, title!).getByRole("button", { name: `Remove from favourites “${title}”` })).toBeVisible();
  // Without JavaScript: redirected back to where the form was, at the card.
  await expect(page).toHaveURL(js ? before : `${before}#${anchor}`);
  // With JavaScript a fetcher answered: the same document, never reloaded.
  if (js) expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectFlash(page, `"${title}" added to favourites.`);

  await page.getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/\/home\/favourites$/);
  await expect(page.getByRole("article").getByRole("heading")).toHaveText([title!]);

  expect(await vendorCount(browser, baseURL!, vendor, title!)).toMatch(/^1 favourite$/);

  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("button", { name: `Remove from favourites “${title}”` }).click();
  await expect(page.getByRole("button", { name: `Add to favourites “${title}”` })).toBeVisible();
  await expectFlash(page, `"${title}" removed from favourites.`);

  await page.goto("/home/favourites");
  await expect(page.getByText("No favourites yet.", { exact: false })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  expect(await vendorCount(browser, baseURL!, vendor, title!)).toMatch(/^0 favourites$/);
});

test("the vendor dashboard shows the favourites over the vendor's prompts", async ({ page, signIn }) => {
  await signIn("vendor");
  await page.goto("/vendor");
  const stat = page.locator("div").filter({ has: page.getByText("Favourites", { exact: true }) }).filter({ hasText: "Buyers keeping your prompts" }).last();
  // The stat card's value is its first <dd>; the hint below it is the second (decision 0334).
  await expect(stat.locator("dd").first()).toHaveText(/^\d+$/);
});

test("without JavaScript, Add to favourites on a card far down the catalogue comes back to that card", async ({ page, signInNewBuyer }, testInfo) => {
  test.skip(jsEnabled(testInfo.project.name), "with JavaScript the button toggles in place");
  await signInNewBuyer();
  await page.goto("/prompts");
  // The last card of the page, not one the journey above counts.
  const last = page.getByRole("article").filter({ hasNotText: PROMPT_FOR.js! }).filter({ hasNotText: PROMPT_FOR["no-js"]! }).last();
  const title = (await last.getByRole("heading").textContent())!.trim();
  const id = await last.getAttribute("id");
  expect(id).toMatch(/^prompt-/);
  // By its id: other journeys' factory prompts may share the title ("Launch email writer").
  const byId = () => page.locator(`article#${id}`);
  await byId().getByRole("button", { name: `Add to favourites “${title}”` }).click();

  await expect(page).toHaveURL(new RegExp(`/prompts#${id}$`));
  await expect(byId().getByRole("button", { name: `Remove from favourites “${title}”` })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await byId().getByRole("button", { name: `Remove from favourites “${title}”` }).click();
  await expect(byId().getByRole("button", { name: `Add to favourites “${title}”` })).toBeInViewport();
});
