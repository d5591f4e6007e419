/**
 * `npm run bench`: seeds and serves the app at each size, loads it with autocannon, weighs and
 * audits its pages, prints a report with budget verdicts and writes the figures to JSON.
 * Exit code 0 even when budgets fail; 1 when the bench itself failed (a case errored, a server
 * did not start), 2 on bad arguments.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ArgsError, parseBenchArgs, USAGE, type BenchOptions } from "./args";
import { addBaselineWorktree, currentCommit } from "./baseline";
import { evaluateBudgets } from "./budgets";
import { caseLoad, CASES, CONNECTION_COUNTS, FLOOR_CASE, inspectedPages, type Fixtures } from "./cases";
import { loadFixtures } from "./fixtures";
import { startFloorServer } from "./floor";
import { runLighthouse } from "./lighthouse";
import { loadFailure, measuredSeconds, runLoad, type LoadSample, type LoadSpec } from "./load";
import { exitAfterCleanupOnSignals, onCleanup, runCleanups, runToEnd } from "./processes";
import { formatReport } from "./report";
import { loadOverSlowNetwork, SLOW_PROFILE } from "./slow-network";
import { findLoad, type BenchResults, type LoadResult, type Target } from "./results";
import { buildIfMissing, seedDatabase, sqliteData, startApp, type AppData, type AppTree, type RunningApp } from "./server";
import { startPostgres, type PostgresServer } from "../tests/support/postgres-server";
import { weighPage } from "./weight";

/** Long enough for a slow catalogue answering 32 connections one after the other. */
const REQUEST_TIMEOUT_SEC = 60;

type AppTarget = Exclude<Target, "floor">;
type Instance = { target: AppTarget; app: RunningApp; fixtures: Fixtures };
/** `trees`: the checkouts run on SQLite; `postgres`: the server the working tree also runs on (--engine postgres). */
type Run = { options: BenchOptions; workDir: string; trees: Map<AppTarget, AppTree>; postgres?: PostgresServer; results: BenchResults };

async function main(): Promise<number> {
  const options = parseOptions();
  if (!options) return 2;
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const root = process.cwd();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptory-bench-"));
  onCleanup(() => fs.rmSync(workDir, { recursive: true, force: true }));
  const run: Run = { options, workDir, trees: new Map([["current", { root, label: "current" }]]), results: await emptyResults(root, options) };
  try {
    await prepareTrees(run, root);
    if (options.engine === "postgres") run.postgres = await startBenchPostgres();
    for (const size of options.sizes) await benchSize(run, size);
  } catch (error) {
    run.results.errors.push(error instanceof Error ? error.message : String(error));
  }
  finish(run, root);
  return run.results.errors.length ? 1 : 0;
}

function parseOptions(): BenchOptions | undefined {
  try {
    return parseBenchArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ArgsError)) throw error;
    console.error(`${error.message}\nusage: ${USAGE}`);
    return undefined;
  }
}

async function emptyResults(root: string, options: BenchOptions): Promise<BenchResults> {
  const status = await runToEnd("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root });
  return {
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      totalMemGB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: { start: loadAverage(), end: [] },
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      date: new Date().toISOString(),
      commit: await currentCommit(root),
      dirty: status.stdout.trim() !== "",
    },
    options,
    seeds: [],
    load: [],
    weight: [],
    lighthouse: options.lighthouse ? [] : null,
    slowLoad: null,
    budgets: [],
    errors: [],
  };
}

const loadAverage = () => os.loadavg().map((load) => Math.round(load * 100) / 100);

async function prepareTrees(run: Run, root: string): Promise<void> {
  await buildIfMissing(run.trees.get("current")!);
  if (!run.options.baseline) return;
  console.log(`[baseline] checking out ${run.options.baseline}`);
  const baseline = await addBaselineWorktree(root, run.options.baseline, run.workDir);
  run.results.baseline = { ref: run.options.baseline, commit: baseline.commit };
  run.trees.set("baseline", baseline);
  await buildIfMissing(baseline);
}

/** PostgreSQL with its defaults (every commit flushed), as SQLite runs with synchronous=FULL. */
async function startBenchPostgres(): Promise<PostgresServer> {
  console.log("[postgres] starting a PostgreSQL server");
  const server = await startPostgres({ durable: true });
  onCleanup(() => server.stop());
  return server;
}

const portOf = (run: Run, target: Target) => run.options.portBase + ["current", "baseline", "floor", "postgres"].indexOf(target);

/** Seeds and starts every tree at `size`, runs the cases interleaved, then weighs and audits at the smallest size. */
async function benchSize(run: Run, size: number): Promise<void> {
  const instances: Instance[] = [];
  try {
    for (const [target, tree] of run.trees) instances.push(await startInstance(run, target, tree, sqliteData(dataDir(run, target, size)), size));
    if (run.postgres) instances.push(await startInstance(run, "postgres", run.trees.get("current")!, postgresData(run, run.postgres, size), size));
    await runCases(run, instances, size);
    await runFloor(run, instances.find((i) => i.target === "current")!, size);
    if (size === run.options.sizes[0]) await inspectPages(run, instances);
  } finally {
    for (const instance of instances) await instance.app.stop();
    for (const { target } of instances) fs.rmSync(dataDir(run, target, size), { recursive: true, force: true });
  }
}

const dataDir = (run: Run, target: AppTarget, size: number) => path.join(run.workDir, `${target}-${size}`);

/** A database of its own for each size on the run's PostgreSQL server. */
function postgresData(run: Run, server: PostgresServer, size: number): AppData {
  server.createDatabase(`bench_${size}`);
  return { dir: dataDir(run, "postgres", size), databaseUrl: server.url(`bench_${size}`) };
}

