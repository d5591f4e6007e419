import { describe, expect, it } from "vitest";
import { summarizeLhr, type Lhr } from "./lighthouse";

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
