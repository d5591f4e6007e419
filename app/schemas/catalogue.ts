import { z } from "zod";
import { MAX_PAGE } from "~/utils/pagination";
import { PRICE_FILTER, SORTS, STATUS_FILTERS } from "./catalogue-filters";
import { searchableText } from "./constraints/search";

export type { Sort } from "./catalogue-filters";

const optionalNumber = z.coerce.number().min(PRICE_FILTER.min).max(PRICE_FILTER.max).optional().catch(undefined);
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
const plainText = (value: unknown) => emptyToUndefined(typeof value === "string" ? searchableText(value).trim() : value);

export const PRICE_RANGE_ERROR = "Min price must not be above Max price";

/**
 * The catalogue's URL query. Anything malformed falls back to "no filter" instead of an
 * error, so a hand-edited or old link still shows results.
 */
export const CatalogueQuerySchema = z.object({
  q: z.preprocess(plainText, z.string().trim().max(100).optional()).catch(undefined),
  minPrice: z.preprocess(emptyToUndefined, optionalNumber),
  maxPrice: z.preprocess(emptyToUndefined, optionalNumber),
  category: z.preprocess(emptyToUndefined, z.string().max(40).optional()).catch(undefined),
  /** A model's id, or (for API clients) its name in any case. */
  model: z.preprocess(plainText, z.string().max(60).optional()).catch(undefined),
  status: z.preprocess(emptyToUndefined, z.enum(["all", ...STATUS_FILTERS]).optional()).catch(undefined),
  sort: z.preprocess(emptyToUndefined, z.enum(SORTS).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1).default(1),
  limit: z.coerce.number().int().min(1).catch(24).default(24).transform((limit) => Math.min(limit, 100)),
});

/** `priceError`: Min is above Max; the range is kept as asked (it lists nothing) and this says why. */
export type CatalogueQuery = z.infer<typeof CatalogueQuerySchema> & { priceError?: string };

/** The query of a URL, as every prompt grid and the JSON API read it (docs/decisions/0145). */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const query = CatalogueQuerySchema.parse(Object.fromEntries(params));
  const minAboveMax = query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice;
  return minAboveMax ? { ...query, priceError: PRICE_RANGE_ERROR } : query;
}
