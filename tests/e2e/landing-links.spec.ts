import { expect, test } from "./session";

/** Issue 23, point 10: the landing page's two calls to action open the sign-up form they promise. */
test.use({ viewport: { width: 390, height: 844 } });

test("Get started opens the sign-up form as a buyer; Start selling prompts opens it as a vendor", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Get started", exact: true }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel("Buyer")).toBeChecked();

  await page.goto("/");
  await page.getByRole("link", { name: "Start selling prompts" }).click();
  await expect(page).toHaveURL(/\/register\?role=vendor$/);
  await expect(page.getByLabel("Vendor")).toBeChecked();
  await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
});

test("Top creators shows the best-selling demo stores, each a link to its store page", async ({ page }) => {
  await page.goto("/");
  const creators = page.getByRole("list", { name: "Top creators" });
  const veraLink = page.getByRole("link", { name: "Vera's Prompt Studio", exact: true });
  const vera = creators.getByRole("listitem").filter({ has: veraLink });
  await expect(vera.getByRole("link")).toHaveAttribute("href", /^\/store\/[A-Za-z0-9_-]+$/);
  await expect(vera).toContainText(/\d+ prompts?/);
  await expect(creators.getByRole("img", { name: "Cover of Vera's Prompt Studio" })).toBeVisible();

  await vera.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Vera's Prompt Studio" })).toBeVisible();
});

test("the Collections and Teams cards explain the feature: a visitor signs in from there, a buyer goes straight in (issue 25 point 5, issue 41 point 8)", async ({ page, signIn }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Personalised collections" }).click();
  await expect(page).toHaveURL(/\/features\/collections$/);
  await page.getByRole("link", { name: "Sign in to start a collection" }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fhome%2Fcollections$/);

  await signIn("buyer");
  await page.goto("/");
  await page.getByRole("link", { name: "Team collaboration spaces" }).click();
  await expect(page).toHaveURL(/\/features\/teams$/);
  await page.getByRole("link", { name: "Open your teams" }).click();
  await expect(page).toHaveURL(/\/home\/teams$/);
  await expect(page.getByLabel("Team name")).toBeVisible();
});
