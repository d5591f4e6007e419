import type { Browser, Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { openWithdrawalQueueAt } from "./business-fixtures";
import { expectFlash } from "./fixtures";
import { demoUser, expect, factories, signInContext, test } from "./session";

/** Issue 9: admin and vendor journeys (categories, tables on every screen, the vendor's store preview). */

/**
 * A page of its own signed in as `user` (the project's JavaScript setting applies), at a desktop
 * size whatever the test's.
 */
async function signedInPage(browser: Browser, baseURL: string, user: Parameters<typeof signInContext>[2]): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInContext(context, baseURL, user);
  return context.newPage();
}

async function addCategory(page: Page, name: string) {
  await page.getByLabel("New category").fill(name);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expectFlash(page, "Category added");
  await expect(page.getByLabel(`Rename ${name}`, { exact: true })).toBeVisible();
}

/** A fresh vendor's listed prompt in the category the admin added as `category`. */
async function vendorWithPromptIn(title: string, category: string) {
  const { makePrompt, makeVendor } = await factories();
  const { listCategories } = await import("~/models/categories.server");
  const categoryId = (await listCategories()).find(({ name }) => name === category)?.id;
  if (!categoryId) throw new Error(`no category ${category}`);
  const { user, vendor } = await makeVendor({ name: "Sam Seller" });
  await makePrompt(vendor, categoryId, { title, priceUsd: 6 });
  return user;
}

