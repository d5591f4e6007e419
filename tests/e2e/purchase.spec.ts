import type { Page } from "@playwright/test";
import { expect, test } from "./session";

async function addToCartFromSearch(page: Page, title: string) {
  await page.goto("/home/prompts");
  await page.getByLabel("Search Prompts").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  await expect(card.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");
}

async function checkoutToGateway(page: Page, title: string) {
  await page.getByRole("link", { name: "Cart" }).click();
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByText("Total")).toBeVisible();
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
}

test("marketplace → cart → checkout → Pay now → success → content in My Prompts", async ({ page, signInNewBuyer }) => {
  const title = "Socratic Tutor";
  await signInNewBuyer();
  await addToCartFromSearch(page, title);
  await checkoutToGateway(page, title);
  await page.getByRole("button", { name: "Pay now" }).click();

  await expect(page).toHaveURL(/\/payment\/success\?reference=PRM-/);
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByRole("list", { name: "What you bought" })).toContainText(title);

  await page.getByRole("link", { name: "Go to My Prompts" }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByText("Content").click();
  await expect(card.locator("pre")).toContainText(/\S{20,}|\w+ \w+ \w+/);
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("0");
});

test("a declined card ends on /payment/failed with nothing granted", async ({ page, signInNewBuyer }) => {
  const title = "Weekly Review Ritual";
  await signInNewBuyer();
  await addToCartFromSearch(page, title);
  await checkoutToGateway(page, title);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: "Pay now" }).click();

  await expect(page).toHaveURL(/\/payment\/failed/);
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/store/cart");

  await page.goto("/home/prompts?tab=mine");
  await expect(page.getByText("No prompts yet")).toBeVisible();
  await page.goto("/store/cart");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("an empty cart cannot be checked out", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/store/cart");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Checkout" })).toHaveCount(0);
});

test("a prompt can be added to and removed from the cart on its detail page", async ({ page, signInNewBuyer }) => {
  const title = "Isometric Icon Set Designer";
  await signInNewBuyer();
  await page.goto("/home/prompts");
  await page.getByLabel("Search Prompts").fill(title);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("button", { name: "Remove from cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("1");
  await page.getByRole("button", { name: "Remove from cart" }).click();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart" })).toContainText("0");
});
