import { randomUUID } from "node:crypto";
import { expectFlash } from "./fixtures";
import { expect, test } from "./session";

/** Issue 23, point 13: the ticket form marks what is missing, lands on the new ticket, and tickets are in the menu. */

test("an empty ticket marks both fields; a complete one opens its thread with a flash", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home/profile/ticket");
  const dialog = page.getByRole("dialog", { name: "Open a support ticket" });
  await dialog.getByRole("button", { name: "Submit Ticket" }).click();

  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all fields");
  await expect(dialog.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Subject")).toHaveAccessibleDescription("Enter a subject");
  await expect(dialog.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Message")).toHaveAccessibleDescription("Write your message");

  const subject = `Receipt ${randomUUID().slice(0, 8)}`;
  await dialog.getByLabel("Subject").fill(subject);
  await dialog.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(dialog.getByLabel("Subject")).not.toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Message").fill("Please send my receipt again.");
  await dialog.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page).toHaveURL(/\/home\/tickets\/[A-Za-z0-9_-]+$/);
  await expectFlash(page, "Support ticket submitted successfully!");
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("article")).toContainText("Please send my receipt again.");
});

test("buyers and vendors reach their tickets from the sidebar's Support", async ({ page, signInNewBuyer, signInNewVendor }) => {
  await signInNewBuyer();
  await page.goto("/home");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/home\/tickets$/);
  await expect(page.getByRole("heading", { level: 1, name: "My tickets" })).toBeVisible();

  await page.context().clearCookies();
  await signInNewVendor();
  await page.goto("/vendor");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/\/vendor\/tickets$/);
  await expect(page.getByRole("heading", { level: 1, name: "My tickets" })).toBeVisible();
});