async function startInstance(run: Run, target: AppTarget, tree: AppTree, data: AppData, size: number): Promise<Instance> {
  console.log(`[${target}] seeding ${size} prompts`);
  const seconds = await seedDatabase(tree, data, size);
  run.results.seeds.push({ target, size, seconds });
  console.log(`[${target}] seeded ${size} prompts in ${seconds} s; starting the server`);
  const app = await startApp(tree, data, portOf(run, target), run.options.workers);
  return { target, app, fixtures: await loadFixtures(app.url) };
}

/** Baseline and current take turns, the order flipping every measurement, so machine noise hits both alike. */
async function runCases(run: Run, instances: Instance[], size: number): Promise<void> {
  let turn = 0;
  for (const { id } of CASES) {
    for (const connections of CONNECTION_COUNTS) {
      const order = turn++ % 2 === 0 ? instances : [...instances].reverse();
      for (const { target, app, fixtures } of order) {
        const oneConnection = findLoad(run.results.load, { target, size, caseId: id, connections: 1 });
        const durationSec = measuredSeconds(run.options.durationSec, connections, oneConnection?.p50);
        await measure(run, { target, size, caseId: id, connections }, app.url, caseLoad(id, fixtures), durationSec);
      }
    }
  }
}

async function runFloor(run: Run, current: Instance, size: number): Promise<void> {
  const pageUrl = `${current.app.url}/home/prompts`;
  const floor = await startFloorServer(pageUrl, { cookie: current.fixtures.cookie }, dataDir(run, "current", size), portOf(run, "floor"));
  try {
    for (const connections of CONNECTION_COUNTS) {
      await measure(run, { target: "floor", size, caseId: FLOOR_CASE.id, connections }, floor.url, {
        requests: [{ method: "GET", path: "/home/prompts" }],
      });
    }
  } finally {
    await floor.stop();
  }
}

type Measured = Pick<LoadResult, "target" | "size" | "caseId" | "connections">;

async function measure(run: Run, what: Measured, url: string, load: ReturnType<typeof caseLoad>, durationSec = run.options.durationSec): Promise<void> {
  const settlePath = what.target === "floor" ? "/" : "/healthz";
  const spec = { url, connections: what.connections, durationSec, warmupSec: run.options.warmupSec, timeoutSec: REQUEST_TIMEOUT_SEC, settlePath, ...load };
  const { sample, failure } = await sampleOrFailure(spec);
  run.results.load.push({ ...what, ...sample, ...(failure && { failure }) });
  const name = `[${what.target}] ${what.size} ${what.caseId} ${what.connections}c`;
  if (failure) run.results.errors.push(`${name}: ${failure}`);
  console.log(`${name}: ${failure ? `ERROR ${failure}` : `${sample.rps} req/s, p50 ${sample.p50} ms, p95 ${sample.p95} ms, p99 ${sample.p99} ms`}`);
}

async function sampleOrFailure(spec: LoadSpec): Promise<{ sample: LoadSample; failure?: string }> {
  try {
    const sample = await runLoad(spec);
    return { sample, failure: loadFailure(sample) };
  } catch (error) {
    const sample = { requests: 0, durationSec: 0, rps: 0, p50: 0, p95: 0, p99: 0, statusCounts: {}, errors: 0, timeouts: 0, errorKinds: {} };
    return { sample, failure: error instanceof Error ? error.message : String(error) };
  }
}

/** The pages are the same bytes on either engine: weighed on SQLite (current and baseline) only. */
async function inspectPages(run: Run, instances: Instance[]): Promise<void> {
  for (const { target, app, fixtures } of instances.filter((instance) => instance.target !== "postgres")) {
    for (const page of inspectedPages(fixtures)) {
      try {
        run.results.weight.push(await weighPage(app.url, page, target));
      } catch (error) {
        run.results.errors.push(`[${target}] weighing ${page.path}: ${(error as Error).message}`);
      }
    }
  }
  const current = instances.find((i) => i.target === "current")!;
  await loadLandingSlowly(run, current);
  if (!run.results.lighthouse) return;
  for (const page of inspectedPages(current.fixtures).filter((p) => p.audit !== false)) {
    console.log(`[current] Lighthouse ${page.path}`);
    const audit = await runLighthouse(current.app.url, page, run.workDir);
    if (audit.failure) run.results.errors.push(`Lighthouse ${page.path}: ${audit.failure}`);
    run.results.lighthouse.push(audit);
  }
}

/** Issue 26's figure for the record: the landing page, signed out, over a 2G-like connection. */
async function loadLandingSlowly(run: Run, current: Instance): Promise<void> {
  console.log(`[current] loading / over ${SLOW_PROFILE.name}`);
  const slow = await loadOverSlowNetwork(current.app.url, "/");
  if (slow.failure) run.results.errors.push(`slow network /: ${slow.failure}`);
  run.results.slowLoad = slow;
}

function finish(run: Run, root: string): void {
  const { results, options } = run;
  results.machine.loadAverage.end = loadAverage();
  results.budgets = evaluateBudgets({
    sizes: options.sizes,
    postgres: options.engine === "postgres",
    load: results.load,
    seeds: results.seeds,
    weight: results.weight,
    lighthouse: results.lighthouse,
  });
  const out = path.resolve(root, options.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(results, null, 2) + "\n");
  console.log(`\n${formatReport(results)}\n\nresults written to ${path.relative(root, out) || out}`);
}

exitAfterCleanupOnSignals();
try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
