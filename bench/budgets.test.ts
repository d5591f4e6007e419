import { describe, expect, it } from "vitest";
import { evaluateBudgets, type BudgetInput } from "./budgets";
import { CASES } from "./cases";
import type { LighthouseResult, LoadResult, PageWeight } from "./results";

function load(size: number, caseId: string, connections: number, p95: number, rps = 100, extra: Partial<LoadResult> = {}): LoadResult {
  return { target: "current", size, caseId, connections, requests: 1000, durationSec: 10, rps, p50: p95 / 2, p95, p99: p95 * 1.2, statusCounts: { 200: 1000 }, errors: 0, timeouts: 0, errorKinds: {}, ...extra };
}

/** Every case at 10000 and 100000 with the same healthy figures: p95 5 ms, detail 100 req/s, others 80. */
function healthyLoad(sizes = [10_000, 100_000]): LoadResult[] {
  return sizes.flatMap((size) => CASES.flatMap(({ id }) => [1, 32].map((c) => load(size, id, c, 5, id === "detail" ? 100 : 80))));
}

const weight = (path: string, jsKB: number, cssKB = 10, htmlKB = 10, page = path): PageWeight => ({ target: "current", page, path, htmlKB, jsKB, cssKB, jsFiles: 3, cssFiles: 1 });
const lighthouse = (path: string, performance: number, seo = 100, page = path, lcpMs?: number): LighthouseResult => ({
  page,
  path,
  scores: { performance, accessibility: 100, "best-practices": 100, seo },
  failingAudits: {},
  ...(lcpMs !== undefined && { lcpMs }),
});

function input(overrides: Partial<BudgetInput> = {}): BudgetInput {
  return {
    sizes: [10_000, 100_000],
    load: healthyLoad(),
    seeds: [],
    weight: [weight("/", 50)],
    lighthouse: [lighthouse("/", 99)],
    ...overrides,
  };
}

const line = (lines: ReturnType<typeof evaluateBudgets>, start: string) => {
  const found = lines.find((l) => l.budget.startsWith(start));
  if (!found) throw new Error(`no budget line starting "${start}"`);
  return found;
};

