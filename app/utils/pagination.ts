/**
 * The last page anyone may ask for: past it the offset stops being a number SQLite can bind
 * (`?page=1e26` was a 500). The catalogue's query schema uses the same bound.
 */
export const MAX_PAGE = 10_000;

/** `page` from a query string: a whole number from 1 to MAX_PAGE, anything else is page 1. */
export function parsePage(params: URLSearchParams, name = "page"): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
