import type { LoadRequest, LoadSpec } from "./load";

export type CaseDefinition = {
  id: string;
  label: string;
  /** Catalogue cases are the ones the service-time, throughput and 1M budgets are about. */
  catalogue: boolean;
};

export const CASES: readonly CaseDefinition[] = [
  { id: "landing", label: "landing GET /", catalogue: false },
  { id: "marketplace", label: "marketplace /home/prompts", catalogue: true },
  { id: "search", label: "search ?q=Generator", catalogue: true },
  { id: "filter-sort", label: "filter+sort price/category", catalogue: true },
  { id: "page-200", label: "page 200", catalogue: true },
  { id: "detail", label: "prompt detail", catalogue: false },
  { id: "json-list", label: "JSON list", catalogue: true },
  { id: "json-search", label: "JSON search", catalogue: true },
  { id: "cart", label: "cart add/remove (API)", catalogue: false },
  { id: "public-catalogue", label: "public /prompts (anonymous)", catalogue: false },
  { id: "public-detail", label: "public prompt page (anonymous)", catalogue: false },
];

export const FLOOR_CASE: CaseDefinition = { id: "floor", label: "floor: static marketplace bytes", catalogue: false };

export const CONNECTION_COUNTS = [1, 32] as const;

export const CATALOGUE_CASE_IDS = CASES.filter((c) => c.catalogue).map((c) => c.id);

/** What the cases need from a running app: a buyer's session cookie and API token, and ids that exist in its database. */
export type Fixtures = {
  cookie: string;
  token: string;
  categoryId: string;
  detailPromptId: string;
  /** The detail prompt's store, weighed signed out (issue 26). */
  storeId: string;
  /**
   * One prompt per connection, so concurrent add/remove pairs never touch the same cart row; twice
   * as many as connections, so the warm-up and the measured run never share one either.
   */
  cartPromptIds: string[];
};

export const SEARCH_TERM = "Generator";

const detailPath = (promptId: string) => `/home/prompt/${encodeURIComponent(promptId)}`;

export function casePaths(fixtures: Pick<Fixtures, "categoryId" | "detailPromptId">): Record<string, string> {
  const filter = new URLSearchParams({ minPrice: "10", maxPrice: "30", category: fixtures.categoryId, sort: "price_asc" });
  return {
    landing: "/",
    marketplace: "/home/prompts",
    search: `/home/prompts?q=${SEARCH_TERM}`,
    "filter-sort": `/home/prompts?${filter}`,
    "page-200": "/home/prompts?page=200",
    detail: detailPath(fixtures.detailPromptId),
    "json-list": "/api/v1/prompt/prompts",
    "json-search": `/api/v1/prompt/prompts?q=${SEARCH_TERM}`,
    "public-catalogue": "/prompts",
    "public-detail": `/prompts/${encodeURIComponent(fixtures.detailPromptId)}`,
  };
}

/**
 * The autocannon requests of a case. The cart case alternates two requests on each connection
 * (add, then remove, of that connection's prompt), so its figures are per request, not per pair.
 */
export function caseLoad(caseId: string, fixtures: Fixtures): Pick<LoadSpec, "requests" | "connectionValues" | "warmupConnectionValues"> {
  const cookie = { cookie: fixtures.cookie };
  const bearer = { authorization: `Bearer ${fixtures.token}` };
  const paths = casePaths(fixtures);
  const get = (path: string, headers: Record<string, string> = {}): LoadRequest[] => [{ method: "GET", path, headers }];
  switch (caseId) {
    case "landing":
    case "public-catalogue":
    case "public-detail":
      return { requests: get(paths[caseId]!) };
    case "json-list":
    case "json-search":
      return { requests: get(paths[caseId]!, bearer) };
    case "cart": {
      // A request the warm-up gave up on may still reach the server after the measured run has
      // started (a remove overtaking its add: a 404): the two runs use different prompts.
      const half = Math.ceil(fixtures.cartPromptIds.length / 2);
      return {
        requests: [
          { method: "POST", path: "/api/v1/cart/add/{conn}", headers: bearer },
          { method: "DELETE", path: "/api/v1/cart/remove/{conn}", headers: bearer },
        ],
        connectionValues: fixtures.cartPromptIds.slice(0, half),
        warmupConnectionValues: fixtures.cartPromptIds.slice(half),
      };
    }
    default: {
      const path = paths[caseId];
      if (!path) throw new Error(`unknown bench case "${caseId}"`);
      return { requests: get(path, cookie) };
    }
  }
}

/**
 * A page the bench weighs and, unless `audit` is false, runs Lighthouse on (`lighthouseRuns` times,
 * default once); with `cookie`, as the demo buyer.
 */
export type InspectedPage = { page: string; path: string; cookie?: string; audit?: boolean; lighthouseRuns?: number };

/** Issue 26's visitor pages must score 100: a median of three runs, as one run moves by a few points here. */
const VISITOR_LIGHTHOUSE_RUNS = 3;

/** The pages weighed and audited: public pages anonymously, the buyer's pages with the buyer's cookie. */
export function inspectedPages(fixtures: Pick<Fixtures, "cookie" | "detailPromptId" | "storeId">): InspectedPage[] {
  return [
    { page: "landing", path: "/", lighthouseRuns: VISITOR_LIGHTHOUSE_RUNS },
    { page: "login", path: "/login" },
    { page: "marketplace", path: "/home/prompts", cookie: fixtures.cookie },
    { page: "detail", path: detailPath(fixtures.detailPromptId), cookie: fixtures.cookie },
    // The public catalogue and prompt page keep the same budgets (issue 13), and a visitor's on top (issue 26).
    { page: "public-catalogue", path: "/prompts", lighthouseRuns: VISITOR_LIGHTHOUSE_RUNS },
    { page: "public-detail", path: `/prompts/${encodeURIComponent(fixtures.detailPromptId)}`, lighthouseRuns: VISITOR_LIGHTHOUSE_RUNS },
    // Weighed only: issue 26's Lighthouse budgets name the landing, catalogue and prompt pages.
    { page: "public-store", path: `/store/${encodeURIComponent(fixtures.storeId)}`, audit: false },
  ];
}
