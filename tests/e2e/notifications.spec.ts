import { expect, test } from "@playwright/test";
import { expectFlash, uniqueEmail } from "./fixtures";

test("the welcome notification can be read and deleted", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Nora Notify");
  await page.getByLabel("Email").fill(uniqueEmail("notify"));
  await page.getByLabel("Password", { exact: true }).fill("notify-pass-1");
  await page.getByLabel("Country").selectOption("France");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/home\/notification$/);
  await expect(page.getByText("Welcome to Promptory", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Unread" })).toHaveCount(1);

  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expectFlash(page, "All notifications marked as read");
  await expect(page.getByRole("img", { name: "Unread" })).toHaveCount(0);

  await page.getByRole("button", { name: /Delete notification/ }).click();
  await expectFlash(page, "Notification deleted");
  await expect(page.getByText("No notifications yet.")).toBeVisible();
});
