import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import { searchMarketplace } from "~/models/catalogue.server";
import { deletePrompt, moderatePrompt, setPromptStatusByAdmin, updatePrompt, type Prompt } from "~/models/prompts.server";
import { upsertReview } from "~/models/reviews.server";
import { setSetting } from "~/models/settings.server";
import { setVendorApproval, setVendorBanned } from "~/models/vendors.server";
import type { User, Vendor } from "~/models/users.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { onPostgres } from "../support/engine";
import { buy, makeBuyer, makeVendor, pricedPrompt } from "../factories";

/**
 * The listing rule and the sort counters live on the prompt row (drizzle/0005): these tests
 * change each thing they depend on and check the row, the marketplace and SQLite's own view of
 * the indexes built over them.
 */

const row = async (id: string) =>
  (await firstRow(db
    .select({ listed: prompts.listed, storeOpen: prompts.storeOpen, rating: prompts.rating, salesCount: prompts.salesCount })
    .from(prompts)
    .where(eq(prompts.id, id)).limit(1)))!;

/** Whether the marketplace lists the prompt, asked the way a buyer asks (title search and browse). */
async function inMarketplace(prompt: Prompt): Promise<boolean> {
  const browse = await searchMarketplace(parseCatalogueQuery(new URLSearchParams(`limit=100`)));
  const search = await searchMarketplace(parseCatalogueQuery(new URLSearchParams({ q: prompt.title })));
  const found = [browse, search].map((page) => page.items.some((item) => item.id === prompt.id));
  expect(found[0]).toBe(found[1]);
  return found[0]!;
}

/** SQLite's FTS5 index is kept by triggers and can drift; PostgreSQL's tsvector is a generated column, which cannot. */
function expectIndexesConsistent(): void {
  if (onPostgres) return;
  expect(db.$client.pragma("integrity_check", { simple: true })).toBe("ok");
}

let seller: { user: User; vendor: Vendor };
let prompt: Prompt;

beforeEach(async () => {
  seller = await makeVendor();
  prompt = await pricedPrompt(seller.vendor, 12, `Listing Rule Probe ${Math.random().toString(36).slice(2, 8)}`);
});

