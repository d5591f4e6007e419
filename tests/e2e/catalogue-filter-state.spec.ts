import type { Page } from "@playwright/test";
import { hydrated, jsEnabled } from "./fixtures";
import { expect, test } from "./session";

/** Issue 23, point 12: the catalogue's active filters, its clean URLs and the Filters popover. */

const panelHeading = (page: Page) => page.getByRole("heading", { name: "Filter Prompts" });
const filtersButton = (page: Page) => page.locator("summary").filter({ hasText: /^Filters/ });

async function openFilters(page: Page) {
  await filtersButton(page).click();
  await expect(panelHeading(page)).toBeVisible();
}

async function applyFilters(page: Page) {
  const before = page.url();
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).not.toHaveURL(before);
  await page.waitForLoadState();
}

/** Every query parameter the address bar shows has a value. */
function expectNoEmptyParams(page: Page) {
  const empty = [...new URL(page.url()).searchParams].filter(([, value]) => value === "").map(([name]) => name);
  expect(empty, page.url()).toEqual([]);
}

test("a filter that matches nothing shows its filters as chips, each removable, and Clear all", async ({ page }) => {
  await page.goto("/prompts");
  await openFilters(page);
  await page.getByLabel("Max price").fill("1");
  await page.getByLabel("Category").selectOption({ label: "Coding" });
  await applyFilters(page);

  await expect(page.getByText("No prompts found.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
  const chips = page.getByRole("list", { name: "Active filters" });
  await expect(chips.getByRole("link")).toHaveText([/Category: Coding/, /Max price: \$1\.00/, "Clear all"]);
  const empty = page.url();

  await chips.getByRole("link", { name: "Remove filter Max price: $1.00" }).click();
  await expect(page).toHaveURL(/\/prompts\?category=[^&]+$/);
  await expect(page.getByRole("article").first()).toContainText("Coding");
  await expect(page.getByRole("list", { name: "Active filters" }).getByRole("link")).toHaveText([/Category: Coding/, "Clear all"]);

  await page.goto(empty);
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Active filters" })).toHaveCount(0);

  // A search alone that finds nothing: no chip (the search box shows it), but Clear all.
  await page.goto("/prompts?q=zzqx-nothing-like-this");
  await expect(page.getByText("No prompts found.")).toBeVisible();
  await page.getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(page.getByRole("article").first()).toBeVisible();
});

test("the filter form's URL carries no empty parameters", async ({ page, signIn }, testInfo) => {
  // Signed in, the app runs on the catalogue; a visitor gets it without JavaScript (decision 0329).
  await signIn("buyer");
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  await page.goto("/prompts");
  await openFilters(page);
  await page.getByLabel("Category").selectOption({ label: "Coding" });
  await applyFilters(page);
  await expect(page).toHaveURL(/\/prompts\?category=[^&]+$/);
  expectNoEmptyParams(page);

  await page.getByLabel("Search Prompts").fill("seo");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/prompts\?q=seo&category=[^&]+$/);
  expectNoEmptyParams(page);
  // With JavaScript the empty fields are left out before the request; without, the server redirects.
  if (jsEnabled(testInfo.project.name)) expect(asked.filter((url) => url.includes("minPrice="))).toEqual([]);
});

test("a catalogue URL with empty parameters redirects once to the URL without them", async ({ page }) => {
  const response = await page.request.get("/prompts?q=&minPrice=&maxPrice=10&category=&sort=", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toBe("/prompts?maxPrice=10");
});

test("Escape closes the Filters panel and leaves the focus on its button", async ({ page, signIn }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), "a keyboard handler: without JavaScript the panel closes with its button");
  // A visitor's catalogue has no JavaScript (decision 0329): the app's handler runs for the signed in.
  await signIn("buyer");
  await page.goto("/prompts");
  await hydrated(page.locator("details").filter({ has: filtersButton(page) }));
  await openFilters(page);
  await page.getByLabel("Min price").focus();
  await page.keyboard.press("Escape");
  await expect(panelHeading(page)).toBeHidden();
  await expect(filtersButton(page)).toBeFocused();
});
