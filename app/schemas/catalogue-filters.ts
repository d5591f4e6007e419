/**
 * The catalogue filters' options and labels, without Zod: the filter form needs them in the
 * browser, the query schema (./catalogue.ts) on the server.
 */
import type { CatalogueQuery } from "./catalogue";
import type { StatusFilter } from "./prompt-status";

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
/**
 * What the status filter offers (SPEC), plus prompts waiting for an admin's review; draft is
 * listed but no prompt is ever in it.
 */
export const STATUS_FILTERS = ["active", "inactive", "banned", "draft", "archived", "pending"] as const satisfies readonly StatusFilter[];
export const PRICE_FILTER = { min: 0, max: 1000, step: 10, gap: 50, defaultMin: 0, defaultMax: 500 } as const;

/** Whether the query narrows the list (so an empty result says "No prompts found."). */
export function isFiltered(query: CatalogueQuery): boolean {
  const status = query.status && query.status !== "all";
  return Boolean(query.q || query.category || query.model || status || query.minPrice !== undefined || query.maxPrice !== undefined);
}

/**
 * The query a filter form sends, without its empty fields: a GET form sends every field, and
 * `minPrice=&maxPrice=&sort=` in a shared URL says nothing (issue 23, point 12).
 */
export function nonEmptyParams(entries: Iterable<[string, FormDataEntryValue]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (typeof value === "string" && value.trim() !== "") params.append(name, value);
  return params;
}
