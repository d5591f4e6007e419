import { CASES, CATALOGUE_CASE_IDS, CONNECTION_COUNTS } from "./cases";
import {
  findLoad,
  LIGHTHOUSE_CATEGORIES,
  type BudgetLine,
  type LighthouseResult,
  type LoadResult,
  type PageWeight,
  type SeedResult,
  type Target,
} from "./results";
import { ratio } from "./stats";

export type BudgetInput = {
  sizes: readonly number[];
  /** The working tree also ran on PostgreSQL (--engine postgres): its growth and its p95 against SQLite's count too. */
  postgres?: boolean;
  load: readonly LoadResult[];
  seeds: readonly SeedResult[];
  weight: readonly PageWeight[];
  /** null when Lighthouse was not run (--no-lighthouse). */
  lighthouse: readonly LighthouseResult[] | null;
};

const SMALL = 10_000;
const LARGE = 100_000;
const MILLION = 1_000_000;
const GROWTH_LIMIT = 1.3;
/** Issue 28: each case's 1-connection p95 on PostgreSQL at most twice SQLite's, in the same run. */
const POSTGRES_P95_LIMIT = 2;
const SERVICE_P95_MS: Record<string, number> = {
  marketplace: 25,
  search: 25,
  "filter-sort": 25,
  "page-200": 25,
  "json-list": 10,
  "json-search": 10,
  detail: 15,
};
const THROUGHPUT_SHARE_OF_DETAIL = 0.4;
const MILLION_SEED_SECONDS = 180;
const MILLION_P95_GROWTH = 2;
type WeightLimits = { jsKB: number; cssKB: number; htmlKB: number };
const WEIGHT_KB: WeightLimits = { jsKB: 100, cssKB: 25, htmlKB: 50 };
/**
 * Issue 26: a visitor (signed out) gets the public pages without the app's JavaScript, and small
 * HTML. Keyed by the inspected page (cases.ts); the others keep WEIGHT_KB (signed-in pages: 100 KB JS).
 */
const VISITOR_WEIGHT_KB: Record<string, Partial<WeightLimits>> = {
  landing: { jsKB: 10, htmlKB: 15 },
  "public-catalogue": { jsKB: 10, htmlKB: 20 },
  "public-detail": { jsKB: 10, htmlKB: 20 },
  "public-store": { jsKB: 10 },
};
type LighthouseLimits = { min: Record<string, number>; lcpMs?: number };
const LIGHTHOUSE_DEFAULT: LighthouseLimits = { min: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } };
/** Issue 26: the visitor's landing, catalogue and prompt pages score 100 everywhere, LCP ≤ 1.5 s. */
const LIGHTHOUSE_VISITOR: LighthouseLimits = { min: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }, lcpMs: 1500 };
const LIGHTHOUSE_VISITOR_PAGES = new Set(["landing", "public-catalogue", "public-detail"]);

/** One line per budget, all from the current tree's figures of this run. */
export function evaluateBudgets(input: BudgetInput): BudgetLine[] {
  return [
    ...CONNECTION_COUNTS.map((connections) => growthBudget(input, connections)),
    ...(input.postgres ? postgresBudgets(input) : []),
    ...Object.entries(SERVICE_P95_MS).map(([caseId, limit]) => serviceTimeBudget(input, caseId, limit)),
    ...CATALOGUE_CASE_IDS.map((caseId) => throughputBudget(input, caseId)),
    millionSeedBudget(input),
    ...CATALOGUE_CASE_IDS.map((caseId) => millionServiceBudget(input, caseId)),
    ...weightBudgets(input),
    ...lighthouseBudgets(input),
  ];
}

const pass = (budget: string, detail: string): BudgetLine => ({ budget, status: "PASS", detail });
const fail = (budget: string, detail: string): BudgetLine => ({ budget, status: "FAIL", detail });
const skip = (budget: string, detail: string): BudgetLine => ({ budget, status: "SKIP", detail });
const verdict = (budget: string, ok: boolean, detail: string) => (ok ? pass : fail)(budget, detail);
const sizesMissing = (input: BudgetInput, ...sizes: number[]) => sizes.filter((size) => !input.sizes.includes(size));

