import { and, eq, sql } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { prompts, users, vendors } from "~/db/tables.server";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { countStorePrompts, isListed, oneDecimal, searchMarketplace } from "./catalogue.server";

/** What buyers see of a store: no owner, payout details or approval flags. */
export type Storefront = {
  id: string;
  storeName: string;
  bio: string;
  coverImage: string | null;
  createdAt: Date;
  promptCount: number;
  /** More than `promptCount` (counts are bounded). */
  promptCountCapped: boolean;
  reviewCount: number;
  /** Over every review of the listed prompts (one decimal, 0 without reviews). */
  averageRating: number;
};

/** A store is public while it is approved and its owner is not banned. */
export const isOpen = and(eq(vendors.isApproved, true), eq(users.banned, false));

/**
 * The public store, or null when it is unknown, unapproved or its owner is banned; with
 * `includeClosed` (its own vendor's preview) a closed store too, which lists no prompts.
 */
export async function getStorefront(vendorId: string, { includeClosed = false } = {}): Promise<Storefront | null> {
  const store = await firstRow(db
    .select({
      id: vendors.id,
      storeName: vendors.storeName,
      bio: vendors.bio,
      coverImage: vendors.coverImage,
      createdAt: vendors.createdAt,
    })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(and(eq(vendors.id, vendorId), includeClosed ? undefined : isOpen)).limit(1));
  if (!store) return null;
  return { ...store, ...await listedSummary(vendorId) };
}

/**
 * Counts and rating over the store's listed prompts only, so hidden prompts never show through.
 * The prompt count is bounded like every catalogue count; the rating sums only reviewed prompts
 * (the literal `review_count > 0` lets SQLite use the index kept for them).
 */
async function listedSummary(vendorId: string) {
  const { total: promptCount, capped: promptCountCapped } = await countStorePrompts(vendorId);
  const row = await firstRow(db
    .select({
      reviewCount: sql<number>`coalesce(sum(${prompts.reviewCount}), 0)`,
      ratingSum: sql<number>`coalesce(sum(${prompts.ratingSum}), 0)`,
    })
    .from(prompts)
    .where(and(eq(prompts.vendorId, vendorId), isListed, sql`${prompts.reviewCount} > 0`)).limit(1));
  const reviewCount = row?.reviewCount ?? 0;
  const ratingSum = row?.ratingSum ?? 0;
  return {
    promptCount,
    promptCountCapped,
    reviewCount,
    averageRating: reviewCount ? oneDecimal(ratingSum / reviewCount) : 0,
  };
}

/** One page of the store's listed prompts, with the marketplace's search, filters and sorts. */
export async function listStorefrontPrompts(vendorId: string, query: CatalogueQuery) {
  return await searchMarketplace(query, vendorId);
}
