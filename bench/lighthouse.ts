import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/chromium";
import { runToEnd } from "./processes";
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory, type LighthouseResult } from "./results";
import type { InspectedPage } from "./cases";

const CLI = createRequire(import.meta.url).resolve("lighthouse/cli/index.js");
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const PAGE_TIMEOUT_MS = 180_000;
/** Audits that say something when they score below 1; the rest are informative or manual. */
const SCORED_MODES = new Set(["binary", "numeric", "metricSavings"]);

/** The subset of a Lighthouse result (LHR) this bench reads. */
export type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
  /** Set when Lighthouse could not measure the page, e.g. `NO_NAVSTART` (it may still write a report). */
  runtimeError?: { code: string; message: string };
};

/** One Lighthouse run: its summary, or why it recorded nothing. */
export type LighthouseRun = ReturnType<typeof summarizeLhr> | { failure: string };

/**
 * Lighthouse's default (mobile) config on one page, `page.lighthouseRuns` times (default once),
 * each in its own process, one after the other; the runs combined by `combineRuns`.
 */
export async function runLighthouse(baseUrl: string, page: InspectedPage, outDir: string): Promise<LighthouseResult> {
  const runs: LighthouseRun[] = [];
  for (let run = 1; run <= (page.lighthouseRuns ?? 1); run++) runs.push(await runOnce(baseUrl, page, outDir, run));
  return { page: page.page, path: page.path, ...combineRuns(runs) };
}

async function runOnce(baseUrl: string, page: InspectedPage, outDir: string, run: number): Promise<LighthouseRun> {
  const output = path.join(outDir, `lighthouse-${page.page.replace(/\W+/g, "-")}-${run}.json`);
  const args = [
    CLI,
    new URL(page.path, baseUrl).href,
    "--output=json",
    `--output-path=${output}`,
    `--only-categories=${LIGHTHOUSE_CATEGORIES.join(",")}`,
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--quiet",
    ...(page.cookie ? [`--extra-headers=${JSON.stringify({ Cookie: page.cookie })}`] : []),
  ];
  const env = { ...process.env, CHROME_PATH: CHROMIUM_PATH };
  const { code, stderr } = await runToEnd(process.execPath, args, { env, timeoutMs: PAGE_TIMEOUT_MS });
  if (code !== 0 || !fs.existsSync(output)) {
    const why = code === 124 ? `timed out after ${PAGE_TIMEOUT_MS / 1000} s` : `exited with ${code}`;
    return { failure: `Lighthouse ${why}: ${stderr.trim().slice(-500)}` };
  }
  const lhr = JSON.parse(fs.readFileSync(output, "utf8")) as Lhr;
  return lhr.runtimeError ? { failure: `Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : summarizeLhr(lhr);
}

/**
 * Several runs of one page as one result, because a score on a shared 2-core machine moves from
 * run to run: per category the median score, the median LCP, the failing audits of the median run
 * by Performance, and the Performance of every recorded run. With an even number of recorded runs
 * the worse middle one counts. A run that recorded nothing (a trace Lighthouse could not read) is
 * left out and named in `failedRuns`; the page fails only when no run was recorded.
 */
export function combineRuns(runs: readonly LighthouseRun[]): Omit<LighthouseResult, "page" | "path"> {
  const recorded = runs.filter((run): run is ReturnType<typeof summarizeLhr> => !("failure" in run));
  const failedRuns = runs.flatMap((run) => ("failure" in run ? [run.failure] : []));
  const failures = failedRuns.length ? { failedRuns } : {};
  if (!recorded.length) return { scores: {}, failingAudits: {}, failure: failedRuns.at(-1), ...failures };
  const scores: LighthouseResult["scores"] = {};
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const values = recorded.flatMap((run) => run.scores[category] ?? []);
    if (values.length) scores[category] = worseMiddle(values, "higher-is-better");
  }
  const byPerformance = [...recorded].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const lcps = recorded.flatMap((run) => run.lcpMs ?? []);
  return {
    scores,
    failingAudits: byPerformance[Math.floor((byPerformance.length - 1) / 2)]!.failingAudits,
    ...(lcps.length && { lcpMs: worseMiddle(lcps, "lower-is-better") }),
    ...(runs.length > 1 && { performanceRuns: recorded.map((run) => run.scores.performance ?? null) }),
    ...failures,
  };
}

/** The median; of two middle values, the worse one. */
function worseMiddle(values: readonly number[], better: "higher-is-better" | "lower-is-better"): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = (sorted.length - 1) / 2;
  return sorted[better === "higher-is-better" ? Math.floor(middle) : Math.ceil(middle)]!;
}

/**
 * Scores out of 100 and, per category below 100, the audits that cost it points (id, or id(score)
 * when partial); the largest contentful paint of the simulated run, in whole ms.
 */
export function summarizeLhr(lhr: Lhr): Pick<LighthouseResult, "scores" | "failingAudits" | "lcpMs"> {
  const scores: LighthouseResult["scores"] = {};
  const failingAudits: LighthouseResult["failingAudits"] = {};
  for (const category of LIGHTHOUSE_CATEGORIES) {
    const entry = lhr.categories[category];
    if (!entry || entry.score === null) continue;
    scores[category] = Math.round(entry.score * 100);
    if (scores[category] < 100) failingAudits[category] = failingAuditIds(lhr, category);
  }
  const lcp = lhr.audits["largest-contentful-paint"]?.numericValue;
  return { scores, failingAudits, ...(lcp !== undefined && { lcpMs: Math.round(lcp) }) };
}

function failingAuditIds(lhr: Lhr, category: LighthouseCategory): string[] {
  return lhr.categories[category]!.auditRefs.flatMap(({ id }) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 1 || !SCORED_MODES.has(audit.scoreDisplayMode)) return [];
    return [audit.scoreDisplayMode === "binary" ? id : `${id}(${audit.score})`];
  });
}
