import type { Browser, Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { registerVendor } from "./business-fixtures";
import { expectFlash } from "./fixtures";
import { expect, factories, signInContext, test } from "./session";

/*
 * Issue 9 journeys that need a review switch on (admin settings): this file runs in the settings
 * projects, after every other spec, and its tests one after the other (they flip the same form).
 */
test.describe.configure({ mode: "serial" });

type Switches = { reviewNewPrompts?: boolean; approveNewVendors?: boolean };

/** Saves the two review switches the way the settings form does (both at once). */
async function setSwitches(admin: Page, switches: Switches) {
  const form: Record<string, string> = { intent: "switches" };
  if (switches.reviewNewPrompts) form.reviewNewPrompts = "on";
  if (switches.approveNewVendors) form.approveNewVendors = "on";
  const response = await admin.request.post("/admin/settings", { form });
  expect(response.ok()).toBe(true);
}

/** A page of its own, signed in as `user` when given. */
async function newPage(browser: Browser, baseURL: string, user?: Parameters<typeof signInContext>[2]): Promise<Page> {
  const context = await browser.newContext();
  if (user) await signInContext(context, baseURL, user);
  return context.newPage();
}

/** Every label a prompt's status can show, old and new: a card must show exactly one. */
const ANY_STATUS =
  /^(Listed|Pending review|Rejected|Inactive|Banned|Vendor banned|Archived|Store awaiting approval|active|inactive|banned|archived|pending|approved|rejected)$/;

async function expectOneStatus(scope: Locator, label: string) {
  const badges = scope.getByText(ANY_STATUS);
  await expect(badges).toHaveCount(1);
  await expect(badges).toHaveText(label);
}

function card(page: Page, title: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });
}

/** The prompt page's article (its heading is the title). */
function detail(page: Page, title: string): Locator {
  return page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, level: 1 }) });
}

/** The admin's Status filter (inside the Filters panel, open or not). */
async function filterByStatus(page: Page, label: string) {
  await page.goto("/admin/prompts");
  const toolbar = page.getByRole("search");
  await toolbar.getByText(/^Filters/).click();
  await toolbar.getByLabel("Status").selectOption({ label });
  await toolbar.getByRole("button", { name: "Apply Filters" }).click();
  // With JavaScript the filtered list arrives by a client-side navigation, after the click returns.
  await expect(page).toHaveURL(/[?&]status=/);
}

test("a prompt waiting for review: admins are told, filter it, reject with a reason and approve from its page; one status everywhere", async ({ page, browser, baseURL, signIn }) => {
  test.slow();
  const word = randomUUID().slice(0, 8);
  const toReject = `Review Probe Reject ${word}`;
  const toApprove = `Review Probe Approve ${word}`;
  const reason = "The content repeats the description";
  const { makeVendor, pricedPrompt } = await factories();
  const { user, vendor: store } = await makeVendor({ name: "Sam Seller", storeName: `Sales Lab ${word}` });
  const { storeName } = store;
  await signIn("admin");
  await setSwitches(page, { reviewNewPrompts: true });
  const vendor = await newPage(browser, baseURL!, user);
  try {
    // New prompts through the data layer: the same createPrompt the vendor's dialog calls.
    for (const [title, price] of [[toReject, 7.5], [toApprove, 8.5]] as const) {
      expect((await pricedPrompt(store, price, title)).moderation).toBe("pending");
    }
    await vendor.goto("/vendor/prompts");
    await expectOneStatus(card(vendor, toReject), "Pending review");

    await test.step("every admin is notified", async () => {
      await page.goto("/admin/notification");
      await expect(page.getByText(`"${toReject}" from ${storeName} is waiting for your review.`)).toBeVisible();
      await expect(page.getByText(`"${toApprove}" from ${storeName} is waiting for your review.`)).toBeVisible();
    });

    await test.step("the admin filters Pending review and rejects one from its page, with a reason", async () => {
      await filterByStatus(page, "Pending review");
      await expect(page).toHaveURL(/status=pending/);
      await expectOneStatus(card(page, toReject), "Pending review");
      await page.getByRole("link", { name: toReject, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/prompt\//);
      const prompt = detail(page, toReject);
      await expectOneStatus(prompt, "Pending review");
      await page.getByLabel("Reason", { exact: true }).fill(reason);
      await page.getByRole("button", { name: "Reject" }).click();
      await expectFlash(page, "Prompt rejected");
      await expect(page).toHaveURL(/\/admin\/prompt\//);
      await expectOneStatus(prompt, "Rejected");
      await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
    });

    await test.step("and approves the other from its page", async () => {
      await filterByStatus(page, "Pending review");
      await expect(card(page, toReject)).toHaveCount(0);
      await page.getByRole("link", { name: toApprove, exact: true }).click();
      // The list's cards have Approve buttons too: click the one on the prompt's page.
      await expect(detail(page, toApprove)).toBeVisible();
      await page.getByRole("button", { name: "Approve" }).click();
      await expectFlash(page, "Prompt approved");
      await expectOneStatus(detail(page, toApprove), "Listed");
      await page.goto(`/admin/prompts?q=${word}`);
      await expectOneStatus(card(page, toReject), "Rejected");
      await expectOneStatus(card(page, toApprove), "Listed");
    });

    await test.step("the vendor sees both results and the reason", async () => {
      await vendor.goto("/vendor/prompts");
      await expectOneStatus(card(vendor, toReject), "Rejected");
      await expectOneStatus(card(vendor, toApprove), "Listed");
      await vendor.goto("/vendor/notification");
      await expect(vendor.getByText(new RegExp(`"${toReject}" was not approved: ${reason}\\.`))).toBeVisible();
      await expect(vendor.getByText("Prompt approved", { exact: true })).toBeVisible();
    });
  } finally {
    await setSwitches(page, {});
    await vendor.context().close();
  }
});

test("with Approve new vendors on, a new store is told it waits for an admin, then that it is live", async ({ page, browser, baseURL, signIn }) => {
  test.slow();
  await signIn("admin");
  await setSwitches(page, { approveNewVendors: true });
  const vendor = await newPage(browser, baseURL!);
  try {
    // Signing up is this journey's subject: the store registers through the form.
    const { storeName } = await registerVendor(vendor);
    await expect(vendor.getByText("Your store is waiting for approval.", { exact: false })).toBeVisible();
    await vendor.goto("/vendor/notification");
    await expect(vendor.getByText(/your store is waiting for an admin's approval/i)).toBeVisible();
    await expect(vendor.getByText(/your store is ready/i)).toHaveCount(0);

    await page.goto("/admin/vendors?sort=createdAt&dir=desc&limit=30");
    await page.getByRole("button", { name: `Approve ${storeName}` }).click();
    await expectFlash(page, "Vendor approved");

    await vendor.goto("/vendor/notification");
    await expect(vendor.getByText(/Your store is now live/)).toBeVisible();
    await vendor.goto("/vendor");
    await expect(vendor.getByText("Your store is waiting for approval.", { exact: false })).toHaveCount(0);
  } finally {
    await setSwitches(page, {});
    await vendor.context().close();
  }
});
