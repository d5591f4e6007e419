import { CASES, CONNECTION_COUNTS, FLOOR_CASE } from "./cases";
import { findLoad, LIGHTHOUSE_CATEGORIES, type BenchResults, type LighthouseResult, type LoadResult, type Target } from "./results";
import { ratio } from "./stats";

/** The printed report: tables first, then one line per budget. */
export function formatReport(results: BenchResults): string {
  const sizes = [...new Set(results.seeds.map((s) => s.size))].sort((a, b) => a - b);
  const postgres = results.options.engine === "postgres";
  const targets: Target[] = [...(results.baseline ? ["baseline" as const] : []), "current", ...(postgres ? ["postgres" as const] : [])];
  const sections = [
    section("Machine", machineLine(results)),
    section("Load (latency in ms)", loadTable(results.load, sizes, targets)),
    section("Growth p95(largest size) / p95(smallest size)", growthTable(results.load, sizes, targets)),
    results.baseline && section(`Current / baseline (${results.baseline.ref} = ${results.baseline.commit.slice(0, 7)})`, comparisonTable(results.load, sizes, "current", "baseline")),
    postgres && section("PostgreSQL / SQLite (the working tree on each)", comparisonTable(results.load, sizes, "postgres", "current")),
    section("Seeding", table(["target", "prompts", "seconds"], results.seeds.map((s) => [s.target, String(s.size), String(s.seconds)]))),
    section("Page weight (gzip, KB = 1000 bytes)", weightTable(results)),
    section("Lighthouse (mobile)", lighthouseTable(results)),
    section("Slow network (for the record, not a budget)", slowLoadLine(results)),
    results.errors.length && section("Errors", results.errors.map((e) => `- ${e}`).join("\n")),
    section("Budgets", results.budgets.map((b) => `${b.status.padEnd(4)}  ${b.budget}  (${b.detail})`).join("\n")),
  ];
  return sections.filter(Boolean).join("\n\n");
}

const section = (title: string, body: string) => `== ${title} ==\n${body}`;

function machineLine({ machine, options }: BenchResults): string {
  const { durationSec, warmupSec } = options;
  return [
    `${machine.date}, commit ${machine.commit.slice(0, 7)}${machine.dirty ? " (with uncommitted changes)" : ""}`,
    `${machine.cpus} × ${machine.cpuModel}, ${machine.totalMemGB} GB, Node ${machine.node}, ${machine.platform}`,
    `load average at start ${machine.loadAverage.start.join(" ")}, at end ${machine.loadAverage.end.join(" ")} (shared machine)`,
    `each case: ${warmupSec} s warm-up, ${durationSec} s measured`,
  ].join("\n");
}

