import { CatalogueQuerySchema } from "~/schemas/catalogue";

/** `page` (from 1) and `limit` (default 24, at most 100): bad values fall back, as in the catalogue. */
export const PageQuerySchema = CatalogueQuerySchema.pick({ page: true, limit: true });

export type PageRequest = { page: number; limit: number; offset: number };

export function readPage(url: URL): PageRequest {
  const { page, limit } = PageQuerySchema.parse(Object.fromEntries(url.searchParams));
  return { page, limit, offset: (page - 1) * limit };
}

/** The paging fields every list response carries next to its items. */
export function pageInfo({ page, limit }: PageRequest, total: number) {
  return { total, page, limit };
}
