import { and, asc, count, desc, eq, gte, lte, ne, sql, type SQL } from "drizzle-orm";
import type { SQLiteSelect } from "drizzle-orm/sqlite-core";
import { db } from "~/db/client.server";
import { promptsFts } from "~/db/fts";
import { categories, prompts, purchases, users, vendors } from "~/db/schema";
import type { CatalogueQuery, Sort } from "~/schemas/catalogue";

/** Listed in the marketplace: active, approved, from an approved store whose owner is not banned. */
export const isListed: SQL = and(
  eq(prompts.status, "active"),
  eq(prompts.moderation, "approved"),
  eq(vendors.isApproved, true),
  eq(users.banned, false),
)!;

const cardColumns = {
  id: prompts.id,
  title: prompts.title,
  description: prompts.description,
  shortDescription: prompts.shortDescription,
  priceCents: prompts.priceCents,
  status: prompts.status,
  moderation: prompts.moderation,
  featuredImage: prompts.featuredImage,
  tags: prompts.tags,
  views: prompts.views,
  reviewCount: prompts.reviewCount,
  ratingSum: prompts.ratingSum,
  salesCount: prompts.salesCount,
  createdAt: prompts.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  vendorId: vendors.id,
  storeName: vendors.storeName,
  vendorName: users.name,
  vendorEmail: users.email,
};

type Prompt = typeof prompts.$inferSelect;
type CardRow = Pick<
  Prompt,
  | "id" | "title" | "description" | "shortDescription" | "priceCents" | "status" | "moderation"
  | "featuredImage" | "tags" | "views" | "reviewCount" | "ratingSum" | "salesCount" | "createdAt"
> & {
  categoryId: string;
  categoryName: string;
  vendorId: string;
  storeName: string;
  vendorName: string;
  vendorEmail: string;
};
export type PromptCard = Omit<CardRow, "ratingSum"> & { averageRating: number; content?: string };

function toCard(row: CardRow & { content?: string }): PromptCard {
  const { ratingSum, ...rest } = row;
  return { ...rest, averageRating: row.reviewCount ? Math.round((ratingSum / row.reviewCount) * 10) / 10 : 0 };
}

/** Each word becomes a quoted prefix term, so user input can never be FTS syntax. */
export function ftsQuery(q: string): string | null {
  const terms = q
    .split(/\s+/)
    .map((term) => term.replace(/"/g, "").trim())
    .filter(Boolean)
    .slice(0, 10);
  return terms.length ? terms.map((term) => `"${term}"*`).join(" ") : null;
}

const ORDER: Record<Exclude<Sort, "relevance">, SQL[]> = {
  newest: [desc(prompts.createdAt), desc(prompts.seq)],
  price_asc: [asc(prompts.priceCents), desc(prompts.seq)],
  price_desc: [desc(prompts.priceCents), desc(prompts.seq)],
  rating: [
    desc(sql`case when ${prompts.reviewCount} = 0 then 0 else ${prompts.ratingSum} * 1.0 / ${prompts.reviewCount} end`),
    desc(prompts.reviewCount),
    desc(prompts.seq),
  ],
  best_selling: [desc(prompts.salesCount), desc(prompts.seq)],
};

/** `defaultOrder` replaces "newest" when no sort is asked for. */
type Scope = { where: SQL[]; withContent?: boolean; defaultOrder?: SQL[] };

function filterConditions(query: CatalogueQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.minPrice !== undefined) conditions.push(gte(prompts.priceCents, Math.round(query.minPrice * 100)));
  if (query.maxPrice !== undefined && query.maxPrice < 1000) {
    conditions.push(lte(prompts.priceCents, Math.round(query.maxPrice * 100)));
  }
  if (query.category) conditions.push(eq(prompts.categoryId, query.category));
  if (query.status && query.status !== "all") {
    // "draft" is offered by the filter but no prompt is ever a draft.
    conditions.push(query.status === "draft" ? sql`0` : eq(prompts.status, query.status));
  }
  return conditions;
}

function withJoins<T extends SQLiteSelect>(query: T, fullText: boolean): T {
  query
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .innerJoin(categories, eq(categories.id, prompts.categoryId));
  if (fullText) query.innerJoin(promptsFts, eq(promptsFts.rowid, prompts.seq));
  return query;
}

/** One page of prompt cards for a scope (marketplace, a vendor, admin, purchases) and a query. */
function findPrompts(scope: Scope, query: CatalogueQuery): { items: PromptCard[]; total: number } {
  const match = query.q ? ftsQuery(query.q) : null;
  const where = and(...scope.where, ...filterConditions(query), match ? sql`${promptsFts} match ${match}` : undefined);
  const sort = query.sort ?? (match ? "relevance" : undefined);
  const order = !sort
    ? (scope.defaultOrder ?? ORDER.newest)
    : sort === "relevance"
      ? match
        ? [sql`bm25(prompts_fts, 10.0, 2.0, 5.0)`]
        : ORDER.newest
      : ORDER[sort];
  const columns = scope.withContent ? { ...cardColumns, content: prompts.content } : cardColumns;

  const rows = withJoins(db.select(columns).from(prompts).$dynamic(), Boolean(match))
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const counter = withJoins(db.select({ n: count() }).from(prompts).$dynamic(), Boolean(match)).where(where);
  // The dynamic builder loses the column types of joined tables; the columns are the card's.
  const items = (rows.all() as (CardRow & { content?: string })[]).map(toCard);
  return { items, total: counter.get()?.n ?? 0 };
}

export function searchMarketplace(query: CatalogueQuery, vendorId?: string) {
  return findPrompts({ where: [isListed, ...(vendorId ? [eq(prompts.vendorId, vendorId)] : [])] }, query);
}

/** A vendor's own prompts with their content; deleted-after-sale (archived) ones are gone from it. */
export function listVendorPrompts(vendorId: string, query: CatalogueQuery) {
  const notArchived = query.status === "archived" ? [] : [ne(prompts.status, "archived")];
  return findPrompts({ where: [eq(prompts.vendorId, vendorId), ...notArchived], withContent: true }, query);
}

/** Every prompt, for moderation (archived ones only when asked for). */
export function listAllPrompts(query: CatalogueQuery) {
  const notArchived = query.status === "archived" ? [] : [ne(prompts.status, "archived")];
  return findPrompts({ where: notArchived }, query);
}

/** What a buyer bought, latest purchase first, with content, whatever happened to the listing since. */
export function listPurchasedPrompts(userId: string, query: CatalogueQuery) {
  const owned = sql`${prompts.id} in (select ${purchases.promptId} from ${purchases} where ${purchases.userId} = ${userId})`;
  const boughtAt = sql`(select ${purchases.createdAt} from ${purchases} where ${purchases.userId} = ${userId} and ${purchases.promptId} = ${prompts.id})`;
  return findPrompts({ where: [owned], withContent: true, defaultOrder: [desc(boughtAt), desc(prompts.seq)] }, query);
}
