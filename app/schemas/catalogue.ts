import { z } from "zod";

export const SORTS = ["relevance", "newest", "price_asc", "price_desc", "rating", "best_selling"] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: "Best match",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  rating: "Top rated",
  best_selling: "Best selling",
};
/** What the status filter offers (SPEC); draft is listed but no prompt is ever in it. */
export const STATUS_FILTERS = ["active", "inactive", "banned", "draft", "archived"] as const;
export const PRICE_FILTER = { min: 0, max: 1000, step: 10, gap: 50, defaultMin: 0, defaultMax: 500 } as const;

const optionalNumber = z.coerce.number().min(PRICE_FILTER.min).max(PRICE_FILTER.max).optional().catch(undefined);
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * The catalogue's URL query. Anything malformed falls back to "no filter" instead of an
 * error, so a hand-edited or old link still shows results.
 */
export const CatalogueQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()).catch(undefined),
  minPrice: z.preprocess(emptyToUndefined, optionalNumber),
  maxPrice: z.preprocess(emptyToUndefined, optionalNumber),
  category: z.preprocess(emptyToUndefined, z.string().max(40).optional()).catch(undefined),
  status: z.preprocess(emptyToUndefined, z.enum(["all", ...STATUS_FILTERS]).optional()).catch(undefined),
  sort: z.preprocess(emptyToUndefined, z.enum(SORTS).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  limit: z.coerce.number().int().min(1).catch(24).default(24).transform((limit) => Math.min(limit, 100)),
});

export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema>;

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  return CatalogueQuerySchema.parse(Object.fromEntries(params));
}

/** Whether the query narrows the list (so an empty result says "No prompts found."). */
export function isFiltered(query: CatalogueQuery): boolean {
  const status = query.status && query.status !== "all";
  return Boolean(query.q || query.category || status || query.minPrice !== undefined || query.maxPrice !== undefined);
}
