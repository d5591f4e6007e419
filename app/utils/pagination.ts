/** `page` from a query string: a whole number from 1, anything else is page 1. */
export function parsePage(params: URLSearchParams, name = "page"): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
