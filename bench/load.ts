import { fileURLToPath } from "node:url";
import { runToEnd } from "./processes";

export type LoadRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type LoadSpec = {
  url: string;
  connections: number;
  durationSec: number;
  warmupSec: number;
  timeoutSec: number;
  requests: LoadRequest[];
  /** Values for `{conn}` in request paths: connection i uses value i (mod their number). */
  connectionValues?: string[];
  /** The warm-up's own values for `{conn}` (else connectionValues). */
  warmupConnectionValues?: string[];
  /** A cheap GET that answers fast once the server has worked off requests the load generator gave up on. */
  settlePath: string;
};

export type LoadSample = {
  requests: number;
  durationSec: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statusCounts: Record<string, number>;
  errors: number;
  timeouts: number;
  /** Connection errors by code (ECONNRESET, ...), timeouts included. */
  errorKinds: Record<string, number>;
};

const CHILD = fileURLToPath(new URL("./load-child.ts", import.meta.url));

/**
 * Runs autocannon in its own process (warm-up, then the measured run), so the load generator
 * never shares an event loop with the orchestrator.
 */
export async function runLoad(spec: LoadSpec): Promise<LoadSample> {
  const { code, stdout, stderr } = await runToEnd(process.execPath, ["--import", "tsx", CHILD, JSON.stringify(spec)]);
  if (code !== 0) throw new Error(`load generator exited with ${code}: ${stderr.trim().slice(-500)}`);
  return JSON.parse(stdout) as LoadSample;
}

/** Why a sample can't stand as a measurement, or undefined when every answer was a 2xx. */
export function loadFailure(sample: LoadSample): string | undefined {
  const problems: string[] = [];
  const bad = Object.entries(sample.statusCounts).filter(([status]) => !/^2\d\d$/.test(status));
  if (bad.length) {
    const total = bad.reduce((sum, [, count]) => sum + count, 0);
    problems.push(`${total} non-2xx answers (${bad.map(([status, count]) => `${status}×${count}`).join(", ")})`);
  }
  if (sample.errors) {
    const kinds = Object.entries(sample.errorKinds).filter(([kind]) => kind !== "timeout");
    problems.push(`${sample.errors} connection errors${kinds.length ? ` (${kinds.map(([kind, n]) => `${kind}×${n}`).join(", ")})` : ""}`);
  }
  if (sample.timeouts) problems.push(`${sample.timeouts} timeouts`);
  if (sample.requests === 0) problems.push("no answers");
  return problems.length ? problems.join("; ") : undefined;
}

/** Rounds of requests a 32-connection run must last at least: fewer leave too few answers to rank. */
const MIN_ROUNDS = 3;
const MAX_EXTENDED_SEC = 60;

/**
 * The measured seconds of a run at `connections`: the configured duration, stretched (up to a
 * minute) to last `MIN_ROUNDS` rounds when the case is slow. Each connection waits for its own
 * answer, so with N connections an answer takes about N × the one-connection service time; a
 * 10 s run of a 400 ms page at 32 connections would otherwise end before any answer came back.
 */
export function measuredSeconds(configuredSec: number, connections: number, serviceMs: number | undefined): number {
  if (serviceMs === undefined) return configuredSec;
  const rounds = (MIN_ROUNDS * connections * serviceMs) / 1000;
  return Math.max(configuredSec, Math.min(MAX_EXTENDED_SEC, Math.ceil(rounds)));
}