test.describe("admin categories", () => {
  test("a used category is deleted by moving its prompts to another; an empty one after a confirmation", async ({ page, browser, baseURL, signIn }) => {
    test.slow();
    const word = randomUUID().slice(0, 6);
    const from = `Move From ${word}`;
    const to = `Move To ${word}`;
    const empty = `Empty ${word}`;
    const title = `Inbox Triage ${word}`;
    await signIn("admin");
    await page.goto("/admin/settings");
    for (const name of [from, to, empty]) await addCategory(page, name);

    const vendor = await signedInPage(browser, baseURL!, await vendorWithPromptIn(title, from));

    await page.getByRole("link", { name: `Delete ${from}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete category" });
    await expect(dialog).toContainText("used by 1 prompt");
    await dialog.getByLabel("Move prompts to").selectOption({ label: to });
    await dialog.getByRole("button", { name: "Move prompts and delete" }).click();
    await expectFlash(page, "Category deleted");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByLabel(`Rename ${from}`, { exact: true })).toHaveCount(0);

    // The prompt is in its new category, and still listed there for buyers.
    await vendor.goto(`/vendor/prompts?q=${word}`);
    await expect(vendor.getByRole("article").filter({ hasText: title })).toContainText(to);
    const buyer = await signedInPage(browser, baseURL!, await demoUser("buyer"));
    await buyer.goto(`/home/prompts?q=${word}`);
    const toolbar = buyer.getByRole("search");
    await toolbar.getByText(/^Filters/).click();
    await toolbar.getByLabel("Category").selectOption({ label: to });
    await toolbar.getByRole("button", { name: "Apply Filters" }).click();
    await expect(buyer).toHaveURL(/category=/);
    await expect(buyer.getByRole("link", { name: title, exact: true })).toBeVisible();

    await page.getByRole("link", { name: `Delete ${empty}`, exact: true }).click();
    const confirm = page.getByRole("dialog", { name: "Delete category" });
    await expect(confirm.getByText("Are you sure? This action cannot be undone. All values associated with this field will be lost.")).toBeVisible();
    await expect(confirm.getByLabel("Move prompts to")).toHaveCount(0);
    await confirm.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByLabel(`Rename ${empty}`, { exact: true })).toBeVisible();
    await page.getByRole("link", { name: `Delete ${empty}`, exact: true }).click();
    await page.getByRole("dialog", { name: "Delete category" }).getByRole("button", { name: "Delete", exact: true }).click();
    await expectFlash(page, "Category deleted");
    await expect(page.getByLabel(`Rename ${empty}`, { exact: true })).toHaveCount(0);
    await vendor.context().close();
    await buyer.context().close();
  });
});

/**
 * The element is wholly on screen without sideways scrolling: inside the viewport's width and
 * inside every box between it and the page that could clip it.
 */
async function expectInViewWidth(element: Locator) {
  // No scrolling into view first: that would scroll a table's box sideways, which is the defect.
  await expect(element).toBeAttached();
  const clipped = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const problems: string[] = [];
    if (box.left < 0 || box.right > window.innerWidth) problems.push(`viewport: ${box.left}-${box.right} of ${window.innerWidth}`);
    for (let parent = node.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === "visible") continue;
      const frame = parent.getBoundingClientRect();
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) problems.push(`${parent.tagName}: ${box.left}-${box.right} of ${frame.left}-${frame.right}`);
    }
    return problems;
  });
  expect(clipped, await element.textContent() ?? "").toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

test.describe("tables keep their key columns in view", () => {
  test.describe.configure({ mode: "serial" });
  let seller: { user: Awaited<ReturnType<typeof demoUser>>; storeName: string };

  // One vendor with a sale and an open withdrawal request, for every viewport below.
  test.beforeAll(async () => {
    const { buyCleared, makeBuyer, makeVendor, payoutDetails, pricedPrompt } = await factories();
    const { requestWithdrawal } = await import("~/models/withdrawals.server");
    const { user, vendor } = await makeVendor({ name: "Sam Seller", storeName: `Sales Lab ${randomUUID().slice(0, 8)}` });
    seller = { user, storeName: vendor.storeName };
    const prompt = await pricedPrompt(vendor, 29.99, `Table Probe ${randomUUID().slice(0, 8)}`);
    await buyCleared(await makeBuyer(), prompt);
    expect((await requestWithdrawal(vendor, payoutDetails(15))).status).toBe("pending");
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`at ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport });

      test("a sale's Status and Date on /vendor/transactions", async ({ page, signIn }) => {
        await signIn(seller.user);
        await page.goto("/vendor/transactions");
        const sale = page.getByRole("table", { name: "Transactions" }).getByRole("row").filter({ hasText: "completed" });
        await expect(sale).toHaveCount(1);
        await expectInViewWidth(sale.getByText("completed", { exact: true }));
        await expectInViewWidth(sale.getByText(/^\d{2}\/\d{2}\/\d{4}$/));
        await expectNoSidewaysScroll(page);
      });

      test("Ban on /admin/vendors and Reject on /admin/withdrawals", async ({ page, signIn }) => {
        await signIn("admin");
        await page.goto("/admin/vendors?sort=createdAt&dir=desc&limit=30");
        await expectInViewWidth(page.getByRole("link", { name: `Ban ${seller.storeName}`, exact: true }));
        await expectNoSidewaysScroll(page);
        await openWithdrawalQueueAt(page, seller.storeName, "pending");
        await expectInViewWidth(page.getByRole("link", { name: `Reject ${seller.storeName}, $15.00`, exact: true }));
        await expectNoSidewaysScroll(page);
      });
    });
  }
});

test.describe("the vendor's own store page", () => {
  test("a vendor opens their store as buyers see it, without buy buttons", async ({ page, signIn }) => {
    await signIn("vendor");
    await page.goto("/vendor/store");
    await page.getByRole("link", { name: "View my store" }).click();
    await expect(page).toHaveURL(/\/store\/[\w-]+$/);
    await expect(page.getByText("This is how buyers see your store", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vera's Prompt Studio" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Notifications" })).toHaveAttribute("href", "/vendor/notification");
  });

  test("another vendor sees a store as the public does: no preview note, nothing to buy", async ({ page, signIn }) => {
    await signIn("vendor");
    await page.goto("/vendor/store");
    const ownStore = await page.getByRole("link", { name: "View my store" }).getAttribute("href");
    await signIn("vendor2");
    await page.goto(ownStore!);
    await expect(page.getByRole("heading", { name: "Vera's Prompt Studio" })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByText("This is how buyers see your store", { exact: false })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add to cart" })).toHaveCount(0);
  });
});
