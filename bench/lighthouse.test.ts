import { describe, expect, it } from "vitest";
import { combineRuns, summarizeLhr, type Lhr, type LighthouseRun } from "./lighthouse";

const lhr: Lhr = {
  categories: {
    performance: {
      score: 0.874,
      auditRefs: [
        { id: "largest-contentful-paint", weight: 25 },
        { id: "total-blocking-time", weight: 30 },
        { id: "unused-javascript", weight: 0 },
        { id: "diagnostics", weight: 0 },
      ],
    },
    accessibility: { score: 0.95, auditRefs: [{ id: "color-contrast", weight: 7 }, { id: "label", weight: 7 }, { id: "accesskeys", weight: 0 }] },
    "best-practices": { score: 1, auditRefs: [{ id: "errors-in-console", weight: 1 }] },
    seo: { score: 0.92, auditRefs: [{ id: "meta-description", weight: 1 }, { id: "robots-txt", weight: 1 }] },
  },
  audits: {
    "largest-contentful-paint": { score: 0.71, scoreDisplayMode: "numeric", numericValue: 2412.6 },
    "total-blocking-time": { score: 1, scoreDisplayMode: "numeric" },
    "unused-javascript": { score: 0.5, scoreDisplayMode: "metricSavings" },
    diagnostics: { score: null, scoreDisplayMode: "informative" },
    "color-contrast": { score: 0, scoreDisplayMode: "binary" },
    label: { score: 1, scoreDisplayMode: "binary" },
    accesskeys: { score: null, scoreDisplayMode: "notApplicable" },
    "errors-in-console": { score: 1, scoreDisplayMode: "binary" },
    "meta-description": { score: 0, scoreDisplayMode: "binary" },
    "robots-txt": { score: 0, scoreDisplayMode: "manual" },
  },
};

describe("summarizeLhr", () => {
  it("turns category scores into whole percentages", () => {
    expect(summarizeLhr(lhr).scores).toEqual({ performance: 87, accessibility: 95, "best-practices": 100, seo: 92 });
  });

  it("names the audits that cost points in each category below 100, with partial scores", () => {
    expect(summarizeLhr(lhr).failingAudits).toEqual({
      performance: ["largest-contentful-paint(0.71)", "unused-javascript(0.5)"],
      accessibility: ["color-contrast"],
      seo: ["meta-description"],
    });
  });

  it("keeps the simulated largest contentful paint in whole ms, and none when the audit has no value", () => {
    expect(summarizeLhr(lhr).lcpMs).toBe(2413);
    const noValue: Lhr = { ...lhr, audits: { ...lhr.audits, "largest-contentful-paint": { score: null, scoreDisplayMode: "error" } } };
    expect(summarizeLhr(noValue)).not.toHaveProperty("lcpMs");
  });

  it("leaves out a category Lighthouse could not score", () => {
    const unscored: Lhr = { ...lhr, categories: { ...lhr.categories, performance: { score: null, auditRefs: [] } } };
    expect(summarizeLhr(unscored).scores).not.toHaveProperty("performance");
  });
});

describe("combineRuns", () => {
  const run = (performance: number, lcpMs: number, seo = 100): LighthouseRun => ({
    scores: { performance, accessibility: 100, "best-practices": 100, seo },
    failingAudits: performance < 100 ? { performance: [`total-blocking-time(${performance / 100})`] } : {},
    lcpMs,
  });

  it("keeps a single run as it is", () => {
    expect(combineRuns([run(97, 1300)])).toEqual(run(97, 1300));
  });

  it("reports each category's median, the median LCP and the failing audits of the median run by Performance", () => {
    expect(combineRuns([run(100, 1200), run(94, 1500, 92), run(98, 1250)])).toEqual({
      scores: { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 },
      failingAudits: { performance: ["total-blocking-time(0.98)"] },
      lcpMs: 1250,
      performanceRuns: [100, 94, 98],
    });
  });

  it("leaves out a run that recorded nothing, counts the worse of two middle runs, and names what failed", () => {
    const combined = combineRuns([run(100, 1200), { failure: "Lighthouse exited with 1: NO_NAVSTART" }, run(96, 1400)]);
    expect(combined).toMatchObject({ scores: { performance: 96 }, lcpMs: 1400, performanceRuns: [100, 96], failedRuns: ["Lighthouse exited with 1: NO_NAVSTART"] });
    expect(combined).not.toHaveProperty("failure");
  });

  it("fails only when no run was recorded", () => {
    expect(combineRuns([{ failure: "first" }, { failure: "second" }])).toEqual({ scores: {}, failingAudits: {}, failure: "second", failedRuns: ["first", "second"] });
  });
});
