import { describe, expect, it } from "vitest";
import { caseLoad, CASES, CATALOGUE_CASE_IDS, casePaths, inspectedPages, type Fixtures } from "./cases";

const fixtures: Fixtures = {
  cookie: "__session=abc",
  token: "tok",
  categoryId: "cat/1",
  detailPromptId: "p 1",
  storeId: "s 1",
  cartPromptIds: ["a", "b", "c", "d"],
};

describe("bench cases", () => {
  it("queries the catalogue with the names app/schemas/catalogue.ts reads", () => {
    const filter = new URL(casePaths(fixtures)["filter-sort"]!, "http://x");
    expect(Object.fromEntries(filter.searchParams)).toEqual({ minPrice: "10", maxPrice: "30", category: "cat/1", sort: "price_asc" });
    expect(casePaths(fixtures).detail).toBe("/home/prompt/p%201");
  });

  it("sends the buyer's cookie to pages, the bearer token to the API and nothing to the landing page", () => {
    expect(caseLoad("marketplace", fixtures).requests).toEqual([{ method: "GET", path: "/home/prompts", headers: { cookie: "__session=abc" } }]);
    expect(caseLoad("json-search", fixtures).requests[0]!.headers).toEqual({ authorization: "Bearer tok" });
    expect(caseLoad("landing", fixtures).requests[0]!.headers).toEqual({});
    expect(caseLoad("public-catalogue", fixtures).requests).toEqual([{ method: "GET", path: "/prompts", headers: {} }]);
    expect(caseLoad("public-detail", fixtures).requests).toEqual([{ method: "GET", path: "/prompts/p%201", headers: {} }]);
  });

  it("alternates add and remove of a per-connection prompt in the cart case", () => {
    const cart = caseLoad("cart", fixtures);
    expect(cart.requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/v1/cart/add/{conn}", "DELETE /api/v1/cart/remove/{conn}"]);
    expect(cart.connectionValues).toEqual(["a", "b"]);
    expect(cart.warmupConnectionValues).toEqual(["c", "d"]);
  });

  it("has a load for every case and refuses an unknown one", () => {
    for (const { id } of CASES) expect(caseLoad(id, fixtures).requests.length).toBeGreaterThan(0);
    expect(() => caseLoad("nope", fixtures)).toThrow(/unknown bench case/);
  });

  it("weighs the store page signed out, and only the buyer's pages with the cookie", () => {
    const pages = inspectedPages(fixtures);
    expect(pages.find((p) => p.page === "public-store")).toEqual({ page: "public-store", path: "/store/s%201", audit: false });
    expect(pages.filter((p) => p.cookie).map((p) => p.page)).toEqual(["marketplace", "detail"]);
  });

  it("counts the six catalogue cases the budgets name", () => {
    expect(CATALOGUE_CASE_IDS).toEqual(["marketplace", "search", "filter-sort", "page-200", "json-list", "json-search"]);
  });
});
