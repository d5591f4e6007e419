import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { jsEnabled } from "./fixtures";
import { expect, factories, test } from "./session";

/**
 * Issue 27, points 1 and 4: the three axe rules a scan found broken (the top bar's count links,
 * the two search landmarks, the stat cards' definition list) and prefers-reduced-motion
 * (docs/decisions/0334). The chart's labels: vendor-dashboard-layout.spec.ts.
 */

const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

/**
 * Runs axe with only `rules`. Not without JavaScript: axe's scan never returns there (its timers
 * do not run), and these pages' markup is the server's in both modes; those runs check it directly.
 */
async function expectAxeRulesPass(page: Page, rules: string[], projectName: string) {
  if (!jsEnabled(projectName)) return;
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  const found = violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`));
  expect(found).toEqual([]);
}

/** Gives the account unread notifications (beside its welcome); how many it has now. */
async function withUnread(userId: string): Promise<number> {
  await factories();
  const { countUnread, notify } = await import("~/models/notifications.server");
  for (const n of [1, 2, 3]) await notify(userId, { title: `Notice ${n}`, message: "Something happened" });
  return countUnread(userId);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the buyer's catalogue: count links name their counts, the two searches have distinct names", async ({ page, signInNewBuyer }, testInfo) => {
      const { user } = await signInNewBuyer();
      const unread = await withUnread(user.id);
      const { makeVendor, makePrompt } = await factories();
      const { addToCart } = await import("~/models/cart.server");
      await addToCart(user, (await makePrompt((await makeVendor()).vendor)).id);
      await page.goto("/home/prompts");
      await expect(page.getByRole("link", { name: "Notifications" })).toHaveAccessibleName(`Notifications ${unread} unread`);
      await expect(page.getByRole("link", { name: "Cart" })).toHaveAccessibleName("Cart 1 item");
      await expect(page.getByRole("search", { name: "Site search" })).toHaveCount(1);
      await expect(page.getByRole("search", { name: "Search and filter prompts" })).toHaveCount(1);
      await expectAxeRulesPass(page, ["label-content-name-mismatch", "landmark-unique"], testInfo.project.name);
    });

    test("the vendor dashboard: the stat cards are a valid definition list", async ({ page, signInNewVendor }, testInfo) => {
      const { user } = await signInNewVendor();
      await withUnread(user.id);
      await page.goto("/vendor");
      // A definition list's groups hold only terms and definitions.
      await expect(page.locator("dl > div > :not(dt, dd)")).toHaveCount(0);
      await expectAxeRulesPass(page, ["definition-list", "label-content-name-mismatch", "landmark-unique"], testInfo.project.name);
    });
  });
}

/** Seconds, the longest of a computed comma-separated list of durations ("0.15s, 1e-05s"). */
const longest = (durations: string) => Math.max(...durations.split(",").map((each) => parseFloat(each)));

const featureCard = (page: Page) =>
  page.getByRole("region", { name: "Everything you need to work better with AI" }).getByRole("listitem").first();

/** The card's transition and its offset once hovered and settled. */
async function hoverLift(card: Locator) {
  await card.hover();
  await card.page().waitForTimeout(400);
  return card.evaluate((node) => ({ transition: getComputedStyle(node).transitionDuration, translate: getComputedStyle(node).translate }));
}

/** Whether the landing gallery's strip moves within half a second (a pointer over it pauses it). */
async function marqueeMoves(page: Page) {
  await page.locator(".gallery").scrollIntoViewIfNeeded();
  const track = page.locator(".marquee-track");
  await page.mouse.move(0, 0);
  const left = () => track.evaluate((node) => node.getBoundingClientRect().left);
  const before = await left();
  await page.waitForTimeout(500);
  return (await left()) !== before;
}

/** Whether the gallery's clip, brought into view (Chromium starts a muted clip only when seen), plays within a second and a half. */
async function clipPlays(page: Page) {
  const clip = page.locator(".gallery video").first();
  await clip.evaluate((video) => video.scrollIntoView({ block: "center", inline: "center" }));
  await page.waitForTimeout(1500);
  return clip.evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);
}

/** The longest animation on the toast that saving the profile shows, its icon included. */
async function toastAnimation(page: Page) {
  await page.goto("/home/profile");
  await page.getByRole("button", { name: "Save Changes" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Profile updated successfully" }).filter({ visible: true });
  await expect(toast).toBeVisible();
  // The bar around the message carries react-hot-toast's inline animation.
  return toast.evaluate((message) => {
    const bar = message.parentElement!;
    return Math.max(...[bar, ...bar.querySelectorAll("*")].map((node) => parseFloat(getComputedStyle(node).animationDuration)));
  });
}

test.describe("with reduced motion", () => {
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

  test("cards do not lift, the gallery and its clip stay still, toasts appear without animation", async ({ page, signInNewBuyer }, testInfo) => {
    await page.goto("/");
    expect(await marqueeMoves(page)).toBe(false);
    const lift = await hoverLift(featureCard(page));
    expect(longest(lift.transition)).toBeLessThanOrEqual(0.001);
    expect(lift.translate).toBe("none");
    // Without JavaScript nothing can pause a video (decision 0030).
    if (!jsEnabled(testInfo.project.name)) return;
    expect(await clipPlays(page)).toBe(false);
    await signInNewBuyer();
    expect(await toastAnimation(page)).toBeLessThanOrEqual(0.001);
  });
});

test.describe("without reduced motion", () => {
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "no-preference" }));

  test("cards lift, the gallery and its clip move, toasts animate in", async ({ page, signInNewBuyer }, testInfo) => {
    await page.goto("/");
    expect(await marqueeMoves(page)).toBe(true);
    const lift = await hoverLift(featureCard(page));
    expect(longest(lift.transition)).toBeGreaterThan(0.1);
    expect(lift.translate).not.toBe("none");
    if (!jsEnabled(testInfo.project.name)) return;
    expect(await clipPlays(page)).toBe(true);
    await signInNewBuyer();
    expect(await toastAnimation(page)).toBeGreaterThan(0.1);
  });
});
