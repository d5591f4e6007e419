import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { prompts, users, vendors } from "~/db/tables.server";
import { searchWords } from "~/db/full-text.server";
import { teaser } from "~/models/prompt-access.server";
import { listAllPrompts, listVendorPrompts, searchMarketplace } from "~/models/catalogue.server";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import type { Vendor } from "~/models/users.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import type { PromptInput } from "~/schemas/prompt";
import { makeCategory, makePrompt, makeVendor } from "../factories";

const query = (search = "") => parseCatalogueQuery(new URLSearchParams(search));
const titles = (result: { items: { title: string }[] }) => result.items.map((item) => item.title);

let vendor: Vendor;
let other: Vendor;
let writing: string;
let coding: string;
const made: Record<string, Prompt> = {};

async function catalogued(owner: Vendor, title: string, fields: Partial<PromptInput> = {}): Promise<Prompt> {
  made[title] = await makePrompt(owner, writing, {
    title,
    description: `A prompt about ${title.toLowerCase()} that explains what it does in detail.`,
    priceUsd: 10,
    content: "You are an expert. Do the thing step by step and explain each step.",
    tags: [],
    ...fields,
  });
  return made[title]!;
}

beforeAll(async () => {
  writing = (await makeCategory("Writing")).id;
  coding = (await makeCategory("Coding")).id;
  vendor = (await makeVendor({ storeName: "Studio One" })).vendor;
  other = (await makeVendor({ storeName: "Studio Two" })).vendor;
  await catalogued(vendor, "Cold Email Writer", { tags: ["email", "sales"], priceUsd: 5 });
  await catalogued(vendor, "Blog Outline Builder", {
    description: "Outlines for blog posts, with an email newsletter teaser at the end of each outline.",
    priceUsd: 25,
  });
  await catalogued(other, "SQL Query Explainer", { categoryId: coding, tags: ["sql", "database"], priceUsd: 49.99 });
  await catalogued(other, "Unit Test Generator", { categoryId: coding, tags: ["testing"], priceUsd: 700 });
  await catalogued(other, "Hidden Draft Idea", { status: "inactive", priceUsd: 3 });
});