/** The case's figure, or why there is none: a failed case never passes a budget. */
function measured(input: BudgetInput, size: number, caseId: string, connections: number, target: Target = "current"): LoadResult | string {
  const result = findLoad(input.load, { target, size, caseId, connections });
  const what = `${target === "postgres" ? "PostgreSQL's " : ""}${caseId} at ${size} (${connections} conn)`;
  if (!result) return `${what} was not measured`;
  if (result.failure) return `${what} failed: ${result.failure}`;
  return result;
}

function growthBudget(input: BudgetInput, connections: number, target: Target = "current"): BudgetLine {
  const engine = target === "postgres" ? "PostgreSQL " : "";
  const budget = `${engine}growth: p95 at ${LARGE} ≤ ${GROWTH_LIMIT}× p95 at ${SMALL}, every case, ${connections} conn`;
  const missing = sizesMissing(input, SMALL, LARGE);
  if (missing.length) return skip(budget, `needs sizes ${SMALL} and ${LARGE}; ${missing.join(", ")} not in --sizes`);
  return everyCaseRatio(budget, GROWTH_LIMIT, (id) => [measured(input, SMALL, id, connections, target), measured(input, LARGE, id, connections, target)]);
}

/** Every case's p95 `after` / p95 `before` at most `limit`; a case that was not measured fails it. */
function everyCaseRatio(budget: string, limit: number, sides: (caseId: string) => [LoadResult | string, LoadResult | string]): BudgetLine {
  const problems: string[] = [];
  const ratios: string[] = [];
  for (const { id } of CASES) {
    const [before, after] = sides(id);
    if (typeof before === "string" || typeof after === "string") {
      problems.push(...[before, after].filter((r): r is string => typeof r === "string"));
      continue;
    }
    const times = ratio(after.p95, before.p95);
    ratios.push(`${id} ${times}×`);
    if (times === null || times > limit) problems.push(`${id} ${times}× (${before.p95} → ${after.p95} ms)`);
  }
  return problems.length ? fail(budget, problems.join("; ")) : pass(budget, ratios.join(", "));
}

function postgresBudgets(input: BudgetInput): BudgetLine[] {
  return [
    ...CONNECTION_COUNTS.map((connections) => growthBudget(input, connections, "postgres")),
    ...input.sizes.map((size) => postgresAgainstSqlite(input, size)),
  ];
}

function postgresAgainstSqlite(input: BudgetInput, size: number): BudgetLine {
  const budget = `PostgreSQL: p95 at ${size}, 1 conn ≤ ${POSTGRES_P95_LIMIT}× SQLite's in the same run, every case`;
  return everyCaseRatio(budget, POSTGRES_P95_LIMIT, (id) => [measured(input, size, id, 1), measured(input, size, id, 1, "postgres")]);
}

function serviceTimeBudget(input: BudgetInput, caseId: string, limitMs: number): BudgetLine {
  const budget = `service time: ${caseId} p95 at ${LARGE}, 1 conn ≤ ${limitMs} ms`;
  if (sizesMissing(input, LARGE).length) return skip(budget, `${LARGE} not in --sizes`);
  const result = measured(input, LARGE, caseId, 1);
  if (typeof result === "string") return fail(budget, result);
  return verdict(budget, result.p95 <= limitMs, `p95 ${result.p95} ms`);
}

function throughputBudget(input: BudgetInput, caseId: string): BudgetLine {
  const share = THROUGHPUT_SHARE_OF_DETAIL * 100;
  const budget = `throughput: ${caseId} req/s at ${LARGE}, 32 conn ≥ ${share}% of detail's`;
  if (sizesMissing(input, LARGE).length) return skip(budget, `${LARGE} not in --sizes`);
  const result = measured(input, LARGE, caseId, 32);
  const detail = measured(input, LARGE, "detail", 32);
  if (typeof result === "string") return fail(budget, result);
  if (typeof detail === "string") return fail(budget, detail);
  const needed = THROUGHPUT_SHARE_OF_DETAIL * detail.rps;
  return verdict(budget, result.rps >= needed, `${result.rps} req/s vs detail ${detail.rps} req/s (needs ≥ ${needed.toFixed(1)})`);
}

function millionSeedBudget(input: BudgetInput): BudgetLine {
  const budget = `1M: seeding ${MILLION} prompts ≤ ${MILLION_SEED_SECONDS} s`;
  if (sizesMissing(input, MILLION).length) return skip(budget, `${MILLION} not in --sizes`);
  const seed = input.seeds.find((s) => s.target === "current" && s.size === MILLION);
  if (!seed) return fail(budget, "seeding did not finish");
  return verdict(budget, seed.seconds <= MILLION_SEED_SECONDS, `${seed.seconds} s`);
}

