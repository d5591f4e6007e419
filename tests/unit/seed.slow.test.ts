import fs from "node:fs";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { cartItems, categories, promptExamples, prompts, purchases, users, vendors } from "~/db/tables.server";
import { getSettings } from "~/models/settings.server";
import { getUserByEmail, getVendorByUserId, verifyLogin } from "~/models/users.server";
import { generatedPromptId, seedGeneratedPrompts } from "~/seed/bulk.server";
import { seedDemo, type DemoSeedResult } from "~/seed/demo.server";
import { generatedPrompt } from "~/seed/generated";
import { uploadPath, uploadsDir } from "~/models/uploads.server";

const countRows = async (table: typeof users | typeof vendors | typeof categories | typeof prompts | typeof promptExamples) =>
  (await firstRow(db.select({ n: count() }).from(table).limit(1)))?.n ?? 0;

/** Matches in the full-text index (title, description, tags) for an exact phrase. */
const ftsMatches = (phrase: string) =>
  db.$client.prepare("select count(*) from prompts_fts where prompts_fts match ?").pluck().get(`"${phrase}"`) as number;

let firstRun: DemoSeedResult;

beforeAll(async () => {
  firstRun = await seedDemo();
}, 120_000);

describe("demo seed", () => {
  it("creates the four contract accounts, who sign in with promptory-demo", async () => {
    expect(firstRun.usersCreated).toBe(4);
    const expected = [
      ["admin@demo.test", "admin", "Ada Admin"],
      ["vendor@demo.test", "vendor", "Vera Vendor"],
      ["vendor2@demo.test", "vendor", "Victor Vendor"],
      ["buyer@demo.test", "buyer", "Ben Buyer"],
    ] as const;
    for (const [email, role, name] of expected) {
      await expect(verifyLogin(email, "promptory-demo")).resolves.toMatchObject({ email, role, name });
    }
  });

  it("makes every account verified: the demo's and its generated buyers (CONTRACT 19)", async () => {
    expect(await db.select({ email: users.email }).from(users).where(isNull(users.emailVerifiedAt))).toEqual([]);
  });

  it("opens two approved stores with covers; Vera's has bank payout details", async () => {
    const vera = (await getVendorByUserId((await getUserByEmail("vendor@demo.test"))!.id))!;
    const victor = (await getVendorByUserId((await getUserByEmail("vendor2@demo.test"))!.id))!;
    expect(vera).toMatchObject({ storeName: "Vera's Prompt Studio", isApproved: true, payoutMethod: "bank" });
    expect(vera.payoutBankName && vera.payoutAccountNumber && vera.payoutAccountName).toBeTruthy();
    expect(victor).toMatchObject({ storeName: "Victor's Visions", isApproved: true });
    for (const store of [vera, victor]) expect(fs.existsSync(uploadPath(store.coverImage!)!)).toBe(true);
  });

  it("leaves the buyer with an empty cart and no purchases", async () => {
    const buyer = (await getUserByEmail("buyer@demo.test"))!;
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toEqual([]);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toEqual([]);
  });

  it("stores the default settings", async () => {
    expect(await getSettings()).toMatchObject({
      platformFeePercentage: 20,
      minimumWithdrawalAmount: 10,
      maximumWithdrawalAmount: 5000,
    });
  });

  it("lists at least 24 active prompts over both stores and at least 6 categories", async () => {
    const active = await db
      .select()
      .from(prompts)
      .where(and(eq(prompts.status, "active"), eq(prompts.moderation, "approved")));
    expect(active.length).toBeGreaterThanOrEqual(24);
    expect(await countRows(categories)).toBeGreaterThanOrEqual(6);
    expect(new Set(active.map((p) => p.vendorId)).size).toBe(2);
    expect(new Set(active.map((p) => p.categoryId)).size).toBe(await countRows(categories));
    for (const prompt of active) {
      expect(prompt.tags.length).toBeGreaterThanOrEqual(2);
      expect(prompt.tags.length).toBeLessThanOrEqual(5);
      expect(prompt.priceCents).toBeGreaterThanOrEqual(299);
      expect(prompt.priceCents).toBeLessThanOrEqual(4999);
      expect(prompt.content.split("\n\n").length).toBeGreaterThan(2);
    }
  });

  it("gives every prompt its own WebP image on disk", async () => {
    const keys = (await db.select({ image: prompts.featuredImage }).from(prompts)).map((row) => row.image!);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) {
      const meta = await sharp(uploadPath(key)!).metadata();
      expect(meta).toMatchObject({ format: "webp", width: 1200, height: 750 });
    }
  });

  it("gives a few demo prompts example outputs: generated images and texts", async () => {
    const rows = await db
      .select({ title: prompts.title, kind: promptExamples.kind, image: promptExamples.image })
      .from(promptExamples)
      .innerJoin(prompts, eq(prompts.id, promptExamples.promptId))
      .orderBy(prompts.title, promptExamples.position);
    expect(rows.filter((row) => row.title === "Dreamy Watercolor Landscapes").map((row) => row.kind)).toEqual(["image", "image"]);
    expect(rows.some((row) => row.kind === "text")).toBe(true);
    for (const { image } of rows) if (image) expect((await sharp(uploadPath(image)!).metadata()).format).toBe("webp");
  });

  it("creates nothing on a second run", async () => {
    const before = await Promise.all([users, vendors, categories, prompts, promptExamples].map(countRows));
    const files = fs.readdirSync(uploadsDir()).length;
    await expect(seedDemo()).resolves.toMatchObject({
      usersCreated: 0,
      storesCreated: 0,
      categoriesCreated: 0,
      promptsCreated: 0,
      buyersCreated: 0,
    });
    expect(await Promise.all([users, vendors, categories, prompts, promptExamples].map(countRows))).toEqual(before);
    expect(fs.readdirSync(uploadsDir()).length).toBe(files);
  });
});