describe("listed: active, approved, from an approved store whose owner is not banned", () => {
  it("is set on a new prompt of an open store", async () => {
    expect(await row(prompt.id)).toMatchObject({ listed: true, storeOpen: true });
    expect(await inMarketplace(prompt)).toBe(true);
  });

  it("follows the prompt's status, set by its vendor or an admin", async () => {
    await updatePrompt(seller.vendor, prompt.id, { ...inputOf(prompt), status: "inactive" });
    expect((await row(prompt.id)).listed).toBe(false);
    expect(await inMarketplace(prompt)).toBe(false);
    await setPromptStatusByAdmin(prompt.id, "active");
    expect((await row(prompt.id)).listed).toBe(true);
    await setPromptStatusByAdmin(prompt.id, "banned");
    expect((await row(prompt.id)).listed).toBe(false);
    expect(await inMarketplace(prompt)).toBe(false);
    expectIndexesConsistent();
  });

  it("follows moderation: pending and rejected prompts are not listed, approved ones are", async () => {
    await setSetting("reviewNewPrompts", true);
    try {
      const pending = await pricedPrompt(seller.vendor, 8, "Awaiting Review Probe");
      expect((await row(pending.id)).listed).toBe(false);
      expect(await inMarketplace(pending)).toBe(false);
      await moderatePrompt(pending.id, "approved");
      expect((await row(pending.id)).listed).toBe(true);
      await updatePrompt(seller.vendor, pending.id, inputOf(pending));
      await moderatePrompt(pending.id, "rejected", "Not what the title says");
      expect((await row(pending.id)).listed).toBe(false);
      expect(await inMarketplace(pending)).toBe(false);
    } finally {
      await setSetting("reviewNewPrompts", false);
    }
    expectIndexesConsistent();
  });

  it("follows the store's approval, for prompts made before and while unapproved", async () => {
    await setVendorApproval(seller.vendor.id, false);
    expect(await row(prompt.id)).toMatchObject({ listed: false, storeOpen: false });
    const madeWhileClosed = await pricedPrompt(seller.vendor, 9, "Made While Unapproved Probe");
    expect(await row(madeWhileClosed.id)).toMatchObject({ listed: false, storeOpen: false });
    expect(await inMarketplace(madeWhileClosed)).toBe(false);
    await setVendorApproval(seller.vendor.id, true);
    expect((await row(prompt.id)).listed).toBe(true);
    expect((await row(madeWhileClosed.id)).listed).toBe(true);
    expect(await inMarketplace(madeWhileClosed)).toBe(true);
    expectIndexesConsistent();
  });

  it("follows a ban and an unban of the store's owner, and leaves other stores alone", async () => {
    const other = await makeVendor();
    const theirs = await pricedPrompt(other.vendor, 11, "Other Store Probe");
    await setVendorBanned(seller.vendor.id, true);
    expect(await row(prompt.id)).toMatchObject({ listed: false, storeOpen: false });
    expect(await inMarketplace(prompt)).toBe(false);
    expect((await row(theirs.id)).listed).toBe(true);
    await setVendorBanned(seller.vendor.id, false);
    expect(await row(prompt.id)).toMatchObject({ listed: true, storeOpen: true });
    expect(await inMarketplace(prompt)).toBe(true);
    expectIndexesConsistent();
  });

  it("an unbanned owner of an unapproved store stays unlisted until approval", async () => {
    await setVendorApproval(seller.vendor.id, false);
    await setVendorBanned(seller.vendor.id, true);
    await setVendorBanned(seller.vendor.id, false);
    expect((await row(prompt.id)).listed).toBe(false);
    await setVendorApproval(seller.vendor.id, true);
    expect((await row(prompt.id)).listed).toBe(true);
  });

  it("ends when the prompt is archived after a sale, or with the row when deleted", async () => {
    await buy(await makeBuyer(), prompt);
    expect(await deletePrompt(seller.vendor, prompt.id)).toBe("archived");
    expect((await row(prompt.id)).listed).toBe(false);
    expect(await inMarketplace(prompt)).toBe(false);
    const unsold = await pricedPrompt(seller.vendor, 7, "Never Sold Probe");
    expect(await deletePrompt(seller.vendor, unsold.id)).toBe("deleted");
    expect(await inMarketplace(unsold)).toBe(false);
    expectIndexesConsistent();
  });
});

describe("counters the sorts read", () => {
  it("rating is the average of the reviews, updated with each review and edit", async () => {
    const first = await makeBuyer();
    const second = await makeBuyer();
    await buy(first, prompt);
    await buy(second, prompt);
    expect((await row(prompt.id)).rating).toBe(0);
    await upsertReview(first, prompt.id, { rating: 5, text: "Great prompt, saved me hours." });
    expect((await row(prompt.id)).rating).toBe(5);
    await upsertReview(second, prompt.id, { rating: 2, text: "Too generic for my needs." });
    expect((await row(prompt.id)).rating).toBe(3.5);
    await upsertReview(second, prompt.id, { rating: 4, text: "Better after the update." });
    expect((await row(prompt.id)).rating).toBe(4.5);
    expectIndexesConsistent();
  });

  it("sales count goes up once per sale", async () => {
    await buy(await makeBuyer(), prompt);
    await buy(await makeBuyer(), prompt);
    expect((await row(prompt.id)).salesCount).toBe(2);
    const bestSelling = await searchMarketplace(parseCatalogueQuery(new URLSearchParams("sort=best_selling")));
    expect(bestSelling.items[0]!.id).toBe(prompt.id);
    expectIndexesConsistent();
  });
});

function inputOf(p: Prompt) {
  return {
    title: p.title,
    description: p.description,
    categoryId: p.categoryId,
    priceUsd: p.priceCents / 100,
    content: p.content,
    tags: p.tags,
    status: p.status === "inactive" ? ("inactive" as const) : ("active" as const),
  };
}
