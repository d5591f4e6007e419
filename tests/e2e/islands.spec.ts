import type { Page } from "@playwright/test";
import { jsEnabled } from "./fixtures";
import { expect, test } from "./session";

/**
 * Decision 0331: the parts whose code loads apart from the page's (islands) with that code slow to
 * arrive. Whatever the browser does before it arrives is kept, and a client-side navigation never
 * shows a page without them.
 */

const WITHOUT_JS = "islands are how JavaScript loads; without it the server's HTML is the page";

/** Holds the answers for the named chunks (`/assets/{name}-{hash}.js`) until `release` is called. */
function holdChunks(page: Page, names: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  void page.route(new RegExp(`/assets/(${names.join("|")})-[\\w-]+\\.js$`), async (route) => {
    requested.push(route.request().url());
    await released;
    await route.continue();
  });
  return { release, requested };
}

/** Marks the document, so that `expectSameDocument` tells a client-side navigation from a page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { islandsProbe: true }));
const expectSameDocument = async (page: Page) => expect(await page.evaluate(() => "islandsProbe" in window)).toBe(true);

/** The app has hydrated (Remix's router runs), so a link click is a client-side navigation. */
const routerRuns = (page: Page) => page.waitForFunction(() => "__remixRouter" in window);

test("Filters opened and typed into before the search form's code arrives stay open and keep what was typed", async ({ page, signIn }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), WITHOUT_JS);
  const toolbar = holdChunks(page, ["catalogue-toolbar"]);
  await signIn("buyer");
  await page.goto("/home/prompts");
  await page.locator("summary").filter({ hasText: /^Filters/ }).click();
  const panelHeading = page.getByRole("heading", { name: "Filter Prompts" });
  await expect(panelHeading).toBeVisible();
  await page.getByLabel("Min price").fill("10");
  await page.getByLabel("Max price").fill("20");
  await expect.poll(() => toolbar.requested.length).toBeGreaterThan(0);

  toolbar.release();
  // The slider shows once the price fields' code runs: it starts from what was typed.
  await expect(page.locator("input[type=range]")).toHaveCount(2);
  await expect(page.locator("input[type=range]").first()).toHaveValue("10");
  await expect(panelHeading).toBeVisible();
  await expect(page.getByLabel("Min price")).toHaveValue("10");
  await expect(page.getByLabel("Max price")).toHaveValue("20");
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/minPrice=10&maxPrice=20/);
});

test("a client-side navigation to a prompt page shows its content and store card with it, however slow their code", async ({ page, signIn }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), WITHOUT_JS);
  await signIn("buyer");
  await page.goto("/home/prompts");
  await routerRuns(page);
  const title = (await page.getByRole("article").first().getByRole("heading").textContent())!;
  const parts = holdChunks(page, ["store-card", "prompt-content"]);
  await markDocument(page);
  await page.getByRole("article").first().getByRole("link", { name: title, exact: true }).click();
  await expect.poll(() => parts.requested.length).toBeGreaterThan(0);
  setTimeout(parts.release, 1500);

  // Checked in the first frame that shows the prompt's title.
  const shown = await page.waitForFunction(
    (heading) => {
      if (document.querySelector("h1")?.textContent !== heading) return null;
      const has = (selector: string) => document.querySelector(selector) !== null;
      return { store: has("section[aria-labelledby=store-heading]"), content: has("section[aria-labelledby=content-heading]") };
    },
    title,
    { polling: "raf" },
  );
  expect(await shown.jsonValue()).toEqual({ store: true, content: true });
  await expectSameDocument(page);
});

test("a client-side navigation to a grid shows its search form with it, however slow its code", async ({ page, signIn }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), WITHOUT_JS);
  await signIn("buyer");
  await page.goto("/home");
  await routerRuns(page);
  const toolbar = holdChunks(page, ["catalogue-toolbar"]);
  await markDocument(page);
  await page.getByRole("link", { name: "Prompts", exact: true }).first().click();
  await expect.poll(() => toolbar.requested.length).toBeGreaterThan(0);
  setTimeout(toolbar.release, 1500);

  const shown = await page.waitForFunction(
    // The shell has a search form of its own: the grid's is the one with "Search Prompts".
    () => (document.querySelector("h1")?.textContent === "Prompts" ? { search: document.getElementById("catalogue-q") !== null } : null),
    undefined,
    { polling: "raf" },
  );
  expect(await shown.jsonValue()).toEqual({ search: true });
  await expectSameDocument(page);
});
