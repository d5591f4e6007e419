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
};

/** Lighthouse's default (mobile) config on one page, in its own process, one page at a time. */
export async function runLighthouse(baseUrl: string, page: InspectedPage, outDir: string): Promise<LighthouseResult> {
  const output = path.join(outDir, `lighthouse-${page.page.replace(/\W+/g, "-")}.json`);
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
    return { page: page.page, path: page.path, scores: {}, failingAudits: {}, failure: `Lighthouse ${why}: ${stderr.trim().slice(-500)}` };
  }
  const lhr = JSON.parse(fs.readFileSync(output, "utf8")) as Lhr;
  return { page: page.page, path: page.path, ...summarizeLhr(lhr) };
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
