import { expectFlash, type DEMO } from "./fixtures";
import { expect, test } from "./session";

for (const area of ["/home", "/vendor", "/admin", "/home/profile", "/vendor/notification", "/admin/tickets"]) {
  test(`not signed in: ${area} sends to /login`, async ({ page }) => {
    await page.goto(area);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(area)}$`));
  });
}

const WRONG_ROLE: [keyof typeof DEMO, string, string][] = [
  ["buyer", "/vendor", "/home"],
  ["buyer", "/admin", "/home"],
  ["vendor", "/home", "/vendor"],
  ["vendor", "/admin", "/vendor"],
  ["admin", "/home", "/admin"],
  ["admin", "/vendor/profile", "/admin"],
];

for (const [who, target, expected] of WRONG_ROLE) {
  test(`${who} visiting ${target} is sent to ${expected}`, async ({ page, signIn }) => {
    await signIn(who);
    await page.goto(target);
    await expect(page).toHaveURL(new RegExp(`${expected}$`));
    // Told why, not sent away without a word (issue 23, point 14).
    const area = target.startsWith("/admin") ? "admin" : target.startsWith("/vendor") ? "vendor" : "buyer";
    await expectFlash(page, `Only ${area}s can open that page.`);
  });
}

test("unknown paths answer 404 Not Found", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Not Found" })).toBeVisible();
});
