import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { onCleanup, runCleanups, runToEnd, sleep } from "../bench/processes";
import { buildIfMissing, dataEnv, seedDatabase, sqliteData, startApp, waitForPortFree, type AppData, type AppTree, type RunningApp } from "../bench/server";
import { Buyer, SCENARIOS, SOAK_ADMIN, visit, type Soaker } from "./buyer";
import { killProcessGroups } from "./kill";
import { startBalancer } from "./balancer";
import { checkInvariants, soakCounts, withDatabase, type Invariant } from "./invariants";

/** `databaseUrl`: a PostgreSQL database to run two launchers over, behind a balancer on `port`; else one launcher on a SQLite file. */
export type SoakOptions = { buyers: number; kills: number; port: number; timeLimitMs: number; databaseUrl?: string; log?: (line: string) => void };
export type SoakResult = { passed: boolean; invariants: Invariant[]; counts: Record<string, number>; kills: number; errors: string[]; seconds: number };

const SESSION_SECRET = "soak-session-secret-not-for-production";
const PASSWORD = "soak-buyer-pass-1";

/** A launcher of the soak: the port it listens on and the app running there now. */
type Launcher = { port: number; app?: RunningApp };

/**
 * The production server (scripts/start.ts, as the bench starts it) with PAYMENT_PROVIDER=local,
 * `buyers` buyers at once through cart → checkout → pay, the whole server process group killed
 * with SIGKILL `kills` times while they pay and started again, then the invariants from the
 * database (soak/invariants.ts). On PostgreSQL two launchers share the database and the uploads
 * folder behind a balancer, and the kills take turns between them.
 */
export async function runSoak({ buyers, kills, port, timeLimitMs, databaseUrl, log: print = console.log }: SoakOptions): Promise<SoakResult> {
  const started = Date.now();
  const log = (line: string) => print(`[${Math.round((Date.now() - started) / 1000)} s] ${line}`);
  const root = fileURLToPath(new URL("..", import.meta.url));
  const tree: AppTree = { root, label: "soak" };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "promptory-soak-"));
  const data: AppData = databaseUrl ? { dir: dataDir, databaseUrl } : sqliteData(dataDir);
  const unregister = onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  // startApp passes its own environment on: the gateway's webhook, the session secret, and a
  // trusted proxy's X-Forwarded-For, so each buyer is its own client (soak/buyer.ts).
  Object.assign(process.env, { APP_URL: url, SESSION_SECRET, TRUST_PROXY: "1" });
  const errors: string[] = [];
  const launchers: Launcher[] = databaseUrl ? [{ port: port + 1 }, { port: port + 2 }] : [{ port }];
  const balancer = databaseUrl ? await startBalancer(port, launchers.map((launcher) => launcher.port)) : undefined;
  const stopAll = async () => {
    for (const launcher of launchers) await launcher.app?.stop();
    for (const launcher of launchers) launcher.app = undefined;
  };
  try {
    await buildIfMissing(tree);
    await seedDatabase(tree, data, 0);
    const { emails, promptIds } = await createAccounts(root, data, buyers);
    log(`seeded: ${emails.length} buyers, ${promptIds.length} prompts to buy`);
    for (const launcher of launchers) launcher.app = await startApp(tree, data, launcher.port);
    log(launchers.length > 1 ? `${launchers.length} launchers started over one database, behind a balancer` : "server started");
    const soaker: Soaker = { url, sessionSecret: SESSION_SECRET, deadline: started + timeLimitMs - 45_000 };

    const killAt = Array.from({ length: kills }, (_, k) => Math.ceil(((k + 1) * buyers) / (kills + 1)));
    let paying = 0;
    let killing = Promise.resolve();
    const onPaying = () => {
      paying += 1;
      if (killAt.includes(paying)) killing = killing.then(killAndRestart).catch((error: Error) => void errors.push(`restart: ${error.message}`));
    };
    let killed = 0;
    const killAndRestart = async () => {
      await sleep(300); // let some payments be in flight
      const launcher = launchers[killed % launchers.length]!;
      const groups = await killProcessGroups(launcher.app!.pid);
      killed += 1;
      log(`SIGKILL ${killed}/${kills} to the server on port ${launcher.port}'s ${groups} process groups while ${paying} of ${buyers} buyers are paying`);
      await launcher.app!.exited;
      await waitForPortFree(launcher.port, 60_000);
      launcher.app = await startApp(tree, data, launcher.port);
      log(`server on port ${launcher.port} restarted`);
    };

    const admin = new Buyer(soaker, SOAK_ADMIN.email, SOAK_ADMIN.password, "10.78.0.1");
    await admin.signIn();
    const results = await Promise.allSettled(
      emails.map((email, i) => {
        let seed = i * 7919 + 1;
        const pick = () => promptIds[(seed = (seed * 48271) % 2147483647) % promptIds.length]!;
        return visit(new Buyer(soaker, email, PASSWORD, `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`), SCENARIOS[i % SCENARIOS.length]!, pick, onPaying, admin);
      }),
    );
    await killing;
    for (const result of results) if (result.status === "rejected") errors.push(String(result.reason?.message ?? result.reason));
    if (killed < kills) errors.push(`only ${killed} of ${kills} kills happened`);
    await stopAll();
    const { invariants, counts } = await withDatabase(data.databaseUrl, async (count) => ({ invariants: await checkInvariants(count), counts: await soakCounts(count) }));
    const passed = errors.length === 0 && invariants.every((i) => i.broken === 0);
    return { passed, invariants, counts, kills: killed, errors: errors.slice(0, 10), seconds: Math.round((Date.now() - started) / 1000) };
  } finally {
    await stopAll();
    await balancer?.stop();
    unregister();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function createAccounts(root: string, data: AppData, buyers: number): Promise<{ emails: string[]; promptIds: string[] }> {
  const { code, stdout, stderr } = await runToEnd(path.join(root, "node_modules/.bin/tsx"), ["soak/accounts.ts", String(buyers), PASSWORD], {
    cwd: root,
    env: { ...dataEnv(data), LOG_LEVEL: "warn" },
  });
  if (code !== 0) throw new Error(`creating the soak's buyers failed (${code}): ${(stdout + stderr).slice(-1500)}`);
  return JSON.parse(stdout.trim().split("\n").at(-1)!);
}

export function formatSoak(result: SoakResult): string {
  const lines = [
    `soak: ${result.seconds} s, ${result.kills} SIGKILL(s)`,
    ...Object.entries(result.counts).map(([name, n]) => `  ${name}: ${n}`),
    ...result.invariants.map((i) => `${i.broken === 0 ? "PASS" : "FAIL"}  ${i.name}${i.broken ? ` (${i.broken} broken: ${i.detail})` : ""}`),
    ...result.errors.map((e) => `FAIL  buyer: ${e}`),
    result.passed ? "soak PASSED" : "soak FAILED",
  ];
  return lines.join("\n");
}

export { runCleanups };
