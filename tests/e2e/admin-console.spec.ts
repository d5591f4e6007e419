import type { Browser, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash, uniqueEmail } from "./fixtures";
import { demoUser, expect, factories, signInContext, test } from "./session";

async function columnTexts(page: Page, index: number): Promise<string[]> {
  return page.locator("tbody tr").evaluateAll((rows, column) => rows.map((row) => row.children[column]?.textContent?.trim() ?? ""), index);
}

test("an admin sorts and pages the vendor table", async ({ page, signIn }) => {
  const { makeVendor } = await factories();
  await signIn("admin");
  await page.goto("/admin/vendors");
  const total = Number((await page.getByText(/^\d+ stores?\./).textContent())?.match(/^\d+/)?.[0]);
  // Enough stores for a second page (the table's rows, not the sign-up, are what this is about).
  for (let count = total; count < 12; count += 1) await makeVendor({ name: "Tara Table", storeName: `Table Store ${randomUUID().slice(0, 6)}` });

  await page.getByRole("link", { name: /^Store Name/ }).click();
  await expect(page).toHaveURL(/sort=storeName&dir=asc/);
  const storeHeader = page.getByRole("columnheader", { name: /Store Name/ });
  await expect(storeHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(page.locator("tbody tr")).toHaveCount(10);
  const firstPage = await columnTexts(page, 0);
  const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0);
  expect(firstPage).toEqual([...firstPage].sort(byName));

  await page.getByRole("navigation", { name: "Vendor pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/sort=storeName&dir=asc.*page=2|page=2.*sort=storeName/);
  await expect(page.getByText("Page 2 of")).toBeVisible();
  const secondPage = await columnTexts(page, 0);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(byName(firstPage.at(-1)!, secondPage[0]!)).toBeLessThanOrEqual(0);

  await page.getByRole("link", { name: /^Store Name/ }).click();
  await expect(page).toHaveURL(/sort=storeName&dir=desc/);
  await expect(storeHeader).toHaveAttribute("aria-sort", "descending");
  const descending = await columnTexts(page, 0);
  expect(descending).toEqual([...descending].sort(byName).reverse());

  await page.getByLabel("Rows per page").selectOption("15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/limit=15/);
  await expect(page).toHaveURL(/sort=storeName/);
  await expect(page.getByLabel("Rows per page")).toHaveValue("15");
  // Other suites register vendors meanwhile: "more than 10, at most 15" is what stays true.
  // The select shows 15 before the table does: wait for the rows.
  await expect.poll(() => page.locator("tbody tr").count()).toBeGreaterThan(10);
  expect(await page.locator("tbody tr").count()).toBeLessThanOrEqual(15);
  await page.getByRole("link", { name: /^Sales/ }).click();
  await expect(page).toHaveURL(/sort=sales&dir=desc&limit=15/);
  await expect(page.getByRole("columnheader", { name: /Sales/ })).toHaveAttribute("aria-sort", "descending");
  const sales = (await columnTexts(page, 5)).map(Number);
  expect(sales).toEqual([...sales].sort((a, b) => b - a));
});

async function marketplaceHas(page: Page, word: string, title: string, listed: boolean) {
  await page.goto(`/home/prompts?q=${word}`);
  const link = page.getByRole("link", { name: title, exact: true });
  if (listed) await expect(link).toBeVisible();
  else {
    await expect(link).toHaveCount(0);
    await expect(page.getByText("No prompts found.")).toBeVisible();
  }
}

async function tryLogin(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** A page of its own, signed in as `user`. */
async function signedInPage(browser: Browser, baseURL: string, user: Parameters<typeof signInContext>[2]) {
  const context = await browser.newContext();
  await signInContext(context, baseURL, user);
  return context.newPage();
}

test("an admin bans a vendor: the prompts leave the marketplace and the vendor cannot sign in; unban restores both", async ({ page, browser, baseURL, signIn }) => {
  test.slow(); // three roles
  const word = `zq${randomUUID().replace(/-/g, "").slice(0, 10)}`;
  const title = `Banned Store Prompt ${word}`;
  const storeName = `Ban Test ${word.slice(2, 8)}`;

  const { makeVendor, pricedPrompt, PASSWORD } = await factories();
  const account = await makeVendor({ name: "Sam Seller", storeName });
  await pricedPrompt(account.vendor, 4.99, title);
  const vendor = await signedInPage(browser, baseURL!, account.user);
  await vendor.goto("/vendor");
  await expect(vendor).toHaveURL(/\/vendor$/);

  const buyer = await signedInPage(browser, baseURL!, await demoUser("buyer"));
  await marketplaceHas(buyer, word, title, true);

  await signIn("admin");
  await page.goto("/admin/vendors?sort=createdAt&dir=desc&limit=30");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: storeName, exact: true }) });
  await row.getByRole("link", { name: `Ban ${storeName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Ban vendor" });
  await expect(dialog).toContainText("cannot sign in");
  await expect(dialog).toContainText("leave the marketplace");
  await expect(dialog).toContainText("keep access");
  await dialog.getByRole("button", { name: "Ban vendor" }).click();
  await expectFlash(page, "Vendor banned");
  await expect(page).toHaveURL(/\/admin\/vendors\?sort=createdAt&dir=desc&limit=30$/);
  await expect(row).toContainText("Banned");

  await marketplaceHas(buyer, word, title, false);
  // The vendor's open session ended with the ban, and a new sign-in is refused.
  await vendor.goto("/vendor");
  await expect(vendor).toHaveURL(/\/login/);
  await tryLogin(vendor, account.user.email, PASSWORD);
  await expect(vendor.getByText("This account has been suspended. Contact support.")).toBeVisible();
  await expect(vendor).toHaveURL(/\/login/);

  await row.getByRole("button", { name: `Unban ${storeName}` }).click();
  await expectFlash(page, "Vendor unbanned");
  await expect(row).toContainText("Active");

  await marketplaceHas(buyer, word, title, true);
  await tryLogin(vendor, account.user.email, PASSWORD);
  await expect(vendor).toHaveURL(/\/vendor$/);
  await vendor.context().close();
  await buyer.context().close();
});

test("an unknown vendor gets a clear message, not an error page", async ({ page, signIn }) => {
  await signIn("admin");
  const response = await page.goto("/admin/vendors/not-a-vendor/ban");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("dialog", { name: "Ban vendor" })).toContainText("Vendor not found");
  await page.getByRole("link", { name: "Back to vendors" }).click();
  await expect(page).toHaveURL(/\/admin\/vendors$/);
});

test("the withdrawal queue filters by status and a reject needs a reason", async ({ page, signIn }) => {
  await signIn("admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: "Withdrawals" }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  await expect(page.getByRole("heading", { name: "Withdrawals", level: 1 })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Filter by status" });
  await expect(filters.getByRole("link", { name: "All" })).toHaveAttribute("aria-current", "page");
  await filters.getByRole("link", { name: "Rejected" }).click();
  await expect(page).toHaveURL(/status=rejected/);
  await expect(filters.getByRole("link", { name: "Rejected" })).toHaveAttribute("aria-current", "page");

  await page.goto("/admin/withdrawals/not-a-withdrawal/reject");
  const dialog = page.getByRole("dialog", { name: "Reject withdrawal" });
  await expect(dialog.getByRole("alert")).toHaveText("Withdrawal not found.");
  await expect(dialog.getByLabel("Reason")).toHaveCount(0);
});

test("the admin dashboard shows the figures, top vendors, the revenue chart and the orders", async ({ page, signIn }) => {
  await signIn("admin");
  await page.goto("/admin");
  for (const label of ["Total Users", "Total Vendors", "Total Prompts", "Total Orders", "Revenue (All Time)", "Pending Vendors", "Top Vendors"]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Top Vendors" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Revenue, last 30 days: \$[\d,.]+ from \d+ sales? in the last 30 days\./ })).toBeVisible();
  const orders = page.getByRole("region", { name: "Orders" });
  await expect(orders.getByRole("table").or(orders.getByText("No orders found"))).toBeVisible();
});

test("an admin marks a contact message read", async ({ page, signIn }) => {
  const name = `Cleo ${randomUUID().slice(0, 6)}`;
  await page.goto("/contact");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(uniqueEmail("contact"));
  await page.getByLabel("Message").fill("Hello, I would like to know how payouts work for new stores.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expectFlash(page, "Thanks! We will get back to you soon.");

  await signIn("admin");
  await page.goto("/admin/messages");
  const message = page.getByRole("article").filter({ hasText: name });
  await expect(message.getByText("New", { exact: true })).toBeVisible();
  await message.getByRole("button", { name: `Mark as read (message from ${name})` }).click();
  await expectFlash(page, "Message marked as read");
  await expect(message.getByText("Read", { exact: true })).toBeVisible();
});
