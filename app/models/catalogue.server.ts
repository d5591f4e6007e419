import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { boundedCount } from "~/db/bounded-count.server";
import { db } from "~/db/client.server";
import { newestMatches, newestScoredMatches, searchWords } from "~/db/full-text.server";
import { categories, models, prompts, purchases, teamLicences, teamMembers, users, vendors } from "~/db/tables.server";
import { ownedPromptIds } from "./ownership.server";
import type { CatalogueQuery, Sort } from "~/schemas/catalogue";
import { epochMs, isTrue, sameText, unindexed } from "~/db/dialect.server";

/**
 * Listed in the marketplace: active, approved, from an approved store whose owner is not banned.
 * `listed` keeps that rule on the prompt row (drizzle/0005); spelled as the partial indexes built
 * for it are, so the planner uses them.
 */
export const isListed: SQL = isTrue(prompts.listed);

const cardColumns = {
  id: prompts.id,
  title: prompts.title,
  description: prompts.description,
  shortDescription: prompts.shortDescription,
  priceCents: prompts.priceCents,
  teamPriceCents: prompts.teamPriceCents,
  status: prompts.status,
  moderation: prompts.moderation,
  featuredImage: prompts.featuredImage,
  tags: prompts.tags,
  variables: prompts.variables,
  views: prompts.views,
  reviewCount: prompts.reviewCount,
  rating: prompts.rating,
  salesCount: prompts.salesCount,
  favouritesCount: prompts.favouritesCount,
  createdAt: prompts.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  modelId: prompts.modelId,
  modelName: models.name,
  vendorId: vendors.id,
  storeName: vendors.storeName,
  storeApproved: vendors.isApproved,
  vendorName: users.name,
  vendorEmail: users.email,
  ownerBanned: users.banned,
};

type Prompt = typeof prompts.$inferSelect;
type CardRow = Pick<
  Prompt,
  | "id" | "title" | "description" | "shortDescription" | "priceCents" | "teamPriceCents" | "status" | "moderation"
  | "featuredImage" | "tags" | "variables" | "views" | "reviewCount" | "rating" | "salesCount" | "favouritesCount" | "createdAt"
> & {
  categoryId: string;
  categoryName: string;
  modelId: string | null;
  modelName: string | null;
  vendorId: string;
  storeName: string;
  storeApproved: boolean;
  vendorName: string;
  vendorEmail: string;
  ownerBanned: boolean;
};
export type PromptCard = Omit<CardRow, "rating"> & { averageRating: number; content?: string };

/** An average rating as cards and pages show it: one decimal. */
export function oneDecimal(rating: number): number {
  return Math.round(rating * 10) / 10;
}

function toCard(row: CardRow & { content?: string }): PromptCard {
  const { rating, ...rest } = row;
  return { ...rest, averageRating: oneDecimal(rating ?? 0) };
}

type SortKey = readonly [value: SQLWrapper, direction: "asc" | "desc"];

/** Each sort matches one of the `prompts_listed_*` indexes column for column. */
const SORT_KEYS: Record<Exclude<Sort, "relevance">, SortKey[]> = {
  newest: [[prompts.createdAt, "desc"], [prompts.seq, "desc"]],
  price_asc: [[prompts.priceCents, "asc"], [prompts.seq, "desc"]],
  price_desc: [[prompts.priceCents, "desc"], [prompts.seq, "desc"]],
  rating: [[prompts.rating, "desc"], [prompts.reviewCount, "desc"], [prompts.seq, "desc"]],
  best_selling: [[prompts.salesCount, "desc"], [prompts.seq, "desc"]],
};
const orderBy = (keys: SortKey[]) => keys.map(([value, direction]) => (direction === "asc" ? asc(value) : desc(value)));

/** `defaultOrder` replaces "newest" when no sort is asked for. */
type Scope = { where: SQL[]; withContent?: boolean; defaultOrder?: SortKey[] };

/** Totals are exact up to this many; beyond it a list says "10,000+" (docs/decisions/0091). */
export const COUNT_LIMIT = 10_000;
/** A search looks at this many of the newest matches in scope, and ranks only those. */
export const SEARCH_WINDOW = 500;

export type PromptPage = { items: PromptCard[]; total: number; capped: boolean };