/** Left-aligned first column, right-aligned figures. */
function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ").trimEnd();
  return [line(headers), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

const allCases = [...CASES, FLOOR_CASE];

function figures(result: LoadResult | undefined): string[] {
  if (!result) return ["-", "-", "-", "-"];
  if (result.failure) return ["ERROR", "", "", ""];
  return [String(result.rps), String(result.p50), String(result.p95), String(result.p99)];
}

function loadTable(load: readonly LoadResult[], sizes: number[], targets: Target[]): string {
  const headers = ["case", "size", ...(targets.length > 1 ? ["target"] : [])];
  for (const connections of CONNECTION_COUNTS) headers.push(`${connections}c req/s`, `${connections}c p50`, `${connections}c p95`, `${connections}c p99`);
  const rows: string[][] = [];
  for (const { id, label } of allCases) {
    for (const size of sizes) {
      for (const target of id === FLOOR_CASE.id ? (["floor"] as Target[]) : targets) {
        const cells = CONNECTION_COUNTS.flatMap((connections) => figures(findLoad(load, { target, size, caseId: id, connections })));
        if (cells.every((cell) => cell === "-")) continue;
        rows.push([label, String(size), ...(targets.length > 1 ? [target] : []), ...cells]);
      }
    }
  }
  return table(headers, rows);
}

function growthTable(load: readonly LoadResult[], sizes: number[], targets: Target[]): string {
  const smallest = sizes[0];
  const largest = sizes[sizes.length - 1];
  if (smallest === undefined || largest === undefined || smallest === largest) return "(needs two sizes)";
  const rows = CASES.flatMap(({ id, label }) =>
    targets.map((target) => [
      label,
      ...(targets.length > 1 ? [target] : []),
      ...CONNECTION_COUNTS.map((connections) => {
        const small = findLoad(load, { target, size: smallest, caseId: id, connections });
        const large = findLoad(load, { target, size: largest, caseId: id, connections });
        return small?.failure || large?.failure ? "ERROR" : String(ratio(large?.p95, small?.p95) ?? "-");
      }),
    ]),
  );
  return table([`case (${largest} / ${smallest})`, ...(targets.length > 1 ? ["target"] : []), ...CONNECTION_COUNTS.map((c) => `${c}c p95×`)], rows);
}

/** over/under: below 1 is better for p95, above 1 is better for req/s. */
function comparisonTable(load: readonly LoadResult[], sizes: number[], over: Target, under: Target): string {
  const headers = ["case", "size", ...CONNECTION_COUNTS.flatMap((c) => [`${c}c p95 ${over}/${under}`, `${c}c req/s ${over}/${under}`])];
  const rows = CASES.flatMap(({ id, label }) =>
    sizes.map((size) => [
      label,
      String(size),
      ...CONNECTION_COUNTS.flatMap((connections) => {
        const above = findLoad(load, { target: over, size, caseId: id, connections });
        const below = findLoad(load, { target: under, size, caseId: id, connections });
        if (above?.failure || below?.failure) return ["ERROR", "ERROR"];
        return [String(ratio(above?.p95, below?.p95) ?? "-"), String(ratio(above?.rps, below?.rps) ?? "-")];
      }),
    ]),
  );
  return table(headers, rows);
}

function weightTable(results: BenchResults): string {
  const rows = results.weight.map((w) => [w.path, w.target, String(w.htmlKB), String(w.jsKB), `${w.jsFiles}`, String(w.cssKB), `${w.cssFiles}`]);
  return table(["page", "target", "HTML KB", "JS KB", "JS files", "CSS KB", "CSS files"], rows);
}

function slowLoadLine({ slowLoad }: BenchResults): string {
  if (!slowLoad) return "(not run)";
  if (slowLoad.failure) return `${slowLoad.path}: ERROR ${slowLoad.failure}`;
  const seconds = (ms = 0) => `${(ms / 1000).toFixed(1)} s`;
  return `${slowLoad.path} over ${slowLoad.profile}: load event ${seconds(slowLoad.loadMs)}, DOMContentLoaded ${seconds(slowLoad.domContentLoadedMs)}, ${slowLoad.transferKB} KB transferred`;
}

function lighthouseTable(results: BenchResults): string {
  if (!results.lighthouse) return "(not run: --no-lighthouse)";
  const rows = results.lighthouse.map((page) => [
    page.path,
    ...LIGHTHOUSE_CATEGORIES.map((category) => (page.failure ? "ERROR" : String(page.scores[category] ?? "-"))),
    page.lcpMs === undefined ? "-" : String(page.lcpMs),
    runsCell(page),
  ]);
  const failing = results.lighthouse.flatMap((page) => [
    ...(page.failure
      ? [`${page.path}: ${page.failure}`]
      : Object.entries(page.failingAudits).map(([category, ids]) => `${page.path} ${category}: ${ids.join(", ") || "(no single failing audit)"}`)),
    ...(page.failure ? [] : (page.failedRuns ?? []).map((why) => `${page.path} (one run left out): ${why}`)),
  ]);
  return [table(["page", ...LIGHTHOUSE_CATEGORIES, "LCP ms", "performance per run"], rows), ...(failing.length ? ["failing audits:", ...failing.map((f) => `- ${f}`)] : [])].join("\n");
}

/** A page run several times: each recorded run's Performance, and how many runs recorded nothing. */
function runsCell({ performanceRuns, failedRuns }: LighthouseResult): string {
  if (!performanceRuns) return "(one run)";
  const lost = failedRuns?.length ? ` (+${failedRuns.length} not recorded)` : "";
  return `${performanceRuns.map((score) => score ?? "-").join(", ")}${lost}`;
}