describe("generated prompts (--prompts N)", () => {
  // Every generated description says this; no demo prompt does.
  const GENERATED_PHRASE = "works with any modern AI assistant";

  it("adds exactly N prompts, kept in the full-text index", async () => {
    const before = await countRows(prompts);
    expect(await seedGeneratedPrompts(2000)).toEqual({ requested: 2000, inserted: 2000, skipped: 0 });
    expect(await countRows(prompts)).toBe(before + 2000);
    expect(ftsMatches(GENERATED_PHRASE)).toBe(2000);
    const sample = (await firstRow(db.select().from(prompts).where(eq(prompts.id, generatedPromptId(1234))).limit(1)))!;
    expect(sample.title).toBe(generatedPrompt(1234).title);
    expect(sample.variables).toEqual(["CONTEXT", "WHO IT IS FOR", "TONE", "LENGTH"]);
    const hits = db.$client
      .prepare("select rowid from prompts_fts where prompts_fts match ?")
      .pluck()
      .all(`"${sample.title}"`);
    expect(hits).toContain(sample.seq);
    expect(() =>
      db.$client.exec("insert into prompts_fts(prompts_fts, rank) values ('integrity-check', 1)"),
    ).not.toThrow();
  });

  it("stores every demo prompt's template variables", async () => {
    const blog = (await firstRow(db.select().from(prompts).where(eq(prompts.title, "Long-Form Blog Post Architect")).limit(1)))!;
    expect(blog.variables).toEqual(["TOPIC", "READER", "GOAL", "TONE"]);
    expect(db.$client.prepare("select count(*) from prompts where variables is null").pluck().get()).toBe(0);
  });

  it("spreads them over both stores and every category, with the demo images", async () => {
    const ids = Array.from({ length: 2000 }, (_, i) => generatedPromptId(i + 1));
    const rows = await db.select().from(prompts).where(inArray(prompts.id, ids));
    expect(rows).toHaveLength(2000);
    expect(new Set(rows.map((row) => row.vendorId)).size).toBe(2);
    expect(new Set(rows.map((row) => row.categoryId)).size).toBe(await countRows(categories));
    expect(rows.every((row) => row.featuredImage && fs.existsSync(uploadPath(row.featuredImage)!))).toBe(true);
  });

  it("adds nothing when run again, and only the missing numbers for a larger N", async () => {
    expect(await seedGeneratedPrompts(2000)).toEqual({ requested: 2000, inserted: 0, skipped: 2000 });
    expect(await seedGeneratedPrompts(2500)).toEqual({ requested: 2500, inserted: 500, skipped: 2000 });
    expect(ftsMatches(GENERATED_PHRASE)).toBe(2500);
  });
});
