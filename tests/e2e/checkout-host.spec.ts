import { expect, test } from "./session";

/**
 * Issue 23, point 1: APP_URL is http://localhost:PORT (the default), the buyer browses at
 * http://127.0.0.1:PORT. Their session cookie exists on that host only, so checkout, the local
 * gateway and the way back must stay on it: no second sign-in, no payment left pending.
 */
const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;
test.use({ baseURL: ORIGIN });

test("a buyer browsing at 127.0.0.1 checks out and pays without leaving that host or signing in again", async ({ page, signInNewBuyer }) => {
  const title = "Meeting Notes to Action Items";
  await signInNewBuyer();
  await page.goto(`/home/prompts?${new URLSearchParams({ q: title })}`);
  const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: title }) });
  await card.getByRole("button", { name: "Add to cart" }).click();
  // With JavaScript the label flips at once and the button says it is busy (aria-disabled) until the server has it.
  await expect(card.getByRole("button", { name: "Remove from cart" })).not.toHaveAttribute("aria-disabled");

  await page.goto("/store/cart");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/pay/PRM-`));
  await expect(page.getByRole("heading", { name: /^Pay \$/ })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();

  await page.getByRole("button", { name: "Pay now" }).click();
  await expect(page).toHaveURL(new RegExp(`^${ORIGIN}/payment/success\\?reference=PRM-`));
  await expect(page.getByRole("heading", { name: "Payment Successful" })).toBeVisible();
  await expect(page.getByRole("list", { name: "What you bought" })).toContainText(title);
});
