import type { Page } from "@playwright/test";
import { expectFlash, jsEnabled } from "./fixtures";
import { expect, factories, test, type SignIn } from "./session";

/**
 * Issue 41 point 3: "Buy for" on the cart. The total shown is the total charged, with JavaScript
 * (it changes as the choice does) and without (the choice is posted and the cart comes back
 * priced for it); on a phone the select keeps to the screen's width. Point 11: `/cart` is the cart.
 */

const PHONE = { width: 390, height: 844 };

/** An owner of a team with a $19.99 prompt (team price $99.95, 5 ×) in the cart, signed in, on the cart page. */
async function ownerWithCart(page: Page, signIn: SignIn, tag: string) {
  const { makeBuyer, makeVendor, pricedPrompt, makeTeam } = await factories();
  const { addToCart } = await import("~/models/cart.server");
  const { vendor } = await makeVendor();
  const prompt = await pricedPrompt(vendor, 19.99, `Quarterly plan ${tag} ${Date.now()}`);
  const owner = await signIn(await makeBuyer("Olive Owner"));
  const team = await makeTeam(owner, [], `Studio ${tag} ${Date.now()}`);
  await addToCart(owner, prompt.id);
  await page.goto("/store/cart");
  return { prompt, team };
}

const teamOption = (teamName: string) => ({ label: `Team “${teamName}”: team licences, $99.95` });
const total = (page: Page) => page.getByText(/^Total \$/);

/** "Buy for" the team; without JavaScript "Update total" brings the cart back priced for it. */
async function chooseTeam(page: Page, teamName: string, js: boolean) {
  await page.getByLabel("Buy for").selectOption(teamOption(teamName));
  if (!js) {
    await page.getByRole("button", { name: "Update total" }).click();
    await expect(page).toHaveURL(/\/store\/cart\?teamId=/);
    await expect(page.getByLabel("Buy for")).toHaveValue(/.+/);
  }
}

async function expectPaymentPage(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/pay\/PRM-/);
  await expect(page.getByRole("heading", { level: 1, name: `Pay ${amount}` })).toBeVisible();
}

test("choosing the team shows the team's total on the cart, and the payment page charges that total", async ({ page, signIn }, testInfo) => {
  const js = jsEnabled(testInfo.project.name);
  const { prompt, team } = await ownerWithCart(page, signIn, testInfo.project.name);
  await expect(total(page)).toHaveText("Total $19.99");
  if (js) await expect(page.getByRole("button", { name: "Update total" })).toHaveCount(0);

  await chooseTeam(page, team.name, js);
  await expect(total(page)).toHaveText("Total $99.95 as team licences");
  await expect(page.getByRole("listitem").filter({ hasText: prompt.title })).toContainText("$99.95");

  await page.getByRole("button", { name: "Checkout" }).click();
  await expectPaymentPage(page, "$99.95");
});

test("back to “Myself”, the cart and the payment page show the personal total again", async ({ page, signIn }, testInfo) => {
  const js = jsEnabled(testInfo.project.name);
  const { team } = await ownerWithCart(page, signIn, testInfo.project.name);
  await chooseTeam(page, team.name, js);
  await page.getByLabel("Buy for").selectOption({ label: "Myself" });
  if (!js) await page.getByRole("button", { name: "Update total" }).click();
  await expect(total(page)).toHaveText("Total $19.99");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expectPaymentPage(page, "$19.99");
});

test("without JavaScript, Checkout right after choosing the team charges nothing: the cart comes back with the team's total to confirm", async ({ page, signIn }, testInfo) => {
  test.skip(jsEnabled(testInfo.project.name), "with JavaScript the total follows the choice at once");
  const { team } = await ownerWithCart(page, signIn, testInfo.project.name);
  await page.getByLabel("Buy for").selectOption(teamOption(team.name));
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/store\/cart\?teamId=/);
  await expectFlash(page, "The total is $99.95, not the $19.99 shown. Check it and press Checkout again.");
  await expect(total(page)).toHaveText("Total $99.95 as team licences");
  await page.getByRole("button", { name: "Checkout" }).click();
  await expectPaymentPage(page, "$99.95");
});

test("typing /cart opens the cart", async ({ page, signIn }, testInfo) => {
  const { prompt } = await ownerWithCart(page, signIn, testInfo.project.name);
  const response = await page.goto("/cart");
  expect(response!.status()).toBe(200);
  await expect(page).toHaveURL(/\/store\/cart$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your cart" })).toBeVisible();
  await expect(page.getByRole("link", { name: prompt.title })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the cart with “Buy for” fits the screen, and the team's total is the one charged", async ({ page, signIn }, testInfo) => {
    const js = jsEnabled(testInfo.project.name);
    const { team } = await ownerWithCart(page, signIn, testInfo.project.name);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    const select = await page.getByLabel("Buy for").boundingBox();
    expect(select!.x + select!.width).toBeLessThanOrEqual(PHONE.width);

    await chooseTeam(page, team.name, js);
    expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
    await expect(total(page)).toHaveText("Total $99.95 as team licences");
    await expect(page.getByRole("button", { name: "Checkout" })).toBeInViewport();
    await page.getByRole("button", { name: "Checkout" }).click();
    await expectPaymentPage(page, "$99.95");
  });
});
