import type { Page } from "@playwright/test";
import { type DEMO, jsEnabled } from "./fixtures";
import { expect, test } from "./session";

/**
 * Issue 14: a page's thrown 404 or 403 renders inside its layout's shell (sidebar and top bar,
 * or the public header), as a document load and, with JavaScript, after a client-side navigation.
 */
async function expectDashboardShell(page: Page) {
  await expect(page.locator("aside[aria-label=Sidebar]").getByRole("navigation", { name: "Dashboard" })).toBeAttached();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}

async function expectPublicShell(page: Page) {
  await expect(page.getByRole("navigation", { name: "Main" }).first()).toBeAttached();
  await expect(page.locator("aside[aria-label=Sidebar]")).toHaveCount(0);
}

/** With JavaScript, the same path again through the client router (a `.data` request, no reload). */
async function clientNavigate(page: Page, path: string) {
  // The page hydrates after its first paint (decision 0114): the router is there only then.
  await page.waitForFunction(() => "__remixRouter" in window);
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to), path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.?]/g, "\\$&")}$`));
}

const AREA_404: { who: keyof typeof DEMO; start: string; path: string; heading: string }[] = [
  { who: "buyer", start: "/home", path: "/home/prompt/no-such-prompt", heading: "Prompt not found." },
  { who: "buyer", start: "/home", path: "/home/tickets/no-such-ticket", heading: "Ticket not found." },
  { who: "buyer", start: "/store/cart", path: "/store/no-such-store", heading: "Store not found." },
  { who: "vendor", start: "/vendor", path: "/vendor/prompt/no-such-prompt", heading: "Prompt not found." },
  { who: "admin", start: "/admin", path: "/admin/tickets/no-such-ticket", heading: "Ticket not found." },
  { who: "admin", start: "/admin", path: "/admin/prompt/no-such-prompt", heading: "Prompt not found." },
];

for (const { who, start, path, heading } of AREA_404) {
  test(`${who}: ${path} is a 404 inside the dashboard shell`, async ({ page, signIn }, testInfo) => {
    await signIn(who);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText("It may have been removed, or the link is wrong.")).toBeVisible();
    await expectDashboardShell(page);
    if (!jsEnabled(testInfo.project.name)) return;

    await page.goto(start);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toHaveCount(0);
    await clientNavigate(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectDashboardShell(page);
  });
}

test("signed out: an unknown store and an unknown prompt are 404s inside the public site's frame", async ({ page }, testInfo) => {
  for (const [path, heading] of <[string, string][]>[
    ["/store/no-such-store", "Store not found."],
    ["/prompts/no-such-prompt", "Prompt not found."],
  ]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectPublicShell(page);
    await expect(page.getByRole("link", { name: "← Browse prompts" })).toHaveAttribute("href", "/prompts");
  }
  if (!jsEnabled(testInfo.project.name)) return;
  // The visitor's public pages have no client router (decision 0329); the sign-in page has it.
  await page.goto("/login");
  await clientNavigate(page, "/prompts/no-such-prompt");
  await expect(page.getByRole("heading", { level: 1, name: "Prompt not found." })).toBeVisible();
  await expectPublicShell(page);
});

test("vendor: another vendor's prompt is a 403 in its dialog, with the vendor's shell and grid behind it", async ({ page, signIn }, testInfo) => {
  await page.goto("/prompts?q=socratic");
  const publicHref = await page.getByRole("link", { name: "Socratic Tutor" }).first().getAttribute("href");
  const id = publicHref!.split("/").pop();
  await signIn("vendor");
  for (const [action, title] of [
    ["edit", "Edit prompt"],
    ["delete", "Delete prompt"],
  ]) {
    const response = await page.goto(`/vendor/prompts/${id}/${action}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("dialog", { name: title }).getByRole("alert")).toHaveText("You can only change your own prompts.");
    await expectDashboardShell(page);
    await expect(page.getByRole("heading", { level: 1, name: "Prompts", exact: true })).toBeVisible();
  }
  if (!jsEnabled(testInfo.project.name)) return;
  await page.goto("/vendor/prompts");
  await clientNavigate(page, `/vendor/prompts/${id}/edit`);
  await expect(page.getByRole("dialog", { name: "Edit prompt" }).getByRole("alert")).toHaveText("You can only change your own prompts.");
  await expectDashboardShell(page);
});
