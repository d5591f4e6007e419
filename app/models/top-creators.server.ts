import { and, asc, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { prompts, vendors } from "~/db/tables.server";
import { countStorePrompts, isListed } from "./catalogue.server";

/** The stores of the marketplace's best sellers, as the landing page shows them. */
export type TopCreator = {
  id: string;
  storeName: string;
  coverImage: string | null;
  promptCount: number;
  /** More than `promptCount` (counts are bounded). */
  promptCountCapped: boolean;
};

/**
 * How many of the best-selling listed prompts decide the ranking. They are read from the top of
 * `prompts_listed_sales_idx` and the read stops there, so the ranking costs the same at a thousand
 * prompts or a million (docs/decisions/0306).
 */
export const SALES_WINDOW = 500;

/**
 * A store's prompts are counted up to this ("1,000+ prompts"): the landing page counts for every
 * store it shows on every visit, and a catalogue-sized count per store made the page twice as slow
 * at 100,000 prompts (bench/README.md).
 */
export const STORE_COUNT_LIMIT = 1_000;

/**
 * The best-selling listed prompts, at most SALES_WINDOW; unsold prompts never count. The literal
 * `listed = 1` (isListed) and the sort matching the index column for column keep SQLite on the
 * partial index, reading it from its top.
 */
export function bestSellersQuery() {
  return db
    .select({ vendorId: prompts.vendorId, salesCount: prompts.salesCount })
    .from(prompts)
    .where(and(isListed, sql`${prompts.salesCount} > 0`))
    .orderBy(desc(prompts.salesCount), desc(prompts.seq))
    .limit(SALES_WINDOW);
}

/**
 * Up to `limit` stores ranked by the sales of their prompts among the best sellers (ties by store
 * name), each with its number of listed prompts (up to STORE_COUNT_LIMIT). Empty when
 * nothing has sold yet. A listed prompt's store is open, so every store here is public.
 */
export async function listTopCreators(limit = 4): Promise<TopCreator[]> {
  const best = bestSellersQuery().as("best");
  const sales = sql<number>`sum(${best.salesCount})`;
  const ranked = await db
    .select({ id: vendors.id, storeName: vendors.storeName, coverImage: vendors.coverImage })
    .from(best)
    .innerJoin(vendors, eq(vendors.id, best.vendorId))
    .groupBy(vendors.id)
    .orderBy(desc(sales), asc(vendors.storeName))
    .limit(limit);
  const creators: TopCreator[] = [];
  for (const store of ranked) {
    const { total, capped } = await countStorePrompts(store.id, STORE_COUNT_LIMIT);
    creators.push({ ...store, promptCount: total, promptCountCapped: capped });
  }
  return creators;
}