describe("marketplace search", () => {
  test("full text over title, description and tags, title matches ranked first", async () => {
    expect(titles(await searchMarketplace(query("q=email")))).toEqual(["Cold Email Writer", "Blog Outline Builder"]);
    expect(titles(await searchMarketplace(query("q=database")))).toEqual(["SQL Query Explainer"]);
    expect(titles(await searchMarketplace(query("q=outl")))).toEqual(["Blog Outline Builder"]);
  });

  test("every word must match", async () => {
    expect(titles(await searchMarketplace(query("q=email sales")))).toEqual(["Cold Email Writer"]);
    expect((await searchMarketplace(query("q=email database"))).total).toBe(0);
  });

  test("FTS syntax in user input is just text, never an error", async () => {
    for (const q of ['"', "AND OR NOT", "(*)", "email NEAR(", "col:x", "-sql ^"]) {
      await searchMarketplace(query(`q=${encodeURIComponent(q)}`));
    }
    expect(searchWords('  "a"  b* ')).toEqual(["a", "b*"]);
    expect(searchWords("   ")).toEqual([]);
  });

  test("only active, approved prompts of approved, unbanned vendors are listed", async () => {
    expect(titles(await searchMarketplace(query()))).not.toContain("Hidden Draft Idea");
    expect((await searchMarketplace(query())).total).toBe(4);

    await setPromptStatusByAdmin(made["SQL Query Explainer"]!.id, "banned");
    expect(titles(await searchMarketplace(query()))).not.toContain("SQL Query Explainer");
    await setPromptStatusByAdmin(made["SQL Query Explainer"]!.id, "active");

    await db.update(vendors).set({ isApproved: false }).where(eq(vendors.id, other.id));
    expect(titles(await searchMarketplace(query()))).toEqual(["Blog Outline Builder", "Cold Email Writer"]);
    await db.update(vendors).set({ isApproved: true }).where(eq(vendors.id, other.id));

    await db.update(users).set({ banned: true }).where(eq(users.id, other.userId));
    expect((await searchMarketplace(query())).total).toBe(2);
    await db.update(users).set({ banned: false }).where(eq(users.id, other.userId));

    await db.update(prompts).set({ moderation: "pending" }).where(eq(prompts.id, made["Cold Email Writer"]!.id));
    expect(titles(await searchMarketplace(query()))).not.toContain("Cold Email Writer");
    await db.update(prompts).set({ moderation: "approved" }).where(eq(prompts.id, made["Cold Email Writer"]!.id));
  });

  test("price, category and combined filters", async () => {
    expect(titles(await searchMarketplace(query("minPrice=10&maxPrice=50&sort=price_asc")))).toEqual([
      "Blog Outline Builder",
      "SQL Query Explainer",
    ]);
    expect(titles(await searchMarketplace(query(`category=${coding}&sort=price_desc`)))).toEqual([
      "Unit Test Generator",
      "SQL Query Explainer",
    ]);
    // 1000 is the top of the slider: it means "no upper limit".
    expect((await searchMarketplace(query("minPrice=600&maxPrice=1000"))).total).toBe(1);
    expect((await searchMarketplace(query(`q=email&category=${coding}`))).total).toBe(0);
  });

  test("sorts and paging", async () => {
    expect(titles(await searchMarketplace(query("sort=price_asc")))).toEqual([
      "Cold Email Writer",
      "Blog Outline Builder",
      "SQL Query Explainer",
      "Unit Test Generator",
    ]);
    expect(titles(await searchMarketplace(query("sort=newest")))[0]).toBe("Unit Test Generator");
    const page1 = await searchMarketplace(query("sort=price_asc&limit=3"));
    const page2 = await searchMarketplace(query("sort=price_asc&limit=3&page=2"));
    expect(page1.total).toBe(4);
    expect(titles(page2)).toEqual(["Unit Test Generator"]);
  });

  test("a search sorted newest goes by the time a prompt was listed, not by the order rows were made", async () => {
    const older = await catalogued(vendor, "Zephyr Haiku Maker");
    const newer = await catalogued(vendor, "Zephyr Limerick Maker");
    try {
      await db.update(prompts).set({ createdAt: new Date(Date.now() + 60_000) }).where(eq(prompts.id, older.id));
      expect(titles(await searchMarketplace(query("q=zephyr&sort=newest")))).toEqual([older.title, newer.title]);
      await db.update(prompts).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(prompts.id, older.id));
      expect(titles(await searchMarketplace(query("q=zephyr&sort=newest")))).toEqual([newer.title, older.title]);
    } finally {
      await db.delete(prompts).where(inArray(prompts.id, [older.id, newer.id]));
    }
  });

  test("rating and best-selling sorts use the stored counters", async () => {
    await db.update(prompts).set({ reviewCount: 2, ratingSum: 9 }).where(eq(prompts.id, made["Blog Outline Builder"]!.id));
    await db.update(prompts).set({ salesCount: 7 }).where(eq(prompts.id, made["SQL Query Explainer"]!.id));
    expect(titles(await searchMarketplace(query("sort=rating")))[0]).toBe("Blog Outline Builder");
    expect((await searchMarketplace(query("sort=rating"))).items[0]!.averageRating).toBe(4.5);
    expect(titles(await searchMarketplace(query("sort=best_selling")))[0]).toBe("SQL Query Explainer");
  });

  test("prices filter to the cent, and Min above Max lists nothing and says why", async () => {
    expect(titles(await searchMarketplace(query("minPrice=49.99&maxPrice=49.99")))).toEqual(["SQL Query Explainer"]);
    expect((await searchMarketplace(query("minPrice=25.01&maxPrice=49.98"))).total).toBe(0);
    expect(query("minPrice=12.50&maxPrice=20").priceError).toBeUndefined();
    expect(query("minPrice=20&maxPrice=20").priceError).toBeUndefined();
    const refused = query("minPrice=30&maxPrice=20");
    expect(refused).toMatchObject({ minPrice: 30, maxPrice: 20, priceError: "Min price must not be above Max price" });
    expect(await searchMarketplace(refused)).toMatchObject({ items: [], total: 0 });
    expect((await searchMarketplace({ ...refused, q: "email" })).total).toBe(0);
  });

  test("malformed query values fall back to no filter", () => {
    const q = query("minPrice=abc&maxPrice=-5&sort=bogus&page=zero&limit=5000&status=weird");
    expect(q).toMatchObject({ minPrice: undefined, maxPrice: undefined, sort: undefined, page: 1, limit: 100, status: undefined });
    expect(query("limit=abc").limit).toBe(24);
  });
});

describe("vendor and admin lists", () => {
  test("a vendor sees only their own prompts, with content, and can filter by status", async () => {
    const own = await listVendorPrompts(other.id, query());
    expect(own.total).toBe(3);
    expect(own.items.every((item) => item.content)).toBe(true);
    expect(titles(await listVendorPrompts(other.id, query("status=inactive")))).toEqual(["Hidden Draft Idea"]);
    expect((await listVendorPrompts(other.id, query("status=draft"))).total).toBe(0);
  });

  test("admins see every prompt but no content on cards", async () => {
    const all = await listAllPrompts(query());
    expect(all.total).toBe(5);
    expect(all.items.some((item) => "content" in item)).toBe(false);
  });
});

describe("teaser", () => {
  test("never gives away a short prompt: at most a third of it", () => {
    const short = "Write a haiku about the topic given by the user please.";
    const cut = teaser(short);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length - 1).toBeLessThanOrEqual(Math.floor(short.length / 3));
    expect(short.startsWith(cut.slice(0, -1))).toBe(true);
  });

  test("long prompts show at most two lines and 140 characters", () => {
    const long = `${"First line of a long prompt. ".repeat(3)}\nSecond line.\nThird line is secret.\n${"x ".repeat(300)}`;
    const cut = teaser(long);
    expect(cut.length).toBeLessThanOrEqual(141);
    expect(cut).not.toContain("Third line");
  });
});
