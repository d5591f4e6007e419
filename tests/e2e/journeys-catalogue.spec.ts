import type { Locator, Page } from "@playwright/test";
import { jsEnabled } from "./fixtures";
import { demoUser, expect, signInContext, test } from "./session";

/** Issue 9: the catalogue toolbar (filters panel, price filter, sort list) on every prompt grid. */

const PHONE = { width: 390, height: 844 };
const PRICE_RANGE_ERROR = "Min price must not be above Max price";

const panelHeading = (page: Page) => page.getByRole("heading", { name: "Filter Prompts" });

async function openFilters(page: Page) {
  await page.locator("summary").filter({ hasText: /^Filters/ }).click();
  await expect(panelHeading(page)).toBeVisible();
}

/**
 * Sends the filters and waits for the new page: loaded (without JavaScript), and rendered with a
 * fresh panel, closed unless it opens on a message (with JavaScript the URL changes first).
 */
async function applyFilters(page: Page, panel: "closed" | "open" = "closed") {
  const before = page.url();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).not.toHaveURL(before);
  await page.waitForLoadState();
  if (panel === "closed") await expect(panelHeading(page)).toBeHidden();
}

/** The element lies wholly inside the viewport once scrolled to (no part hangs off an edge). */
async function expectInsideViewport(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  const viewport = locator.page().viewportSize()!;
  expect(box, "the element has a box").not.toBeNull();
  expect(box!.x, "left edge").toBeGreaterThanOrEqual(0);
  expect(box!.y, "top edge").toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, "right edge").toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, "bottom edge").toBeLessThanOrEqual(viewport.height);
}

/** The price on each card, in dollars. */
async function cardPrices(page: Page): Promise<number[]> {
  const prices = await page.getByRole("article").getByText(/^\$[\d,]+\.\d{2}$/).allTextContents();
  return prices.map((price) => Number(price.replace(/[$,]/g, "")));
}

