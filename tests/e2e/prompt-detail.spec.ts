import Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import { DEMO, expectFlash, jsEnabled, logout } from "./fixtures";
import type { Page } from "@playwright/test";
import { expect, test } from "./session";

/**
 * The server's database, read (and, for purchases, written) directly: checkout is not built
 * yet. Point E2E_DATABASE_URL at a dev server's file when running with E2E_BASE_URL.
 */
const DATABASE = process.env.E2E_DATABASE_URL ?? ".e2e-data/app.db";

function withDb<T>(use: (db: Database.Database) => T): T {
  const db = new Database(DATABASE);
  db.pragma("busy_timeout = 5000");
  try {
    return use(db);
  } finally {
    db.close();
  }
}

type DemoPrompt = { id: string; title: string; content: string; priceCents: number };

/** vendor@demo.test's oldest listed prompt: other suites change the newest ones. */
function demoPrompt(): DemoPrompt {
  return withDb((db) =>
    db
      .prepare(
        `select p.id, p.title, p.content, p.price_cents as priceCents from prompts p
         join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id
         where u.email = ? and p.status = 'active' and p.moderation = 'approved' order by p.seq limit 1`,
      )
      .get(DEMO.vendor) as DemoPrompt,
  );
}

const newId = () => randomBytes(16).toString("base64url");

/**
 * A copy of a demo prompt that only `email` owns, as checkout would leave it
 * (payment → order → purchase). It is archived, so no listing or other suite ever sees it.
 */
function ownedPromptFor(email: string, source: DemoPrompt): DemoPrompt {
  const id = newId();
  const title = `Owned copy ${id.slice(0, 6)}`;
  withDb((db) =>
    db.transaction(() => {
      const now = Date.now();
      const buyerId = (db.prepare("select id from users where email = ?").get(email) as { id: string }).id;
      db.prepare(
        `insert into prompts (id, vendor_id, category_id, title, description, short_description, content,
           featured_image, price_cents, status, moderation, tags, created_at, updated_at)
         select ?, vendor_id, category_id, ?, description, short_description, content, featured_image,
           price_cents, 'archived', 'approved', tags, ?, ? from prompts where id = ?`,
      ).run(id, title, now, now, source.id);
      const reference = `e2e-${newId()}`;
      db.prepare(
        "insert into payments (reference, buyer_id, provider, amount_cents, status, created_at, settled_at) values (?, ?, 'local', ?, 'completed', ?, ?)",
      ).run(reference, buyerId, source.priceCents, now, now);
      const orderId = newId();
      db.prepare(
        `insert into orders (id, payment_reference, buyer_id, prompt_id, vendor_id, amount_cents, payment_status, created_at, completed_at)
         select ?, ?, ?, id, vendor_id, price_cents, 'completed', ?, ? from prompts where id = ?`,
      ).run(orderId, reference, buyerId, now, now, id);
      db.prepare("insert into purchases (user_id, prompt_id, order_id, created_at) values (?, ?, ?, ?)").run(buyerId, id, orderId, now);
      // Immediate: a read that turns into a write fails at once ("database is locked") when the
      // server wrote in between, whatever the busy timeout; taking the write lock first waits.
    }).immediate(),
  );
  return { ...source, id, title };
}

