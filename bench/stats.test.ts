import { describe, expect, it } from "vitest";
import { percentile, ratio, round, summarizeLatencies } from "./stats";

describe("percentile (nearest rank)", () => {
  const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it("returns the value at rank ceil(p/100 × n)", () => {
    expect(percentile(oneToHundred, 50)).toBe(50);
    expect(percentile(oneToHundred, 95)).toBe(95);
    expect(percentile(oneToHundred, 99)).toBe(99);
    expect(percentile(oneToHundred, 100)).toBe(100);
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 95)).toBe(30);
  });

  it("refuses an empty list and a percentile outside (0, 100]", () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe("summarizeLatencies", () => {
  it("sorts unsorted samples and rounds to hundredths of a millisecond", () => {
    const samples = Array.from({ length: 200 }, (_, i) => (200 - i) * 1.0001);
    expect(summarizeLatencies(samples)).toEqual({ p50: 100.01, p95: 190.02, p99: 198.02 });
  });

  it("leaves the caller's array in its order", () => {
    const samples = [3, 1, 2];
    summarizeLatencies(samples);
    expect(samples).toEqual([3, 1, 2]);
  });
});

describe("ratio", () => {
  it("divides and rounds to two decimals", () => {
    expect(ratio(13, 10)).toBe(1.3);
    expect(ratio(2, 3)).toBe(0.67);
  });

  it("is null when a side is missing or the divisor is zero", () => {
    expect(ratio(undefined, 10)).toBeNull();
    expect(ratio(10, null)).toBeNull();
    expect(ratio(10, 0)).toBeNull();
  });
});

it("round keeps the given number of decimals", () => {
  expect(round(1.23456, 2)).toBe(1.23);
  expect(round(1.5, 0)).toBe(2);
});