const cardTitles = (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

/** The marketplace as the JSON API lists it for the same query (same schema, same model). */
async function apiTitles(page: Page, search: string): Promise<string[]> {
  const response = await page.request.get(`/api/v1/prompt/prompts?${search}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { title: string }[] };
  return body.data.map((prompt) => prompt.title);
}

/** The grid lists what the API lists for `search`, in the same order; answers the grid's titles. */
async function expectListedAsApi(page: Page, search: string): Promise<string[]> {
  const expected = await apiTitles(page, search);
  expect(expected.length).toBeGreaterThan(0);
  await expect.poll(() => cardTitles(page)).toEqual(expected);
  return cardTitles(page);
}

async function filterByPrice(page: Page, min: string, max: string, panel: "closed" | "open" = "closed") {
  await openFilters(page);
  await page.getByLabel("Min price").fill(min);
  await page.getByLabel("Max price").fill(max);
  await applyFilters(page, panel);
}

test.describe("the Filters panel on a phone", () => {
  test.use({ viewport: PHONE });

  const GRIDS = [
    { name: "the marketplace", account: "buyer", path: "/home/prompts", status: false },
    { name: "a store", account: "buyer", path: "store", status: false },
    { name: "the vendor's prompts", account: "vendor", path: "/vendor/prompts", status: true },
    { name: "the admin's prompts", account: "admin", path: "/admin/prompts", status: true },
  ] as const;

  for (const grid of GRIDS) {
    test(`fits the screen and works on ${grid.name}`, async ({ page, signIn }) => {
      await signIn(grid.account);
      if (grid.path === "store") {
        await page.goto("/home/prompts");
        const store = await page.getByRole("article").first().locator('a[href^="/store/"]').getAttribute("href");
        await page.goto(store!);
      } else {
        await page.goto(grid.path);
      }
      await openFilters(page);
      const toolbar = page.getByRole("search").filter({ has: page.getByLabel("Search Prompts") });
      const controls = [
        toolbar.getByRole("heading", { name: "Filter Prompts" }),
        toolbar.getByRole("link", { name: "Reset" }),
        toolbar.getByLabel("Min price"),
        toolbar.getByLabel("Max price"),
        toolbar.getByLabel("Category"),
        ...(grid.status ? [toolbar.getByLabel("Status", { exact: true })] : []),
        toolbar.getByLabel("Sort by"),
        toolbar.getByRole("button", { name: "Apply Filters" }),
      ];
      for (const control of controls) await expectInsideViewport(control);

      await toolbar.getByLabel("Min price").fill("10");
      await toolbar.getByLabel("Max price").fill("20");
      await toolbar.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
      await applyFilters(page);
      await expect(page).toHaveURL(/minPrice=10&maxPrice=20/);
      await expect(page).toHaveURL(/sort=price_asc/);
    });
  }
});

test.describe("the price filter", () => {
  test.beforeEach(async ({ page, signIn }) => {
    await signIn("buyer");
    await page.goto("/home/prompts");
  });

  test("Min 10 and Max 20 are sent as typed and every card is priced within them", async ({ page }) => {
    await filterByPrice(page, "10", "20");
    await expect(page).toHaveURL(/minPrice=10&maxPrice=20/);
    await expectListedAsApi(page, "minPrice=10&maxPrice=20");
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(10);
      expect(price).toBeLessThanOrEqual(20);
    }

    await openFilters(page);
    await expect(page.getByLabel("Min price")).toHaveValue("10");
    await expect(page.getByLabel("Max price")).toHaveValue("20");
  });

  test("a price with cents is kept as typed and filters to the cent", async ({ page }) => {
    await openFilters(page);
    await page.getByLabel("Min price").fill("12.50");
    await expect(page.getByLabel("Min price")).toHaveValue("12.50");
    await page.getByLabel("Max price").fill("19.99");
    await applyFilters(page);
    await expect(page).toHaveURL(/minPrice=12\.50&maxPrice=19\.99/);
    await expectListedAsApi(page, "minPrice=12.50&maxPrice=19.99");
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) {
      expect(price).toBeGreaterThanOrEqual(12.5);
      expect(price).toBeLessThanOrEqual(19.99);
    }
    expect(prices).toContain(19.99);

    await openFilters(page);
    await expect(page.getByLabel("Min price")).toHaveValue("12.50");
    await expect(page.getByLabel("Max price")).toHaveValue("19.99");
  });

  test("a bound left empty is not sent", async ({ page }) => {
    await openFilters(page);
    await page.getByLabel("Min price").fill("20");
    await applyFilters(page);
    const params = new URL(page.url()).searchParams;
    expect(params.get("minPrice")).toBe("20");
    expect(params.get("maxPrice") ?? "").toBe("");
    await expectListedAsApi(page, "minPrice=20");

    // A search with the filters untouched sends no price at all.
    await page.goto("/home/prompts");
    await openFilters(page);
    await page.getByLabel("Search Prompts").fill("seo");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=seo/);
    const search = new URL(page.url()).searchParams;
    expect(search.get("minPrice") ?? "").toBe("");
    expect(search.get("maxPrice") ?? "").toBe("");
  });

  test("Min above Max is refused with a message, keeping what was typed", async ({ page }) => {
    await filterByPrice(page, "30", "20", "open");
    await expect(page).toHaveURL(/minPrice=30&maxPrice=20/);
    await expect(page.getByText(PRICE_RANGE_ERROR)).toBeVisible();
    await expect(page.getByLabel("Min price")).toHaveValue("30");
    await expect(page.getByLabel("Max price")).toHaveValue("20");
    await expect(page.getByLabel("Min price")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("No prompts found.")).toBeVisible();

    const response = await page.request.get("/api/v1/prompt/prompts?minPrice=30&maxPrice=20");
    expect(response.status()).toBe(422);
    expect(await response.json()).toMatchObject({ success: false, message: PRICE_RANGE_ERROR });
  });

  test("the same filter lists the same prompts with and without JavaScript", async ({ browser, baseURL }, testInfo) => {
    test.skip(!jsEnabled(testInfo.project.name), "opens one page of each mode itself");
    const listed: { search: string; titles: string[] }[] = [];
    const buyer = await demoUser("buyer");
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      await signInContext(context, baseURL!, buyer);
      const page = await context.newPage();
      await page.goto("/home/prompts");
      await filterByPrice(page, "10", "20");
      listed.push({ search: new URL(page.url()).search, titles: await expectListedAsApi(page, "minPrice=10&maxPrice=20") });
      await context.close();
    }
    const [withJs, withoutJs] = listed;
    expect(withJs!.titles.length).toBeGreaterThan(0);
    expect(withJs!.search).toBe(withoutJs!.search);
    expect(withJs!.titles).toEqual(withoutJs!.titles);
  });

  test("the slider writes its range into the fields, keeps the SPEC gap, and Reset restores the default", async ({ page }, testInfo) => {
    test.skip(!jsEnabled(testInfo.project.name), "the slider needs JavaScript; the fields work alone");
    await openFilters(page);
    const [minSlider, maxSlider] = [page.locator('input[type="range"]').nth(0), page.locator('input[type="range"]').nth(1)];
    await expect(minSlider).toHaveValue("0");
    await expect(maxSlider).toHaveValue("500");

    await minSlider.focus();
    for (let step = 0; step < 10; step++) await page.keyboard.press("ArrowRight");
    await expect(page.getByLabel("Min price")).toHaveValue("100");
    await expect(page.getByLabel("Max price")).toHaveValue("500");

    // Closer than 50 apart: ignored (SPEC).
    await maxSlider.focus();
    await page.keyboard.press("Home");
    await expect(page.getByLabel("Max price")).toHaveValue("500");
    await expect(maxSlider).toHaveValue("500");

    // Typing wins over the slider, and the slider follows.
    await page.getByLabel("Max price").fill("130");
    await expect(page.getByLabel("Max price")).toHaveValue("130");
    await expect(maxSlider).toHaveValue("130");

    await page.getByRole("link", { name: "Reset" }).click();
    await expect(page).toHaveURL(/\/home\/prompts$/);
    await expect(panelHeading(page)).toBeHidden();
    await openFilters(page);
    await expect(page.getByLabel("Min price")).toHaveValue("");
    await expect(page.getByLabel("Max price")).toHaveValue("");
    await expect(minSlider).toHaveValue("0");
    await expect(maxSlider).toHaveValue("500");
  });
});

test.describe("the Sort by list", () => {
  async function expectSorts(page: Page, selected: string) {
    await openFilters(page);
    const sort = page.getByLabel("Sort by");
    const labels = await sort.locator("option").allTextContents();
    expect(new Set(labels).size, `unique labels in ${labels.join(", ")}`).toBe(labels.length);
    for (const label of ["Newest", "Price: low to high", "Price: high to low", "Top rated", "Best selling"]) {
      expect(labels).toContain(label);
    }
    await expect(sort.locator("option:checked")).toHaveText(selected);
  }

  test("on the marketplace each sort is offered once, the current one selected", async ({ page, signIn }) => {
    await signIn("buyer");
    await page.goto("/home/prompts");
    await expectSorts(page, "Newest");

    await page.goto("/home/prompts?q=seo");
    await expectSorts(page, "Best match");

    await page.getByLabel("Sort by").selectOption({ label: "Newest" });
    await applyFilters(page);
    await expect(page).toHaveURL(/sort=newest/);
    await expectSorts(page, "Newest");

    await page.goto("/home/prompts?sort=price_desc");
    await expectSorts(page, "Price: high to low");
  });

  for (const [role, path] of [
    ["vendor", "/vendor/prompts"],
    ["admin", "/admin/prompts"],
  ] as const) {
    test(`on the ${role}'s prompts each sort is offered once`, async ({ page, signIn }) => {
      await signIn(role);
      await page.goto(path);
      await expectSorts(page, "Newest");
      await page.goto(`${path}?sort=rating`);
      await expectSorts(page, "Top rated");
    });
  }
});