function millionServiceBudget(input: BudgetInput, caseId: string): BudgetLine {
  const budget = `1M: ${caseId} p95 at ${MILLION}, 1 conn ≤ ${MILLION_P95_GROWTH}× its p95 at ${LARGE}`;
  const missing = sizesMissing(input, LARGE, MILLION);
  if (missing.length) return skip(budget, `needs sizes ${LARGE} and ${MILLION}; ${missing.join(", ")} not in --sizes`);
  const large = measured(input, LARGE, caseId, 1);
  const million = measured(input, MILLION, caseId, 1);
  if (typeof large === "string") return fail(budget, large);
  if (typeof million === "string") return fail(budget, million);
  const growth = ratio(million.p95, large.p95);
  return verdict(budget, growth !== null && growth <= MILLION_P95_GROWTH, `${large.p95} → ${million.p95} ms (${growth}×)`);
}

const isVisitorPage = (page: string) => page in VISITOR_WEIGHT_KB;
const weightLimitsOf = (page: string): WeightLimits => ({ ...WEIGHT_KB, ...VISITOR_WEIGHT_KB[page] });
const weightLimitText = (limits: WeightLimits) => `JS ≤ ${limits.jsKB} KB, CSS ≤ ${limits.cssKB} KB, HTML ≤ ${limits.htmlKB} KB gzip`;

function weightBudgets(input: BudgetInput): BudgetLine[] {
  const current = input.weight.filter((w) => w.target === "current");
  if (!current.length) return [fail(`weight: ${weightLimitText(WEIGHT_KB)}`, "no page was weighed")];
  return current.map((page) => {
    const limits = weightLimitsOf(page.page);
    const over = (Object.keys(limits) as (keyof WeightLimits)[]).filter((key) => page[key] > limits[key]);
    const figures = `JS ${page.jsKB} KB, CSS ${page.cssKB} KB, HTML ${page.htmlKB} KB`;
    const detail = over.length ? `${figures}; over: ${over.map((key) => key.replace("KB", "").toUpperCase()).join(", ")}` : figures;
    const who = isVisitorPage(page.page) ? " (visitor)" : "";
    return verdict(`weight ${page.path}${who}: ${weightLimitText(limits)}`, over.length === 0, detail);
  });
}

function lighthouseLimitText({ min, lcpMs }: LighthouseLimits): string {
  const others = min.performance === 100 ? "Performance, Accessibility, Best Practices and SEO = 100" : `Performance ≥ ${min.performance}, Accessibility, Best Practices and SEO = 100`;
  return lcpMs === undefined ? others : `${others}, LCP ≤ ${lcpMs / 1000} s`;
}

function lighthouseBudgets(input: BudgetInput): BudgetLine[] {
  if (input.lighthouse === null) return [skip(`Lighthouse mobile: ${lighthouseLimitText(LIGHTHOUSE_DEFAULT)}`, "Lighthouse not run (--no-lighthouse)")];
  return input.lighthouse.map((page) => {
    const visitor = LIGHTHOUSE_VISITOR_PAGES.has(page.page);
    const limits = visitor ? LIGHTHOUSE_VISITOR : LIGHTHOUSE_DEFAULT;
    const budget = `Lighthouse mobile ${page.path}${visitor ? " (visitor)" : ""}: ${lighthouseLimitText(limits)}`;
    if (page.failure) return fail(budget, page.failure);
    const low = LIGHTHOUSE_CATEGORIES.filter((category) => (page.scores[category] ?? 0) < limits.min[category]!);
    const figures = LIGHTHOUSE_CATEGORIES.map((category) => `${category} ${page.scores[category] ?? "-"}`);
    const lcpOver = limits.lcpMs !== undefined && !(page.lcpMs !== undefined && page.lcpMs <= limits.lcpMs);
    if (limits.lcpMs !== undefined) figures.push(`LCP ${page.lcpMs ?? "-"} ms`);
    if (page.performanceRuns) figures.push(`median of ${page.performanceRuns.length} recorded runs`);
    const detail = [figures.join(", "), low.length ? `below: ${low.join(", ")}` : "", lcpOver ? "over: LCP" : ""].filter(Boolean).join("; ");
    return verdict(budget, low.length === 0 && !lcpOver, detail);
  });
}
