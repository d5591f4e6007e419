import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, login, logout, PNG_4x4, uniqueEmail } from "./fixtures";

test("a buyer registers from step 1 and lands on /home", async ({ page }) => {
  const email = uniqueEmail("buyer");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Bea Buyer");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-1");
  await page.getByLabel("Country").selectOption("Kenya");
  await page.getByLabel("Buyer").check();
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: "Welcome, Bea Buyer" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Notifications" })).toContainText("1");
});

test("registration errors are shown next to the fields", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Register" }).click();

  // Each error is next to its field (and listed in the error summary above the form).
  await expect(page.getByLabel("Full name")).toHaveAccessibleDescription("Full name is required");
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password must be at least 8 characters");
  await expect(page.getByLabel("Country")).toHaveAccessibleDescription("Choose a country from the list");
  await expect(page).toHaveURL(/\/register$/);
});

test("a vendor registers in two steps with a cover image", async ({ page }) => {
  const email = uniqueEmail("vendor");
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Vic Seller");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-2");
  await page.getByLabel("Country").selectOption("Brazil");
  await page.getByLabel("Vendor").check();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page.getByLabel("Store name")).toBeVisible();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Full name")).toHaveValue("Vic Seller");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("Store name").fill("Vic's Vault");
  await page.getByLabel("Cover image").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: PNG_4x4 });
  await page.getByLabel("Bio").fill("Prompts for product managers who ship.");
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/vendor$/);
  await expect(page.getByRole("heading", { name: "Vic's Vault" })).toBeVisible();
});

test("a vendor cover that is not an image is refused", async ({ page }) => {
  await page.goto("/register");
  await page.getByLabel("Full name").fill("Nia Noimage");
  await page.getByLabel("Email").fill(uniqueEmail("vendor"));
  await page.getByLabel("Password", { exact: true }).fill("correct-horse-3");
  await page.getByLabel("Country").selectOption("Ghana");
  await page.getByLabel("Vendor").check();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Store name").fill("Nia's Notes");
  await page.getByLabel("Cover image").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not a png"),
  });
  await page.getByLabel("Bio").fill("Short prompts for busy people.");
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page.getByLabel("Cover image")).toHaveAccessibleDescription(/Image must be a PNG, JPG or JPEG file/);
  await expect(page.getByLabel("Store name")).toHaveValue("Nia's Notes");
});

test("login, a signed-in visit to /login, and logout", async ({ page }) => {
  await login(page, DEMO.buyer);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/home$/);
  await page.goto("/register");
  await expect(page).toHaveURL(/\/home$/);
  await logout(page);
  await page.goto("/home");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome/);
});

test("a wrong password is refused without saying which part was wrong", async ({ page }) => {
  const email = uniqueEmail("nobody");
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(page.getByLabel("Email")).toHaveValue(email);
});

test("after login the user returns to the page they asked for", async ({ page }) => {
  await page.goto("/vendor/profile");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel("Email").fill(DEMO.vendor);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/vendor\/profile$/);
});

test("the login form checks its fields in the browser and shows the server's errors on them", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("required", "");

  // What the browser lets through is checked again by the server, with the same schema.
  await page.locator("form#login").evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Enter a valid email address");
  await expect(page.getByLabel("Email")).toHaveValue("not-an-email");
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/login$/);
});