const lastLine = (content: string) => content.trim().split("\n").at(-1)!;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("a buyer who has not bought a prompt sees its details and a teaser, not the content", async ({ page, signIn }) => {
  const prompt = demoPrompt();
  await signIn("buyer");
  const response = await page.goto(`/home/prompt/${prompt.id}`);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("heading", { level: 1, name: prompt.title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${prompt.title}: `));
  await expect(page.getByLabel("Price").getByText(usd(prompt.priceCents))).toBeVisible();
  await expect(page.getByLabel("Preview of the prompt")).toContainText(prompt.content.split("\n")[0]!.slice(0, 40));
  await expect(page.getByText("Buy this prompt to see the full content")).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain(lastLine(prompt.content));
  expect(html).not.toContain(DEMO.vendor);

  await expect(page.getByRole("heading", { name: "Ratings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Vera's Prompt Studio" })).toBeVisible();
  await expect(page.getByText("Only buyers of this prompt can review it.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit Review" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: `Artwork for ${prompt.title}` })).toBeVisible();
});

test("an unknown prompt id says 'Prompt not found.' with status 404", async ({ page, signIn }) => {
  await signIn("buyer");
  const response = await page.goto("/home/prompt/no-such-prompt-id");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Prompt not found." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
});

test("the vendor sees the full content and status of its own prompt", async ({ page, signIn }, testInfo) => {
  const prompt = demoPrompt();
  await signIn("vendor");
  await page.goto(`/vendor/prompt/${prompt.id}`);
  await expect(page.getByRole("heading", { level: 1, name: prompt.title })).toBeVisible();
  await expect(page.getByText(lastLine(prompt.content), { exact: false })).toBeVisible();
  await expect(page.getByText("Listed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy", exact: true })).toHaveCount(jsEnabled(testInfo.project.name) ? 1 : 0);
  // Its public address, to share.
  await expect(page.getByLabel("Public link to this prompt")).toHaveValue(new RegExp(`^https?://[^/]+/prompts/${prompt.id}$`));
});

test("an admin sees the content too; another vendor gets the teaser", async ({ page, signIn }) => {
  const prompt = demoPrompt();
  await signIn("admin");
  await page.goto(`/admin/prompt/${prompt.id}`);
  await expect(page.getByText(lastLine(prompt.content), { exact: false })).toBeVisible();
  await logout(page);

  await signIn("vendor2");
  await page.goto(`/vendor/prompt/${prompt.id}`);
  await expect(page.getByRole("heading", { level: 1, name: prompt.title })).toBeVisible();
  expect(await page.content()).not.toContain(lastLine(prompt.content));
});

test("a buyer who bought a prompt reviews it and edits the review", async ({ page, signInNewBuyer }) => {
  const { email } = await signInNewBuyer("Rita Reviewer");
  const prompt = ownedPromptFor(email, demoPrompt());
  await page.goto(`/home/prompt/${prompt.id}`);
  await expect(page.getByText("You own this prompt.")).toBeVisible();
  await expect(page.getByText(lastLine(prompt.content), { exact: false })).toBeVisible();
  await expect(page.getByText("No reviews yet.")).toBeVisible();

  await page.getByLabel("Review", { exact: true }).fill("Saved me an afternoon of drafting.");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expect(page.getByRole("group", { name: "Rating" })).toHaveAccessibleDescription("Choose a rating from 1 to 5");

  await rate(page, "4 stars");
  await page.getByRole("button", { name: "Submit Review" }).click();
  await expectFlash(page, "Review saved");
  await expect(page.getByText("4.0 out of 5 from 1 review")).toBeVisible();
  const review = page.getByRole("listitem").filter({ hasText: "Saved me an afternoon of drafting." });
  await expect(review.getByText("Rita R.")).toBeVisible();
  await expect(review.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();

  await expect(page.getByLabel("Review", { exact: true })).toHaveValue("Saved me an afternoon of drafting.");
  await expect(page.getByLabel("4 stars")).toBeChecked();
  await rate(page, "2 stars");
  await page.getByLabel("Review", { exact: true }).fill("Good, but needed more editing than I hoped.");
  await expect(page.getByLabel("Review", { exact: true })).toHaveValue("Good, but needed more editing than I hoped.");
  await expect(page.getByLabel("2 stars")).toBeChecked();
  await page.getByRole("button", { name: "Update Review" }).click();
  await expectFlash(page, "Review saved");
  await expect(page.getByText("2.0 out of 5 from 1 review")).toBeVisible();
  // In the list of reviews (the form's textarea may keep the old text as its default).
  await expect(page.getByRole("listitem").filter({ hasText: "Saved me an afternoon of drafting." })).toHaveCount(0);
});

/** Clicks a star the way a visitor does: its label (the radio inside is visually hidden). */
async function rate(page: Page, stars: string) {
  await page.locator("label").filter({ has: page.getByLabel(stars) }).click();
  await expect(page.getByLabel(stars)).toBeChecked();
}
