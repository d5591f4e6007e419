import { DEMO, DEMO_PASSWORD, expectFlash } from "./fixtures";
import { expect, factories, test } from "./session";

/** A demo prompt no spec buys or puts in the demo buyer's cart (this one takes it out again). */
const TITLE = "Explain It Three Ways";
/** From the middle of its content: never on a public page. */
const HIDDEN_CONTENT = "Level 2, for a university student";
const STORE = "Vera's Prompt Studio";

test("a visitor browses the catalogue, opens a prompt, adds it to the cart and is brought back after signing in", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Explore all prompts →" }).click();
  await expect(page).toHaveURL(/\/prompts$/);
  await expect(page.getByRole("heading", { level: 1, name: "Prompts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeAttached();

  await page.getByLabel("Search Prompts").fill("three ways");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/prompts\?.*q=three/);
  const card = page.getByRole("article").filter({ hasText: TITLE });
  await expect(card.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await card.getByRole("link", { name: TITLE }).click();

  await expect(page).toHaveURL(/\/prompts\/[\w-]+$/);
  const promptPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByText("Understand difficult ideas by climbing the ladder")).toBeVisible();
  await expect(page.getByRole("list", { name: "Variables" }).getByText("CONCEPT", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: STORE }).getByRole("link", { name: STORE })).toBeVisible();
  await expect(page.getByText("Buy this prompt to see the full content")).toBeVisible();
  await expect(page.getByText(HIDDEN_CONTENT)).toHaveCount(0);
  expect(await page.content()).not.toContain(HIDDEN_CONTENT);

  await page.getByRole("region", { name: "Price" }).getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(promptPath)}$`));
  await expectFlash(page, "Log in or register to add this prompt to your cart.");
  await page.getByLabel("Email").fill(DEMO.buyer);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(new RegExp(`${promptPath}$`));
  await expectFlash(page, `"${TITLE}" added to your cart.`);
  const price = page.getByRole("region", { name: "Price" });
  await expect(price.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dashboard" }).first()).toBeAttached();
  await expect(page.getByText(HIDDEN_CONTENT)).toHaveCount(0);

  // The cart holds it; then it goes, so the next run starts from the same cart.
  await page.goto("/store/cart");
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${TITLE} from cart` }).click();
  await expect(page.getByText("Your cart is empty.").or(page.getByRole("link", { name: TITLE }))).toBeVisible();
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);
});

// Issue 23, point 3: back on the public page, the buyer can reach the cart and check out.
test("a visitor who adds to the cart and signs in finds the cart, with its count, in the public header", async ({ page }) => {
  const { makeBuyer, PASSWORD } = await factories();
  const buyer = await makeBuyer("Vi Visitor");
  await page.goto(`/prompts?${new URLSearchParams({ q: "three ways" })}`);
  await page.getByRole("article").filter({ hasText: TITLE }).getByRole("link", { name: TITLE }).click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const promptPath = new URL(page.url()).pathname;
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Cart" })).toHaveCount(0);

  await page.getByRole("region", { name: "Price" }).getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel("Email").fill(buyer.email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL(new RegExp(`${promptPath}$`));
  await expectFlash(page, `"${TITLE}" added to your cart.`);
  // Checked once, not retried: the sign-in page's toast would otherwise just have had time to expire.
  expect(await page.getByText("Log in or register to add this prompt to your cart.").count()).toBe(0);
  const cart = header.getByRole("link", { name: "Cart" });
  await expect(cart).toContainText("1");

  await cart.click();
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout" })).toBeVisible();
});

test("a visitor filters the catalogue by category", async ({ page }) => {
  await page.goto("/prompts");
  await page.getByText("Filters", { exact: true }).click();
  await page.getByLabel("Category").selectOption({ label: "Education" });
  await page.getByRole("button", { name: "Apply Filters" }).click();
  await expect(page).toHaveURL(/\/prompts\?.*category=/);
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await expect(page.getByRole("link", { name: "Technical SEO Audit Checklist" })).toHaveCount(0);
});

test("a visitor opens a store page from a card", async ({ page }) => {
  await page.goto(`/prompts?${new URLSearchParams({ q: "three ways" })}`);
  await page.getByRole("article").filter({ hasText: TITLE }).getByRole("link", { name: STORE }).click();
  await expect(page).toHaveURL(/\/store\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: STORE })).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: TITLE });
  await expect(card.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(card.getByRole("link", { name: TITLE })).toHaveAttribute("href", /^\/prompts\/[\w-]+$/);
  await expect(page.getByRole("link", { name: "Register" }).first()).toBeAttached();
});

test("an unknown prompt's public page is 404", async ({ page }) => {
  const response = await page.goto("/prompts/no-such-prompt");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Prompt not found." })).toBeVisible();
});
