import { expectFlash } from "./fixtures";
import { expect, test } from "./session";

test("the welcome notification can be read and deleted", async ({ page, signInNewBuyer }) => {
  // A new account's welcome notice (the data layer's sign-up, as the /register form's).
  await signInNewBuyer("Nora Notify");
  await page.goto("/home");

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
