import { expectFlash, login, logout } from "./fixtures";
import { expect, test } from "./session";

test("profile: name and country are saved", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home/profile");
  await page.getByLabel("Full name").fill("Patricia Profile");
  await page.getByLabel("Country").selectOption("Japan");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectFlash(page, "Profile updated successfully");
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Patricia Profile");
  await expect(page.getByLabel("Country")).toHaveValue("Japan");
  // The sidebar's user card shows the new name whole (issue 23, point 14: no cut at 12 characters).
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText("Patricia Profile", { exact: true })).toBeVisible();
});

test("profile: a blank name is refused next to the field", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home/profile");
  await page.getByLabel("Full name").fill("");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
});

test("password change checks the current password and the new one works", async ({ page, signInNewBuyer }) => {
  const { email, password } = await signInNewBuyer();
  await page.goto("/home/profile");
  await page.getByRole("link", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/home\/profile\/password$/);

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password").fill("second-pass-456");
  await page.getByRole("dialog").getByRole("button", { name: "Change Password" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password").fill("second-pass-456");
  await page.getByRole("dialog").getByRole("button", { name: "Change Password" }).click();
  await expect(page).toHaveURL(/\/home\/profile$/);
  await expectFlash(page, "Password changed successfully");

  await logout(page);
  await login(page, email, "second-pass-456");
  await expect(page).toHaveURL(/\/home$/);
});

test("support ticket: blank fields are refused, a real one is sent", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home/profile");
  await page.getByRole("link", { name: "Open Ticket" }).click();
  await page.getByLabel("Subject").fill("   ");
  await page.getByLabel("Message").fill("   ");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expect(page.getByText("Please fill in all fields").first()).toBeVisible();

  await page.getByLabel("Subject").fill("Invoice needed");
  await page.getByLabel("Message").fill("Could you send an invoice for my last purchase?");
  await page.getByRole("button", { name: "Submit Ticket" }).click();
  await expectFlash(page, "Support ticket submitted successfully!");
});

test("admins have no Open Ticket link", async ({ page, signIn }) => {
  await signIn("admin");
  await page.goto("/admin/profile");
  await expect(page.getByRole("link", { name: "Change Password" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Ticket" })).toHaveCount(0);
});

test("vendor: sale e-mails can be turned off and on again, and the choice is kept", async ({ page, signInNewVendor }) => {
  await signInNewVendor();
  await page.goto("/vendor/profile");
  const saleMails = page.getByLabel("Email me when I make a sale");
  await expect(saleMails).toBeChecked();

  await saleMails.uncheck();
  await page.getByRole("button", { name: "Save email settings" }).click();
  await expectFlash(page, "Email settings saved");
  await page.reload();
  await expect(page.getByLabel("Email me when I make a sale")).not.toBeChecked();
  // The other form on the page was left alone.
  await expect(page.getByLabel("Full name")).toHaveValue("Sam Seller");

  await page.getByLabel("Email me when I make a sale").check();
  await page.getByRole("button", { name: "Save email settings" }).click();
  await expectFlash(page, "Email settings saved");
  await page.reload();
  await expect(page.getByLabel("Email me when I make a sale")).toBeChecked();
});

test("buyers have no sale e-mail setting: receipts always go", async ({ page, signInNewBuyer }) => {
  await signInNewBuyer();
  await page.goto("/home/profile");
  await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
  await expect(page.getByLabel("Email me when I make a sale")).toHaveCount(0);
});