describe("evaluateBudgets", () => {
  it("passes every evaluable budget on healthy figures and skips the 1M ones without 1M in the sizes", () => {
    const lines = evaluateBudgets(input());
    expect(lines.filter((l) => l.status === "FAIL")).toEqual([]);
    expect(lines.filter((l) => l.status === "SKIP").map((l) => l.budget)).toHaveLength(7);
    expect(lines.filter((l) => l.status === "SKIP").every((l) => l.budget.startsWith("1M:") && l.detail.includes("not in --sizes"))).toBe(true);
  });

  it("fails growth when a case's p95 at 100000 is above 1.3× its p95 at 10000, per connection count", () => {
    const slowAtLarge = healthyLoad().map((r) => (r.caseId === "search" && r.size === 100_000 && r.connections === 32 ? { ...r, p95: 6.6 } : r));
    const lines = evaluateBudgets(input({ load: slowAtLarge }));
    expect(line(lines, "growth: p95 at 100000 ≤ 1.3× p95 at 10000, every case, 1 conn").status).toBe("PASS");
    const growth32 = line(lines, "growth: p95 at 100000 ≤ 1.3× p95 at 10000, every case, 32 conn");
    expect(growth32.status).toBe("FAIL");
    expect(growth32.detail).toContain("search 1.32×");
  });

  it("lets growth of exactly 1.3× pass", () => {
    const atLimit = healthyLoad().map((r) => (r.size === 100_000 ? { ...r, p95: 6.5 } : r));
    expect(line(evaluateBudgets(input({ load: atLimit })), "growth").status).toBe("PASS");
  });

  it("skips growth without both 10000 and 100000, saying which is missing", () => {
    const lines = evaluateBudgets(input({ sizes: [1000, 10_000], load: healthyLoad([1000, 10_000]) }));
    const growth = line(lines, "growth");
    expect(growth.status).toBe("SKIP");
    expect(growth.detail).toContain("100000 not in --sizes");
    expect(line(lines, "service time: marketplace").status).toBe("SKIP");
  });

  it("holds each service-time case to its own p95 limit at 100000, 1 connection", () => {
    const figures = healthyLoad().map((r) => {
      if (r.size !== 100_000 || r.connections !== 1) return r;
      if (r.caseId === "json-list") return { ...r, p95: 10.01 };
      if (r.caseId === "marketplace") return { ...r, p95: 25 };
      if (r.caseId === "detail") return { ...r, p95: 15.5 };
      return r;
    });
    const lines = evaluateBudgets(input({ load: figures }));
    expect(line(lines, "service time: json-list").status).toBe("FAIL");
    expect(line(lines, "service time: marketplace").status).toBe("PASS");
    expect(line(lines, "service time: detail").status).toBe("FAIL");
    expect(line(lines, "service time: detail").detail).toBe("p95 15.5 ms");
  });

  it("compares catalogue throughput with 40% of the detail page's req/s in the same run", () => {
    const figures = healthyLoad().map((r) =>
      r.size === 100_000 && r.connections === 32 && r.caseId === "page-200" ? { ...r, rps: 39.9 } : r.caseId === "json-list" && r.connections === 32 ? { ...r, rps: 40 } : r,
    );
    const lines = evaluateBudgets(input({ load: figures }));
    expect(line(lines, "throughput: page-200").status).toBe("FAIL");
    expect(line(lines, "throughput: json-list").status).toBe("PASS");
  });

  it("never lets a case that errored pass, and names the failure", () => {
    const figures = healthyLoad().map((r) =>
      r.caseId === "marketplace" && r.size === 100_000 ? { ...r, p95: 0.5, failure: "1000 non-2xx answers (302×1000)" } : r,
    );
    const lines = evaluateBudgets(input({ load: figures }));
    const service = line(lines, "service time: marketplace");
    expect(service.status).toBe("FAIL");
    expect(service.detail).toContain("302×1000");
    expect(line(lines, "growth").status).toBe("FAIL");
  });

  it("adds PostgreSQL's growth and its p95 against SQLite's only for --engine postgres", () => {
    expect(evaluateBudgets(input()).some((l) => l.budget.startsWith("PostgreSQL"))).toBe(false);
    const onBoth = [...healthyLoad(), ...healthyLoad().map((r) => ({ ...r, target: "postgres" as const, p95: r.p95 * 2 }))];
    const lines = evaluateBudgets(input({ postgres: true, load: onBoth }));
    expect(lines.filter((l) => l.budget.startsWith("PostgreSQL")).map((l) => [l.budget, l.status])).toEqual([
      ["PostgreSQL growth: p95 at 100000 ≤ 1.3× p95 at 10000, every case, 1 conn", "PASS"],
      ["PostgreSQL growth: p95 at 100000 ≤ 1.3× p95 at 10000, every case, 32 conn", "PASS"],
      ["PostgreSQL: p95 at 10000, 1 conn ≤ 2× SQLite's in the same run, every case", "PASS"],
      ["PostgreSQL: p95 at 100000, 1 conn ≤ 2× SQLite's in the same run, every case", "PASS"],
    ]);
  });

  it("fails PostgreSQL's budgets on its own figures: growth, p95 over twice SQLite's, a case not measured", () => {
    const postgres = healthyLoad()
      .filter((r) => !(r.caseId === "cart" && r.size === 10_000))
      .map((r) => ({ ...r, target: "postgres" as const, p95: r.caseId === "search" && r.size === 100_000 ? 10.5 : r.p95 }));
    const lines = evaluateBudgets(input({ postgres: true, load: [...healthyLoad(), ...postgres] }));
    expect(line(lines, "growth: p95 at 100000 ≤ 1.3× p95 at 10000, every case, 1 conn").status).toBe("PASS");
    const growth = line(lines, "PostgreSQL growth: p95 at 100000 ≤ 1.3× p95 at 10000, every case, 1 conn");
    expect(growth.status).toBe("FAIL");
    expect(growth.detail).toContain("search 2.1× (5 → 10.5 ms)");
    expect(growth.detail).toContain("PostgreSQL's cart at 10000 (1 conn) was not measured");
    const large = line(lines, "PostgreSQL: p95 at 100000");
    expect(large.status).toBe("FAIL");
    expect(large.detail).toBe("search 2.1× (5 → 10.5 ms)");
    expect(line(lines, "PostgreSQL: p95 at 10000").detail).toContain("PostgreSQL's cart at 10000 (1 conn) was not measured");
  });

  it("judges 1M seeding time and p95 growth from 100000 to 1M when 1M was run", () => {
    const sizes = [10_000, 100_000, 1_000_000];
    const figures = healthyLoad(sizes).map((r) => (r.size === 1_000_000 && r.caseId === "search" && r.connections === 1 ? { ...r, p95: 10.5 } : r));
    const lines = evaluateBudgets(input({ sizes, load: figures, seeds: [{ target: "current", size: 1_000_000, seconds: 181 }] }));
    expect(line(lines, "1M: seeding").status).toBe("FAIL");
    expect(line(lines, "1M: search").status).toBe("FAIL");
    expect(line(lines, "1M: marketplace").status).toBe("PASS");
  });

  it("checks JS, CSS and HTML of each weighed page and names what is over", () => {
    const lines = evaluateBudgets(input({ weight: [weight("/", 100), weight("/login", 100.1, 25.1)] }));
    expect(line(lines, "weight /:").status).toBe("PASS");
    const login = line(lines, "weight /login:");
    expect(login.status).toBe("FAIL");
    expect(login.detail).toContain("over: JS, CSS");
  });

  it("wants Performance ≥ 95 and 100 in the other Lighthouse categories, and skips without Lighthouse", () => {
    const lines = evaluateBudgets(input({ lighthouse: [lighthouse("/", 95), lighthouse("/login", 94), lighthouse("/home/prompts", 100, 92)] }));
    expect(line(lines, "Lighthouse mobile /:").status).toBe("PASS");
    expect(line(lines, "Lighthouse mobile /login:").detail).toContain("below: performance");
    expect(line(lines, "Lighthouse mobile /home/prompts:").detail).toContain("below: seo");
    expect(line(evaluateBudgets(input({ lighthouse: null })), "Lighthouse").status).toBe("SKIP");
  });

  it("fails a Lighthouse page whose run crashed", () => {
    const crashed: LighthouseResult = { page: "/", path: "/", scores: {}, failingAudits: {}, failure: "Lighthouse exited with 1" };
    expect(line(evaluateBudgets(input({ lighthouse: [crashed] })), "Lighthouse mobile /:").status).toBe("FAIL");
  });

  it("holds a visitor's pages to 10 KB of JS and their own HTML limits, and signed-in pages to 100 KB", () => {
    const lines = evaluateBudgets(
      input({
        weight: [
          weight("/", 10, 10, 15, "landing"),
          weight("/prompts", 10.1, 10, 12, "public-catalogue"),
          weight("/prompts/p1", 4, 10, 20.1, "public-detail"),
          weight("/store/s1", 9, 10, 30, "public-store"),
          weight("/home/prompts", 99.9, 10, 30, "marketplace"),
          weight("/home/prompt/p1", 100.1, 10, 20, "detail"),
        ],
      }),
    );
    const landing = line(lines, "weight / (visitor):");
    expect(landing).toMatchObject({ status: "PASS", budget: "weight / (visitor): JS ≤ 10 KB, CSS ≤ 25 KB, HTML ≤ 15 KB gzip" });
    expect(line(lines, "weight /prompts (visitor):").detail).toContain("over: JS");
    expect(line(lines, "weight /prompts/p1 (visitor): JS ≤ 10 KB, CSS ≤ 25 KB, HTML ≤ 20 KB gzip").detail).toContain("over: HTML");
    expect(line(lines, "weight /store/s1 (visitor): JS ≤ 10 KB, CSS ≤ 25 KB, HTML ≤ 50 KB gzip").status).toBe("PASS");
    expect(line(lines, "weight /home/prompts: JS ≤ 100 KB").status).toBe("PASS");
    expect(line(lines, "weight /home/prompt/p1: JS ≤ 100 KB").detail).toContain("over: JS");
  });

  it("wants 100 in every Lighthouse category and LCP ≤ 1.5 s on a visitor's landing, catalogue and prompt pages", () => {
    const lines = evaluateBudgets(
      input({
        lighthouse: [
          lighthouse("/", 100, 100, "landing", 1500),
          lighthouse("/prompts", 99, 100, "public-catalogue", 900),
          lighthouse("/prompts/p1", 100, 100, "public-detail", 1501),
          lighthouse("/home/prompts", 95, 100, "marketplace", 4000),
        ],
      }),
    );
    expect(line(lines, "Lighthouse mobile / (visitor): Performance, Accessibility, Best Practices and SEO = 100, LCP ≤ 1.5 s").status).toBe("PASS");
    expect(line(lines, "Lighthouse mobile /prompts (visitor):")).toMatchObject({ status: "FAIL", detail: expect.stringContaining("below: performance") });
    expect(line(lines, "Lighthouse mobile /prompts/p1 (visitor):")).toMatchObject({ status: "FAIL", detail: expect.stringContaining("LCP 1501 ms; over: LCP") });
    expect(line(lines, "Lighthouse mobile /home/prompts: Performance ≥ 95").status).toBe("PASS");
  });

  it("fails a visitor page's Lighthouse line when the run gave no LCP", () => {
    const lines = evaluateBudgets(input({ lighthouse: [lighthouse("/", 100, 100, "landing")] }));
    expect(line(lines, "Lighthouse mobile / (visitor):")).toMatchObject({ status: "FAIL", detail: expect.stringContaining("LCP - ms; over: LCP") });
  });
});
