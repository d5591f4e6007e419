import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { categories, models } from "~/db/tables.server";
import { COUNT_LIMIT, listAllPrompts, listVendorPrompts, SEARCH_WINDOW, searchMarketplace } from "~/models/catalogue.server";
import { createPrompt } from "~/models/prompts.server";
import { getStorefront } from "~/models/storefront.server";
import { getUserByEmail, getVendorByUserId, type Vendor } from "~/models/users.server";
import { setVendorBanned } from "~/models/vendors.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { SORTS } from "~/schemas/catalogue-filters";
import { VERA, VICTOR } from "~/seed/accounts";
import { seedGeneratedPrompts } from "~/seed/bulk.server";
import { seedDemo } from "~/seed/demo.server";
import { planOf, statementsRun } from "../support/query-plans";

/**
 * The catalogue at a size where scanning, counting and ranking every row was slow (20,000
 * prompts), checked against an oracle that applies the listing rule with the joins the
 * denormalised `listed` column replaced.
 */

const GENERATED = 20_000;
const query = (search: string) => parseCatalogueQuery(new URLSearchParams(search));
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

type OracleRow = { id: string; seq: number; priceCents: number; createdAt: number; categoryId: string; vendorId: string };

/** Every listed prompt, by the rule spelled out with joins, newest first. */
function oracle(): OracleRow[] {
  return db.$client
    .prepare(
      `select p.id, p.seq, p.price_cents as priceCents, p.created_at as createdAt, p.category_id as categoryId, p.vendor_id as vendorId
         from prompts p join vendors v on v.id = p.vendor_id join users u on u.id = v.user_id
        where p.status = 'active' and p.moderation = 'approved' and v.is_approved = 1 and u.banned = 0
        order by p.created_at desc, p.seq desc`,
    )
    .all() as OracleRow[];
}

const vendorOf = async (email: string): Promise<Vendor> => (await getVendorByUserId((await getUserByEmail(email))!.id))!;
let victor: Vendor;
let someCategory: string;
let someModel: string;

beforeAll(async () => {
  await seedDemo();
  await seedGeneratedPrompts(GENERATED);
  victor = await vendorOf(VICTOR);
  someCategory = (await firstRow(db.select({ id: categories.id }).from(categories).orderBy(categories.name).limit(1)))!.id;
  someModel = (await firstRow(db.select({ id: models.id }).from(models).orderBy(models.name).limit(1)))!.id;
}, 120_000);

describe("browsing 20,000 prompts", () => {
  it("counts exactly up to the bound and says when there are more", async () => {
    const page = await searchMarketplace(query(""));
    expect(oracle().length).toBeGreaterThan(COUNT_LIMIT);
    expect(page).toMatchObject({ total: COUNT_LIMIT, capped: true });
    const cheap = await searchMarketplace(query("maxPrice=5"));
    const expected = oracle().filter((row) => row.priceCents <= 500).length;
    expect(expected).toBeLessThan(COUNT_LIMIT);
    expect(cheap).toMatchObject({ total: expected, capped: false });
  });

  it("pages through the newest first without repeating or skipping, up to page 200", async () => {
    const listed = oracle().map((row) => row.id);
    const firstPages = await Promise.all([1, 2, 3].map((page) => searchMarketplace(query(`limit=100&page=${page}`))));
    expect(firstPages.flatMap(ids)).toEqual(listed.slice(0, 300));
    expect(ids(await searchMarketplace(query("page=200")))).toEqual(listed.slice(199 * 24, 200 * 24));
  });

  it("filters by category and price and sorts by price, as the rule says", async () => {
    const expected = oracle()
      .filter((row) => row.categoryId === someCategory && row.priceCents >= 1000 && row.priceCents <= 3000)
      .sort((a, b) => a.priceCents - b.priceCents || b.seq - a.seq)
      .map((row) => row.id);
    const page = await searchMarketplace(query(`category=${someCategory}&minPrice=10&maxPrice=30&sort=price_asc&limit=100&page=2`));
    expect(ids(page)).toEqual(expected.slice(100, 200));
    expect(page.total).toBe(Math.min(expected.length, COUNT_LIMIT));
  });

  it("drops a banned owner's prompts from every page and brings them back on unban", async () => {
    await setVendorBanned(victor.id, true);
    try {
      const listed = oracle();
      expect(listed.every((row) => row.vendorId !== victor.id)).toBe(true);
      const page = await searchMarketplace(query("sort=price_desc&limit=100&page=3"));
      expect(page.items.every((item) => item.vendorId !== victor.id)).toBe(true);
      const expected = [...listed].sort((a, b) => b.priceCents - a.priceCents || b.seq - a.seq).map((row) => row.id);
      expect(ids(page)).toEqual(expected.slice(200, 300));
    } finally {
      await setVendorBanned(victor.id, false);
    }
    expect((await searchMarketplace(query("limit=100"))).items.some((item) => item.vendorId === victor.id)).toBe(true);
  });
});

