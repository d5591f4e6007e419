import { describe, expect, it } from "vitest";
import { loadFailure, type LoadSample } from "./load";

const sample = (overrides: Partial<LoadSample> = {}): LoadSample => ({
  requests: 100,
  durationSec: 3,
  rps: 33.3,
  p50: 1,
  p95: 2,
  p99: 3,
  statusCounts: { 200: 100 },
  errors: 0,
  timeouts: 0,
  ...overrides,
});

describe("loadFailure", () => {
  it("accepts a sample where every answer was 2xx", () => {
    expect(loadFailure(sample({ statusCounts: { 200: 60, 201: 20, 204: 20 } }))).toBeUndefined();
  });

  it("reports non-2xx answers by status, so a fast redirect or error page is not taken for a fast case", () => {
    expect(loadFailure(sample({ statusCounts: { 200: 90, 302: 6, 404: 4 } }))).toBe("10 non-2xx answers (302×6, 404×4)");
  });

  it("reports connection errors, timeouts and an empty run", () => {
    expect(loadFailure(sample({ errors: 2, timeouts: 1 }))).toBe("2 connection errors; 1 timeouts");
    expect(loadFailure(sample({ requests: 0, statusCounts: {} }))).toBe("no answers");
  });
});
