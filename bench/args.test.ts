import { describe, expect, it } from "vitest";
import { ArgsError, parseBenchArgs, parseSizes } from "./args";

describe("parseBenchArgs", () => {
  it("defaults to 10000 and 100000 prompts, full durations and Lighthouse on", () => {
    const options = parseBenchArgs([]);
    expect(options).toMatchObject({ sizes: [10_000, 100_000], quick: false, lighthouse: true, durationSec: 10, warmupSec: 2 });
    expect(options.baseline).toBeUndefined();
    expect(options.engine).toBe("sqlite");
    expect(options.workers).toBeUndefined();
  });

  it("shortens the cases with --quick, unless --duration says otherwise", () => {
    expect(parseBenchArgs(["--quick"])).toMatchObject({ quick: true, durationSec: 3, warmupSec: 1 });
    expect(parseBenchArgs(["--quick", "--duration", "1.5", "--warmup", "0"])).toMatchObject({ durationSec: 1.5, warmupSec: 0 });
  });

  it("reads the baseline ref, the worker count, the port base, the output file and --no-lighthouse", () => {
    const options = parseBenchArgs(["--baseline", "main~2", "--workers", "2", "--port-base", "4150", "--out", "/tmp/r.json", "--no-lighthouse"]);
    expect(options).toMatchObject({ baseline: "main~2", workers: 2, portBase: 4150, out: "/tmp/r.json", lighthouse: false });
  });

  it("reads --engine postgres and refuses other engines", () => {
    expect(parseBenchArgs(["--engine", "postgres"]).engine).toBe("postgres");
    expect(parseBenchArgs(["--engine", "sqlite"]).engine).toBe("sqlite");
    expect(() => parseBenchArgs(["--engine", "mysql"])).toThrow(ArgsError);
    expect(() => parseBenchArgs(["--engine", "Postgres"])).toThrow(ArgsError);
  });

  it("rejects unknown flags and bad numbers as usage errors", () => {
    expect(() => parseBenchArgs(["--size", "10"])).toThrow(ArgsError);
    expect(() => parseBenchArgs(["--workers", "0"])).toThrow(ArgsError);
    expect(() => parseBenchArgs(["--duration", "-1"])).toThrow(ArgsError);
    expect(() => parseBenchArgs(["--warmup", ""])).toThrow(ArgsError);
    expect(() => parseBenchArgs(["--port-base", "65535"])).toThrow(ArgsError);
  });
});

describe("parseSizes", () => {
  it("sorts ascending and drops repeats", () => {
    expect(parseSizes("100000, 1000,1000000,1000")).toEqual([1000, 100_000, 1_000_000]);
  });

  it("accepts 1 to 1,000,000 whole numbers only", () => {
    for (const bad of ["0", "1000001", "1e5", "10k", "", "1000,,2000", "-5"]) {
      expect(() => parseSizes(bad), bad).toThrow(ArgsError);
    }
  });
});
