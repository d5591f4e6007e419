import { randomBytes } from "node:crypto";
import { DEMO, expectFlash, jsEnabled, logout } from "./fixtures";
import type { Page } from "@playwright/test";
import { expect, factories, test } from "./session";

type DemoPrompt = { id: string; title: string; content: string; priceCents: number };

/** The e2e server's data layer (SQLite or PostgreSQL), read and, for purchases, written directly. */
async function dataLayer() {
  await factories(); // first: the data layer reads DATABASE_URL when it is imported
  const [{ db, transaction, firstRow }, tables, orm] = await Promise.all([import("~/db/client.server"), import("~/db/tables.server"), import("drizzle-orm")]);
  return { db, transaction, firstRow, ...tables, ...orm };
}

/** vendor@demo.test's oldest listed prompt: other suites change the newest ones. */
async function demoPrompt(): Promise<DemoPrompt> {
  const { db, firstRow, prompts, vendors, users, and, asc, eq } = await dataLayer();
  return (await firstRow(
    db
      .select({ id: prompts.id, title: prompts.title, content: prompts.content, priceCents: prompts.priceCents })
      .from(prompts)
      .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
      .innerJoin(users, eq(users.id, vendors.userId))
      .where(and(eq(users.email, DEMO.vendor), eq(prompts.status, "active"), eq(prompts.moderation, "approved")))
      .orderBy(asc(prompts.seq))
      .limit(1),
  ))!;
}

const newId = () => randomBytes(16).toString("base64url");

/**
 * A copy of a demo prompt that only `email` owns, as checkout would leave it
 * (payment → order → purchase). It is archived, so no listing or other suite ever sees it.
 */
async function ownedPromptFor(email: string, source: DemoPrompt): Promise<DemoPrompt> {
  const { transaction, firstRow, prompts, payments, orders, purchases, users, eq } = await dataLayer();
  const id = newId();
  const title = `Owned copy ${id.slice(0, 6)}`;
  await transaction(async (tx) => {
    const now = new Date();
    const buyerId = (await firstRow(tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)))!.id;
    const original = (await firstRow(tx.select().from(prompts).where(eq(prompts.id, source.id)).limit(1)))!;
    const { vendorId, categoryId, description, shortDescription, content, featuredImage, priceCents, tags } = original;
    const copied = { vendorId, categoryId, description, shortDescription, content, featuredImage, priceCents, tags };
    await tx.insert(prompts).values({ ...copied, id, title, status: "archived", moderation: "approved", createdAt: now, updatedAt: now });
    const reference = `e2e-${newId()}`;
    await tx.insert(payments).values({ reference, buyerId, provider: "local", amountCents: source.priceCents, status: "completed", createdAt: now, settledAt: now });
    const orderId = newId();
    await tx.insert(orders).values({ id: orderId, paymentReference: reference, buyerId, promptId: id, vendorId: original.vendorId, amountCents: original.priceCents, paymentStatus: "completed", createdAt: now, completedAt: now });
    await tx.insert(purchases).values({ userId: buyerId, promptId: id, orderId, createdAt: now });
  });
  return { ...source, id, title };
}

const lastLine = (content: string) => content.trim().split("\n").at(-1)!;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test("a buyer who has not bought a prompt sees its details and a teaser, not the content", async ({ page, signIn }) => {
  const prompt = await demoPrompt();
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
  const prompt = await demoPrompt();
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
  const prompt = await demoPrompt();
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
  const prompt = await ownedPromptFor(email, await demoPrompt());
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
