import { parseArgs } from "node:util";

export const USAGE =
  "npm run bench -- [--sizes 10000,100000] [--quick] [--baseline <git-ref>] [--workers N] [--no-lighthouse]" +
  " [--engine sqlite|postgres] [--duration S] [--warmup S] [--port-base P] [--out FILE]";

/** `postgres` runs the working tree on SQLite and on a throwaway PostgreSQL server side by side (issue 28). */
export type Engine = "sqlite" | "postgres";

export type BenchOptions = {
  sizes: number[];
  engine: Engine;
  quick: boolean;
  baseline?: string;
  workers?: number;
  lighthouse: boolean;
  durationSec: number;
  warmupSec: number;
  portBase: number;
  out: string;
  help: boolean;
};

/** Bad command-line input: printed with the usage line. */
export class ArgsError extends Error {}

const MAX_SIZE = 1_000_000;
const DEFAULT_SIZES = [10_000, 100_000];
const TIMING = { full: { durationSec: 10, warmupSec: 2 }, quick: { durationSec: 3, warmupSec: 1 } };
const DEFAULT_PORT_BASE = 4100;

export function parseBenchArgs(argv: string[]): BenchOptions {
  const values = readFlags(argv);
  const quick = values.quick ?? false;
  const timing = quick ? TIMING.quick : TIMING.full;
  return {
    sizes: values.sizes === undefined ? DEFAULT_SIZES : parseSizes(values.sizes),
    quick,
    engine: engine(values.engine),
    baseline: values.baseline,
    workers: values.workers === undefined ? undefined : positiveInteger("--workers", values.workers),
    lighthouse: !(values["no-lighthouse"] ?? false),
    durationSec: values.duration === undefined ? timing.durationSec : positiveNumber("--duration", values.duration),
    warmupSec: values.warmup === undefined ? timing.warmupSec : nonNegativeNumber("--warmup", values.warmup),
    portBase: values["port-base"] === undefined ? DEFAULT_PORT_BASE : port(values["port-base"]),
    out: values.out ?? "bench/results.json",
    help: values.help ?? false,
  };
}

function readFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        sizes: { type: "string" },
        quick: { type: "boolean" },
        baseline: { type: "string" },
        engine: { type: "string" },
        workers: { type: "string" },
        "no-lighthouse": { type: "boolean" },
        duration: { type: "string" },
        warmup: { type: "string" },
        "port-base": { type: "string" },
        out: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    throw new ArgsError(error instanceof Error ? error.message : String(error));
  }
}

/** "100000,10000,10000" → [10000, 100000]: ascending, without repeats. */
export function parseSizes(text: string): number[] {
  const sizes = text.split(",").map((part) => part.trim());
  if (sizes.some((size) => !/^\d+$/.test(size) || Number(size) < 1 || Number(size) > MAX_SIZE)) {
    throw new ArgsError(`--sizes takes a comma-separated list of whole numbers from 1 to ${MAX_SIZE}`);
  }
  return [...new Set(sizes.map(Number))].sort((a, b) => a - b);
}

function engine(text = "sqlite"): Engine {
  if (text !== "sqlite" && text !== "postgres") throw new ArgsError("--engine takes sqlite or postgres");
  return text;
}

function positiveInteger(flag: string, text: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) throw new ArgsError(`${flag} takes a whole number of at least 1`);
  return Number(text);
}

function positiveNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new ArgsError(`${flag} takes a number of seconds above 0`);
  return value;
}

function nonNegativeNumber(flag: string, text: string): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || value < 0) throw new ArgsError(`${flag} takes a number of seconds, 0 or more`);
  return value;
}

function port(text: string): number {
  const value = positiveInteger("--port-base", text);
  // The run uses the base and the next few ports (app, baseline app, floor server).
  if (value > 65_500) throw new ArgsError("--port-base must leave room for a few ports below 65536");
  return value;
}