describe("searching 20,000 prompts", () => {
  it("ranks title matches above tag matches above description matches", async () => {
    const vera = await vendorOf(VERA);
    const make = (title: string, description: string, tags: string[]) =>
      createPrompt(vera, {
        title,
        description,
        categoryId: someCategory,
        priceUsd: 12,
        content: "You are an expert. Follow the steps and explain each one.",
        tags,
        status: "active",
      });
    // Made best match first, so that "newest first" would give the opposite order.
    const inTitle = await make("Quixotrix Planner", "A general planner for everyday tasks and more.", []);
    const inTags = await make("Other Helper", "A general helper for everyday writing tasks and more.", ["quixotrix"]);
    const inDescription = await make("Plain Helper", "Explains the quixotrix method in simple words for any reader.", []);
    const found = await searchMarketplace(query("q=quixotrix"));
    expect(ids(found)).toEqual([inTitle.id, inTags.id, inDescription.id]);
    expect(found).toMatchObject({ total: 3, capped: false });
    expect(ids(await searchMarketplace(query("q=quixo")))).toEqual(ids(found));
  });

  it("a broad term looks at the newest matches: bounded total, pages that never repeat", async () => {
    const pageCount = Math.ceil(SEARCH_WINDOW / 24);
    const pages = await Promise.all(Array.from({ length: pageCount + 1 }, (_, i) => searchMarketplace(query(`q=generator&page=${i + 1}`))));
    expect(pages[0]).toMatchObject({ total: SEARCH_WINDOW, capped: true });
    const seen = pages.flatMap(ids);
    expect(seen).toHaveLength(SEARCH_WINDOW);
    expect(new Set(seen).size).toBe(SEARCH_WINDOW);
    expect(pages.at(-1)!.items).toEqual([]);
    for (const item of pages.flatMap((page) => page.items)) {
      expect(`${item.title} ${item.description} ${item.tags.join(" ")}`.toLowerCase()).toMatch(/\bgener/);
    }
    expect(pages[0]!.items[0]!.title).toMatch(/Generator/);
  });

  it("applies the listing rule and the filters to the matches", async () => {
    await setVendorBanned(victor.id, true);
    try {
      const page = await searchMarketplace(query(`q=generator&category=${someCategory}&sort=price_asc&limit=100`));
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items.every((item) => item.vendorId !== victor.id && item.categoryId === someCategory)).toBe(true);
      const prices = page.items.map((item) => item.priceCents);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    } finally {
      await setVendorBanned(victor.id, false);
    }
  });
});

describe("query plans", () => {
  afterEach(() => vi.restoreAllMocks());

  /**
   * The plans of the statements that `run` runs, keyed by their first words. The data layer keeps
   * statements prepared, so the runs are watched, not the prepares.
   */
  async function plansOf(run: () => Promise<unknown>): Promise<{ page: string; count: string; all: string }> {
    const statements = await statementsRun(run);
    const planOfRun = (text?: string) => (text ? planOf(text) : "(not run)");
    return {
      page: planOfRun(statements.find((text) => text.startsWith('select "seq" from "prompts"'))),
      count: planOfRun(statements.find((text) => /^select count\(\*\)(?: as n)? from \(+select 1 from "prompts"/.test(text))),
      all: statements.filter((text) => text.startsWith("select")).map(planOf).join("\n"),
    };
  }

  it.each(SORTS.filter((sort) => sort !== "relevance"))("%s reads a listed index in order, alone and in a category", async (sort) => {
    for (const search of [`sort=${sort}`, `sort=${sort}&category=${someCategory}`, `sort=${sort}&minPrice=10&maxPrice=30`]) {
      const { page, count } = await plansOf(() => searchMarketplace(query(search)));
      expect(page).toMatch(/USING (COVERING )?INDEX prompts_listed_/);
      expect(page).not.toMatch(/TEMP B-TREE/);
      expect(count).toMatch(/USING (COVERING )?INDEX prompts_listed_/);
    }
  });

  it.each(SORTS.filter((sort) => sort !== "relevance"))("%s within a model reads that model's listed index in order, by id or name (decision 0241)", async (sort) => {
    for (const model of [someModel, "chatgpt"]) {
      const { page, count } = await plansOf(() => searchMarketplace(query(`sort=${sort}&model=${model}`)));
      expect(page).toMatch(/SEARCH prompts USING (COVERING )?INDEX prompts_listed_model_\w+ \(model_id=\?\)/);
      expect(page).not.toMatch(/TEMP B-TREE/);
      expect(count).toMatch(/USING (COVERING )?INDEX prompts_listed_model_/);
    }
    const both = await plansOf(() => searchMarketplace(query(`sort=${sort}&model=${someModel}&category=${someCategory}`)));
    expect(both.page).toMatch(/USING (COVERING )?INDEX prompts_listed_(category|model)_/);
    expect(both.page).not.toMatch(/TEMP B-TREE/);
  });

  it("a store page reads the store's listed index, and its rating only the reviewed prompts", async () => {
    const { page } = await plansOf(() => searchMarketplace(query(""), victor.id));
    expect(page).toMatch(/INDEX prompts_listed_vendor_newest_idx/);
    expect(page).not.toMatch(/TEMP B-TREE/);
    expect((await plansOf(() => getStorefront(victor.id))).all).toMatch(/INDEX prompts_listed_reviewed_vendor_idx/);
    expect(await getStorefront(victor.id)).toMatchObject({ promptCount: COUNT_LIMIT, promptCountCapped: true });
  });

  it("the Pending review filter reads the pending index (admin, page and count) and a vendor's index in order", async () => {
    const admin = await plansOf(() => listAllPrompts(query("status=pending")));
    expect(admin.page).toMatch(/USING (COVERING )?INDEX prompts_pending_idx/);
    expect(admin.page).not.toMatch(/TEMP B-TREE/);
    expect(admin.count).toMatch(/USING (COVERING )?INDEX prompts_pending_idx/);
    const vendor = await plansOf(() => listVendorPrompts(victor.id, query("status=pending")));
    expect(vendor.page).toMatch(/USING (COVERING )?INDEX prompts_vendor_idx/);
    expect(vendor.page).not.toMatch(/TEMP B-TREE/);
  });
});
