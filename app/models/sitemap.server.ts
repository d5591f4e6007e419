import { and, asc, eq, gt, lte, max, sql } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { prompts, users, vendors } from "~/db/tables.server";
import { isListed } from "./catalogue.server";
import { isOpen } from "./storefront.server";

/**
 * Sitemap pages are fixed ranges of a rowid (decision 0232): page n holds the listed prompts with
 * `seq` in ((n-1)·RANGE, n·RANGE], found through the partial index prompts_listed_seq_idx, so a
 * page reads at most RANGE listed rows and never an OFFSET; the index of pages needs only
 * max(seq). A page has at most RANGE entries, well under the protocol's 50,000.
 */
export const SITEMAP_RANGE = 10_000;

export type SitemapEntry = { id: string; updatedAt: Date };

const pagesUpTo = (highest: number | null | undefined) => Math.ceil((highest ?? 0) / SITEMAP_RANGE);

export async function promptSitemapPageCount(): Promise<number> {
  return pagesUpTo((await firstRow(db.select({ highest: max(prompts.seq) }).from(prompts).limit(1)))?.highest);
}

/** The query of one page (tests read its plan). */
export function promptSitemapQuery(page: number) {
  return db
    .select({ id: prompts.id, updatedAt: prompts.updatedAt })
    .from(prompts)
    .where(and(isListed, gt(prompts.seq, (page - 1) * SITEMAP_RANGE), lte(prompts.seq, page * SITEMAP_RANGE)))
    .orderBy(asc(prompts.seq));
}

export async function promptSitemapPage(page: number): Promise<SitemapEntry[]> {
  return await promptSitemapQuery(page);
}

/** Stores have no integer key of their own: the table's rowid ranges work the same way. */
const vendorRowid = sql<number>`${vendors}.rowid`;

export async function storeSitemapPageCount(): Promise<number> {
  return pagesUpTo((await firstRow(db.select({ highest: sql<number | null>`max(${vendorRowid})` }).from(vendors).limit(1)))?.highest);
}

/** Public stores only: approved, owner not banned (models/storefront `isOpen`). */
export async function storeSitemapPage(page: number): Promise<SitemapEntry[]> {
  return await db
    .select({ id: vendors.id, updatedAt: vendors.updatedAt })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(
      and(isOpen, sql`${vendorRowid} > ${(page - 1) * SITEMAP_RANGE} and ${vendorRowid} <= ${page * SITEMAP_RANGE}`),
    )
    .orderBy(asc(vendorRowid));
}
