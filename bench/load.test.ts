import { describe, expect, it } from "vitest";
import { loadFailure, measuredSeconds, type LoadSample } from "./load";

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
  errorKinds: {},
  ...overrides,
});

describe("loadFailure", () => {
  it("accepts a sample where every answer was 2xx", () => {
    expect(loadFailure(sample({ statusCounts: { 200: 60, 201: 20, 204: 20 } }))).toBeUndefined();
  });

  it("reports non-2xx answers by status, so a fast redirect or error page is not taken for a fast case", () => {
    expect(loadFailure(sample({ statusCounts: { 200: 90, 302: 6, 404: 4 } }))).toBe("10 non-2xx answers (302×6, 404×4)");
  });

  it("reports connection errors by kind, timeouts and an empty run", () => {
    expect(loadFailure(sample({ errors: 2, timeouts: 1, errorKinds: { ECONNRESET: 2, timeout: 1 } }))).toBe(
      "2 connection errors (ECONNRESET×2); 1 timeouts",
    );
    expect(loadFailure(sample({ requests: 0, statusCounts: {} }))).toBe("no answers");
  });
});

describe("measuredSeconds", () => {
  it("keeps the configured duration for fast cases and for one connection", () => {
    expect(measuredSeconds(10, 32, 5)).toBe(10);
    expect(measuredSeconds(10, 1, 900)).toBe(10);
    expect(measuredSeconds(3, 32, undefined)).toBe(3);
  });

  it("stretches a slow 32-connection run to three rounds of answers, whole seconds, at most a minute", () => {
    expect(measuredSeconds(10, 32, 200)).toBe(20);
    expect(measuredSeconds(3, 32, 101)).toBe(10);
    expect(measuredSeconds(10, 32, 2000)).toBe(60);
  });
});
