import { expect, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

export const DEMO_PASSWORD = "promptory-demo";
export const DEMO = {
  admin: "admin@demo.test",
  vendor: "vendor@demo.test",
  vendor2: "vendor2@demo.test",
  buyer: "buyer@demo.test",
} as const;

/** A 4x4 violet PNG, enough for an upload that is checked by content. */
export const PNG_4x4 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGOosXoLRwzEcQCiIhoxc/GUzgAAAABJRU5ErkJggg==",
  "base64",
);

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;
}

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

export async function logout(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Whether this test runs with JavaScript ("js", "settings-js") or without ("no-js", "settings-no-js"). */
export function jsEnabled(projectName: string): boolean {
  return !projectName.endsWith("no-js");
}

/**
 * Waits until React has hydrated this element: its handlers work only then. The page hydrates
 * after its first paint (decision 0114) and an island once its chunk is in (decision 0331), both
 * possibly after `goto` returns; a key pressed earlier reaches no handler, as it would without
 * JavaScript. React's own keys on the element are the sign.
 */
export async function hydrated(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$")))).toBe(true);
}

/** The flash message, as a toast (JavaScript) or inline (no JavaScript). */
export async function expectFlash(page: Page, message: string) {
  await expect(page.getByText(message, { exact: true }).filter({ visible: true }).first()).toBeVisible();
}
