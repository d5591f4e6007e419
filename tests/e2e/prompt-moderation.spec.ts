import type { Browser, Locator, Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { expectFlash } from "./fixtures";
import { expect, factories, signInContext, test } from "./session";

/** Issue 23, point 9: one control per prompt state, a reason for a rejection or a ban that reaches the vendor, words not values. */

/** A fresh store's prompt waiting for review, as if "Review new prompts" were on (a switch every other journey would see). */
async function pendingPrompt(title: string) {
  const { makeVendor, pricedPrompt } = await factories();
  const { db } = await import("~/db/client.server");
  const { prompts } = await import("~/db/tables.server");
  const { eq } = await import("drizzle-orm");
  const { user, vendor } = await makeVendor({ name: "Sam Seller" });
  const prompt = await pricedPrompt(vendor, 9, title);
  await db.update(prompts).set({ moderation: "pending" }).where(eq(prompts.id, prompt.id));
  return user;
}

async function vendorPage(browser: Browser, baseURL: string, user: Parameters<typeof signInContext>[2]): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, baseURL, user);
  return context.newPage();
}

const card = (page: Page, title: string): Locator =>
  page.getByRole("article").filter({ has: page.getByRole("link", { name: title, exact: true }) });

test("a pending prompt is rejected with a reason, then banned with one: one control at a time, and the vendor reads both reasons", async ({ page, browser, baseURL, signIn }) => {
  test.slow(); // two roles
  const word = randomUUID().slice(0, 8);
  const title = `Moderation Probe ${word}`;
  const rejection = "The description promises more than the content does";
  const ban = "It copies another store's prompt";
  const vendor = await vendorPage(browser, baseURL!, await pendingPrompt(title));
  await signIn("admin");
  await page.goto(`/admin/prompts?q=${word}`);
  const prompt = card(page, title);

  await test.step("waiting for review: Approve or Reject with a required reason, no status select", async () => {
    await expect(prompt.getByRole("button", { name: "Approve" })).toBeVisible();
    await expect(prompt.getByRole("button", { name: "Update status" })).toHaveCount(0);
    await expect(prompt.getByLabel("Status")).toHaveCount(0);
    const reason = prompt.getByLabel("Reason", { exact: true });
    await expect(reason).toHaveAttribute("required", "");
    await reason.fill(rejection);
    await prompt.getByRole("button", { name: "Reject" }).click();
    await expectFlash(page, "Prompt rejected");
  });

  await test.step("then the status select, which picks nothing and offers only changes", async () => {
    const select = prompt.getByLabel("Status");
    await expect(select).toHaveValue("");
    await expect(select.locator("option")).toHaveText(["Choose an action", "Deactivate", "Ban"]);
    await expect(prompt.getByRole("button", { name: "Approve" })).toHaveCount(0);
  });

  await test.step("a ban asks for a reason, then is made with it", async () => {
    await prompt.getByLabel("Status").selectOption({ label: "Ban" });
    await prompt.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText("Give a reason for the ban").filter({ visible: true }).first()).toBeVisible();
    await expect(prompt.getByText("Banned", { exact: true })).toHaveCount(0);

    await prompt.getByLabel("Status").selectOption({ label: "Ban" });
    await prompt.getByLabel("Reason (required to ban)").fill(ban);
    await prompt.getByRole("button", { name: "Update status" }).click();
    await expectFlash(page, "Prompt banned successfully");
    await expect(prompt.getByText("Banned", { exact: true })).toBeVisible();
    await expect(prompt.getByLabel("Status")).toHaveValue("");
    await expect(prompt.getByLabel("Status").locator("option")).toHaveText(["Choose an action", "Activate", "Deactivate"]);
  });

  await test.step("the vendor reads both reasons", async () => {
    await vendor.goto("/vendor/notification");
    await expect(vendor.getByText(`"${title}" was not approved: ${rejection}. Edit it to submit it again.`)).toBeVisible();
    await expect(vendor.getByText(`An admin banned "${title}": ${ban}.`)).toBeVisible();
  });
  await vendor.context().close();
});

test("the admin's status filter names statuses in words", async ({ page, signIn }) => {
  await signIn("admin");
  await page.goto("/admin/prompts");
  const toolbar = page.getByRole("search");
  await toolbar.getByText(/^Filters/).click();
  await expect(toolbar.getByLabel("Status").locator("option")).toHaveText(["All", "Active", "Inactive", "Banned", "Draft", "Archived", "Pending review"]);
});
