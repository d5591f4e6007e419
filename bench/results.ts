/** The shapes `bench/results.json` is made of, and small look-ups over them. */
import type { BenchOptions } from "./args";
import type { LoadSample } from "./load";

/**
 * "current" is the working tree (on SQLite); "baseline" the app at `--baseline <ref>`; "postgres"
 * the working tree on PostgreSQL (`--engine postgres`); "floor" the static server.
 */
export type Target = "current" | "baseline" | "postgres" | "floor";

export type LoadResult = LoadSample & {
  target: Target;
  size: number;
  caseId: string;
  connections: number;
  /** Why the case does not count (non-2xx answers, connection errors, no answers at all). */
  failure?: string;
};

export type SeedResult = { target: Exclude<Target, "floor">; size: number; seconds: number };

export type PageWeight = {
  target: Exclude<Target, "floor">;
  page: string;
  path: string;
  htmlKB: number;
  jsKB: number;
  cssKB: number;
  jsFiles: number;
  cssFiles: number;
};

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

export type LighthouseResult = {
  page: string;
  path: string;
  scores: Partial<Record<LighthouseCategory, number>>;
  failingAudits: Partial<Record<LighthouseCategory, string[]>>;
  /** Largest contentful paint in Lighthouse's simulated mobile run, ms (issue 26). */
  lcpMs?: number;
  /** With several runs (the visitor pages): each recorded run's Performance, in run order. */
  performanceRuns?: (number | null)[];
  /** Runs that recorded nothing; the figures above come from the others. */
  failedRuns?: string[];
  failure?: string;
};

/**
 * A page loaded once in Chromium over an emulated slow connection (issue 26): a figure for the
 * record, not a budget. Times are from the start of navigation.
 */
export type SlowLoad = {
  path: string;
  profile: string;
  domContentLoadedMs?: number;
  loadMs?: number;
  /** Bytes over the wire (response bodies as sent, compressed), KB = 1000 bytes. */
  transferKB?: number;
  failure?: string;
};

export type BudgetStatus = "PASS" | "FAIL" | "SKIP";
export type BudgetLine = { budget: string; status: BudgetStatus; detail: string };

export type BenchResults = {
  machine: {
    cpus: number;
    cpuModel: string;
    totalMemGB: number;
    /** 1, 5 and 15 minute load averages when the run started and ended: the machine is shared. */
    loadAverage: { start: number[]; end: number[] };
    node: string;
    platform: string;
    date: string;
    commit: string;
    /** Uncommitted changes in the measured tree. */
    dirty: boolean;
  };
  options: BenchOptions;
  baseline?: { ref: string; commit: string };
  seeds: SeedResult[];
  load: LoadResult[];
  weight: PageWeight[];
  lighthouse: LighthouseResult[] | null;
  /** The landing page on the 2G-like profile; null when the browser could not run it. */
  slowLoad: SlowLoad | null;
  budgets: BudgetLine[];
  errors: string[];
};

export function findLoad(
  load: readonly LoadResult[],
  query: { target?: Target; size: number; caseId: string; connections: number },
): LoadResult | undefined {
  const target = query.target ?? "current";
  return load.find(
    (r) => r.target === target && r.size === query.size && r.caseId === query.caseId && r.connections === query.connections,
  );
}
