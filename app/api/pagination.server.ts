import { parsePage } from "~/utils/pagination";

const DEFAULT_PAGE_SIZE = 24;
const MAX_PAGE_SIZE = 100;

export type PageRequest = { page: number; limit: number; offset: number };

/** `page` (from 1) and `limit` (default 24, at most 100) from the query; bad values fall back. */
export function readPage(url: URL): PageRequest {
  const page = parsePage(url.searchParams);
  const asked = Number(url.searchParams.get("limit"));
  const limit = Number.isInteger(asked) && asked >= 1 ? Math.min(asked, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** The paging fields every list response carries next to its items. */
export function pageInfo({ page, limit }: PageRequest, total: number) {
  return { total, page, limit };
}