function filterConditions(query: CatalogueQuery): SQL[] {
  const conditions: SQL[] = [];
  // A price range narrows a price sort's index; under any other sort it is checked row by row
  // (unary +), so SQLite reads that sort's index in order instead of sorting a price range.
  const byPrice = query.sort === "price_asc" || query.sort === "price_desc";
  const price = byPrice ? sql`${prompts.priceCents}` : unindexed(prompts.priceCents);
  // Min above Max holds nothing: a constant false that SQLite settles without reading an index.
  if (query.priceError) conditions.push(sql`false`);
  if (query.minPrice !== undefined) conditions.push(gte(price, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined && query.maxPrice < 1000) {
    conditions.push(lte(price, Math.round(query.maxPrice * 100)));
  }
  if (query.category) conditions.push(eq(prompts.categoryId, query.category));
  if (query.model) conditions.push(modelCondition(query.model));
  if (query.status && query.status !== "all") conditions.push(statusCondition(query.status));
  return conditions;
}

/**
 * The model given by id or by name (any case), looked up in the one query: the subquery is a
 * constant for SQLite, so `model_id = (...)` still reads a `prompts_listed_model_*` index in order.
 * An unknown model is null, which matches nothing.
 */
function modelCondition(model: string): SQL {
  const byId = sql`(select ${models.id} from ${models} where ${models.id} = ${model})`;
  const byName = sql`(select ${models.id} from ${models} where ${sameText(models.name, model)})`;
  return sql`${prompts.modelId} = coalesce(${byId}, ${byName})`;
}

function statusCondition(status: Exclude<NonNullable<CatalogueQuery["status"]>, "all">): SQL {
  // "draft" is offered by the filter but no prompt is ever a draft.
  if (status === "draft") return sql`false`;
  // Said literally, not as a parameter: only then can a partial index over pending prompts serve it (decision 0134).
  if (status === "pending") return sql`${prompts.moderation} = 'pending'`;
  return eq(prompts.status, status);
}

function sortKeys(scope: Scope, sort: Exclude<Sort, "relevance"> | undefined): SortKey[] {
  return sort ? SORT_KEYS[sort] : (scope.defaultOrder ?? SORT_KEYS.newest);
}

/**
 * One page of prompt cards for a scope (marketplace, a vendor, admin, purchases) and a query.
 * The page is chosen on the prompts table alone (one index per sort), then its cards are joined.
 */
export async function findPrompts(scope: Scope, query: CatalogueQuery): Promise<PromptPage> {
  const where = and(...scope.where, ...filterConditions(query));
  const words = query.q ? searchWords(query.q) : [];
  if (words.length) return await findMatches(scope, query, where, words);
  const page = db
    .select({ seq: prompts.seq })
    .from(prompts)
    .where(where)
    .orderBy(...orderBy(sortKeys(scope, query.sort === "relevance" ? undefined : query.sort)))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  // At once: PostgreSQL answers the count on another connection while the page's cards are read.
  const [items, counted] = await Promise.all([page.then((rows) => cardsFor(rows.map((row) => row.seq), scope.withContent)), countPrompts(where)]);
  return { items, ...counted };
}

/** Prompts that meet `where`, counted up to `limit` (read in `order`, if given); `capped` when there are more. */
export async function countPrompts(where: SQL | undefined, limit = COUNT_LIMIT, order: SQL[] = []): Promise<{ total: number; capped: boolean }> {
  const found = await boundedCount(db.select({ one: sql`1` }).from(prompts).where(where).orderBy(...order).limit(limit + 1));
  return { total: Math.min(found, limit), capped: found > limit };
}

/**
 * A store's listed prompts, counted up to `limit`. Read in the order of their index (vendor, then
 * newest), which both engines then read from its start and leave at the limit: without an order,
 * PostgreSQL may scan the whole table for a store's few rows (210 ms a landing page at 100,000).
 */
export async function countStorePrompts(vendorId: string, limit = COUNT_LIMIT): Promise<{ total: number; capped: boolean }> {
  return await countPrompts(and(eq(prompts.vendorId, vendorId), isListed), limit, orderBy(SORT_KEYS.newest));
}

/**
 * A full-text search. The newest SEARCH_WINDOW matches in scope (read newest first from the
 * full-text index, which stops there) are the candidates: one query reads them with their sort
 * keys (and relevance scores), and the page is sorted out of them (docs/decisions/0092).
 */
async function findMatches(scope: Scope, query: CatalogueQuery, where: SQL | undefined, words: string[]): Promise<PromptPage> {
  const sort = query.sort === "relevance" ? undefined : query.sort;
  const keys = sort ? sortKeys(scope, sort) : SORT_KEYS.newest;
  const keyColumns = Object.fromEntries(keys.map(([value], i) => [`k${i}`, value === prompts.createdAt ? epochMs(value) : sql<number>`${value}`]));
  const order = compareBy(keys);
  // A chosen sort needs no relevance: every score is 0 and the keys decide.
  const candidates = sort
    ? (await newestMatches(words, where, keyColumns, SEARCH_WINDOW + 1)).map((row) => ({ ...row, score: 0 }))
    : await newestScoredMatches(words, where, keyColumns, SEARCH_WINDOW + 1);
  const window = candidates.slice(0, SEARCH_WINDOW).sort((a, b) => b.score - a.score || order(a, b));
  const start = (query.page - 1) * query.limit;
  const seqs = window.slice(start, start + query.limit).map((row) => row.seq);
  return { items: await cardsFor(seqs, scope.withContent), total: window.length, capped: candidates.length > SEARCH_WINDOW };
}

/** The same order as `orderBy(keys)`, over rows that carry the keys as k0, k1, ... */
function compareBy(keys: SortKey[]) {
  return (a: Record<string, number>, b: Record<string, number>) => {
    for (const [i, [, direction]] of keys.entries()) {
      const difference = a[`k${i}`]! - b[`k${i}`]!;
      if (difference) return direction === "asc" ? difference : -difference;
    }
    return 0;
  };
}

/** The cards of the given prompts, in the given order. */
export async function cardsFor(seqs: number[], withContent = false): Promise<PromptCard[]> {
  if (!seqs.length) return [];
  const columns = withContent ? { ...cardColumns, seq: prompts.seq, content: prompts.content } : { ...cardColumns, seq: prompts.seq };
  const rows = await db
    .select(columns)
    .from(prompts)
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(models, eq(models.id, prompts.modelId))
    .where(inArray(prompts.seq, seqs)) as (CardRow & { seq: number; content?: string })[];
  const bySeq = new Map(rows.map(({ seq, ...row }) => [seq, row]));
  return seqs.flatMap((seq) => {
    const row = bySeq.get(seq);
    return row ? [toCard(row)] : [];
  });
}

export async function searchMarketplace(query: CatalogueQuery, vendorId?: string) {
  return await findPrompts({ where: [isListed, ...(vendorId ? [eq(prompts.vendorId, vendorId)] : [])] }, query);
}

/** A vendor's own prompts with their content; deleted-after-sale (archived) ones are gone from it. */
export async function listVendorPrompts(vendorId: string, query: CatalogueQuery) {
  const notArchived = query.status === "archived" ? [] : [ne(prompts.status, "archived")];
  return await findPrompts({ where: [eq(prompts.vendorId, vendorId), ...notArchived], withContent: true }, query);
}

/** Every prompt, for moderation (archived ones only when asked for). */
export async function listAllPrompts(query: CatalogueQuery) {
  const notArchived = query.status === "archived" ? [] : [ne(prompts.status, "archived")];
  return await findPrompts({ where: notArchived }, query);
}

/**
 * What a buyer owns (bought, or bought by one of their teams), latest first, with content,
 * whatever happened to the listing since.
 */
export async function listPurchasedPrompts(userId: string, query: CatalogueQuery) {
  const owned = sql`${prompts.id} in (${ownedPromptIds(userId)})`;
  const boughtAt = sql`(select max(at) from (
    select ${purchases.createdAt} as at from ${purchases} where ${purchases.userId} = ${userId} and ${purchases.promptId} = ${prompts.id}
    union all
    select ${teamLicences.createdAt} from ${teamLicences} inner join ${teamMembers} on ${teamMembers.teamId} = ${teamLicences.teamId}
    where ${teamMembers.userId} = ${userId} and ${teamLicences.promptId} = ${prompts.id}) as bought)`;
  return await findPrompts({ where: [owned], withContent: true, defaultOrder: [[boughtAt, "desc"], [prompts.seq, "desc"]] }, query);
}
