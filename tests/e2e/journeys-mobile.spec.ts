import type { Page } from "@playwright/test";
import { jsEnabled } from "./fixtures";
import { overlaps, settledBox } from "./layout";
import { demoCategory, expect, factories, test } from "./session";

/** Issue 9: journeys walked as a new user on a phone and a desktop, with JavaScript on and off. */

const PHONE = { width: 390, height: 844 };

async function searchAnything(page: Page, q: string) {
  const box = page.getByLabel("Search anything");
  await box.fill(q);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(q).replace(/%20/g, "\\+")}$`));
}

const group = (page: Page, name: string) => page.getByRole("region", { name });

/** A fresh buyer checks a prompt of a fresh store out and has not paid yet: the payment's reference. */
async function pendingPayment(): Promise<string> {
  const { makeBuyer, makePrompt, makeVendor } = await factories();
  const { addToCart } = await import("~/models/cart.server");
  const { checkout } = await import("~/models/checkout.server");
  const buyer = await makeBuyer();
  const { vendor } = await makeVendor();
  await addToCart(buyer, (await makePrompt(vendor, (await demoCategory("Education")).id)).id);
  const { reference } = await checkout(buyer);
  expect(reference).toMatch(/^PRM-/);
  return reference;
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the public menu slides in with Login, Register and About, and its links work", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    for (const name of ["Login", "Register", "About"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await menu.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu.getByRole("link", { name: "Login", exact: true })).toBeHidden();

    await page.getByRole("link", { name: "Open menu" }).click();
    await menu.getByRole("link", { name: "Register", exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("the public menu closes with its close icon and on a click outside it", async ({ page }) => {
    await page.goto("/about");
    const login = page.locator("#mobile-menu").getByRole("link", { name: "Login", exact: true });

    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(login).toBeInViewport({ ratio: 1 });
    await page.getByRole("link", { name: "Close menu" }).click();
    await expect(login).toBeHidden();

    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(login).toBeInViewport({ ratio: 1 });
    await page.mouse.click(20, PHONE.height / 2);
    await expect(login).toBeHidden();
    await expect(page).toHaveURL(/\/about(#.*)?$/);
  });

  test("with JavaScript the public menu takes focus, and Escape closes it and gives focus back", async ({ page, signIn }, testInfo) => {
    test.skip(!jsEnabled(testInfo.project.name), "focus and Escape are JavaScript's part");
    // A visitor's public pages have no JavaScript (decision 0329): the app's menu runs for the signed in.
    await signIn("buyer");
    await page.goto("/about");
    const open = page.getByRole("link", { name: "Open menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Close menu" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Dashboard", exact: true })).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });

  test("the dashboard sidebar slides in, its links work, and it closes with its icon and outside", async ({ page, signIn }) => {
    await signIn("buyer");
    await page.goto("/home");
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    const profile = sidebar.getByRole("link", { name: "Profile" });
    await expect(profile).not.toBeInViewport();

    await page.getByRole("link", { name: "Open sidebar" }).click();
    await expect(profile).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
    await page.getByRole("link", { name: "Close sidebar" }).click();
    await expect(profile).not.toBeInViewport();

    await page.getByRole("link", { name: "Open sidebar" }).click();
    await expect(profile).toBeInViewport({ ratio: 1 });
    await page.mouse.click(PHONE.width - 20, PHONE.height / 2);
    await expect(profile).not.toBeInViewport();

    await page.getByRole("link", { name: "Open sidebar" }).click();
    await profile.click();
    await expect(page).toHaveURL(/\/home\/profile$/);
    await expect(profile).not.toBeInViewport();
  });

  test("a toast does not cover the top bar's search", async ({ page, signInNewBuyer }, testInfo) => {
    test.skip(!jsEnabled(testInfo.project.name), "without JavaScript the message is inline, not a toast");
    await expectToastClearOfSearch(page, signInNewBuyer);
  });
});

/** A toast on a dashboard page (the profile's "saved"; the toast container is the same for every message). */
async function expectToastClearOfSearch(page: Page, signInNewBuyer: () => Promise<unknown>) {
  await signInNewBuyer();
  await page.goto("/home/profile");
  await page.getByRole("button", { name: "Save Changes" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Profile updated successfully" }).filter({ visible: true });
  await expect(toast).toBeVisible();
  await toast.hover(); // a toast under the pointer stays until measured, however slow the machine
  const search = page.getByLabel("Search anything");
  await expect(search).toBeVisible();
  const [toastBox, searchBox] = [await settledBox(toast), await settledBox(search)];
  expect(overlaps(toastBox, searchBox), `toast ${JSON.stringify(toastBox)} over search ${JSON.stringify(searchBox)}`).toBe(false);
}

test("on a desktop a toast does not cover the top bar's search", async ({ page, signInNewBuyer }, testInfo) => {
  test.skip(!jsEnabled(testInfo.project.name), "without JavaScript the message is inline, not a toast");
  await expectToastClearOfSearch(page, signInNewBuyer);
});

test("the landing page's category tiles are the real categories and open the filtered marketplace", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Prompts for every tool you use" });
  for (const name of ["Writing", "Marketing", "Coding", "Image Generation", "Business", "Education", "Productivity", "SEO"]) {
    await expect(section.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await section.getByRole("link", { name: "SEO", exact: true }).click();
  // The public catalogue (issue 13): no sign-in on the way.
  await expect(page).toHaveURL(/\/prompts\?category=[\w-]+$/);
  await expect(page.getByRole("link", { name: "Keyword Cluster Mapper" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Socratic Tutor" })).toHaveCount(0);
  for (const card of await page.getByRole("article").all()) await expect(card).toContainText("SEO");
});

test("the footer's copyright runs from 2025 to this year", async ({ page }, testInfo) => {
  const errors: string[] = [];
  page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
  await page.goto("/about");
  const year = new Date().getUTCFullYear();
  const years = year > 2025 ? `2025–${year}` : "2025";
  await expect(page.getByRole("contentinfo")).toContainText(`Copyright © ${years} Promptory. All rights reserved.`);
  if (jsEnabled(testInfo.project.name)) {
    await page.waitForLoadState("networkidle");
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
  }
});

test.describe("Search Anything", () => {
  test("a buyer finds prompts and stores, and See all opens the marketplace search", async ({ page, signIn }) => {
    await signIn("buyer");
    await page.goto("/home");
    await searchAnything(page, "vera");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("vera");
    await expect(group(page, "Stores").getByRole("link", { name: "Vera's Prompt Studio" })).toHaveAttribute("href", /^\/store\/[\w-]+$/);

    await searchAnything(page, "watercolor");
    await expect(page.getByLabel("Search anything")).toHaveValue("watercolor");
    const prompts = group(page, "Prompts");
    await expect(prompts.getByRole("link", { name: "Dreamy Watercolor Landscapes" })).toHaveAttribute("href", /^\/home\/prompt\//);
    await expect(group(page, "Stores")).toContainText("No stores match");
    await prompts.getByRole("link", { name: "See all prompts" }).click();
    await expect(page).toHaveURL(/\/home\/prompts\?q=watercolor$/);
    await expect(page.getByRole("link", { name: "Dreamy Watercolor Landscapes" })).toBeVisible();
  });

  test("a vendor finds their own prompts and their sales by prompt title and by reference", async ({ page, signIn }) => {
    const title = `Invoice Nudge ${Date.now().toString(36)}`;
    const { buy, makeBuyer, makePrompt, makeVendor } = await factories();
    const { user, vendor } = await makeVendor({ name: "Sam Seller" });
    const prompt = await makePrompt(vendor, (await demoCategory("Productivity")).id, { title, priceUsd: 7 });
    const sold = await buy(await makeBuyer(), prompt);
    await signIn(user);
    await page.goto("/vendor");

    await searchAnything(page, title);
    await expect(group(page, "Prompts").getByRole("link", { name: title })).toHaveAttribute("href", /^\/vendor\/prompt\//);
    const sales = group(page, "Sales");
    await expect(sales.getByRole("row").filter({ hasText: title })).toHaveCount(1);
    const reference = (await sales.getByText(/^PRM-/).first().textContent())!.trim();
    expect(reference).toBe(sold);
    await expect(group(page, "Prompts").getByRole("link", { name: "See all prompts" })).toHaveAttribute(
      "href",
      `/vendor/prompts?q=${encodeURIComponent(title).replace(/%20/g, "+")}`,
    );

    await searchAnything(page, reference);
    await expect(group(page, "Sales").getByRole("row").filter({ hasText: reference })).toContainText(title);

    await searchAnything(page, "watercolor");
    await expect(group(page, "Prompts")).toContainText("No prompts match");
    await expect(group(page, "Sales")).toContainText("No sales match");
  });

  test("an admin finds prompts, vendors and payments by reference", async ({ page, signIn }) => {
    const reference = await pendingPayment();
    await signIn("admin");
    await page.goto("/admin");
    await searchAnything(page, "victor");
    await expect(group(page, "Vendors")).toContainText("Victor's Visions");
    await searchAnything(page, "watercolor");
    await expect(group(page, "Prompts").getByRole("link", { name: "Dreamy Watercolor Landscapes" })).toHaveAttribute("href", /^\/admin\/prompt\//);
    await expect(group(page, "Prompts").getByRole("link", { name: "See all prompts" })).toHaveAttribute("href", "/admin/prompts?q=watercolor");

    await searchAnything(page, reference.slice(0, 12));
    await expect(group(page, "Payments").getByRole("row").filter({ hasText: reference })).toContainText("pending");
  });
});
