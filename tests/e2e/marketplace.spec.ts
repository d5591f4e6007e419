import { expect, test } from "./session";

test.beforeEach(async ({ page, signIn }) => {
  await signIn("buyer");
  await page.goto("/home/prompts");
});

test("a buyer searches the marketplace by title and by tag", async ({ page }) => {
  await page.getByLabel("Search Prompts").fill("watercolor");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/q=watercolor/);
  await expect(page.getByRole("link", { name: "Dreamy Watercolor Landscapes" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Socratic Tutor" })).toHaveCount(0);

  await page.getByLabel("Search Prompts").fill("gtd");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("link", { name: "Weekly Review Ritual" })).toBeVisible();

  await page.getByLabel("Search Prompts").fill("zzzz-no-such-prompt");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No prompts found.")).toBeVisible();
});

test("a buyer filters by category and price, and the link can be shared", async ({ page }) => {
  await page.getByText("Filters", { exact: true }).click();
  await expect(page.getByRole("heading", { name: "Filter Prompts" })).toBeVisible();
  await page.getByLabel("Category").selectOption({ label: "SEO" });
  await page.getByLabel("Min price").fill("10");
  await page.getByLabel("Max price").fill("60");
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await page.getByRole("button", { name: "Apply Filters" }).click();

  await expect(page).toHaveURL(/minPrice=10/);
  await expect(page).toHaveURL(/maxPrice=60/);
  const titles = page.getByRole("article").getByRole("heading");
  await expect(titles).toHaveText(["Content Refresh Analyst", "Keyword Cluster Mapper", "Technical SEO Audit Checklist"]);

  const shared = page.url();
  await page.goto("/home");
  await page.goto(shared);
  await expect(titles).toHaveCount(3);
  await expect(page.getByRole("link", { name: "Meta Title and Description Writer" })).toHaveCount(0);
});

test("My Prompts is empty for a buyer who bought nothing", async ({ page }) => {
  await page.getByRole("link", { name: "My Prompts" }).click();
  await expect(page).toHaveURL(/tab=mine/);
  await expect(page.getByText("No prompts yet")).toBeVisible();
});

test("the /store front shows the banner with reviews and the prompts for sale", async ({ page }) => {
  await page.goto("/store");
  await expect(page.getByRole("heading", { name: "Promptory Store" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Recent reviews" })).toBeVisible();
  await expect(page.getByRole("article").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" }).first()).toBeVisible();
  // Other journeys add prompts, so a demo prompt is found by its name rather than on page 1.
  await page.goto("/store?q=Dreamy");
  await expect(page.getByRole("link", { name: "Dreamy Watercolor Landscapes" })).toBeVisible();
});
