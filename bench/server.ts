import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { rememberTree, runToEnd, sleep, spawnTracked, stopProcessTree } from "./processes";

/** A checkout of the app: the working tree, or a baseline worktree. */
export type AppTree = { root: string; label: string };

export type RunningApp = {
  url: string;
  port: number;
  logFile: string;
  /** The launcher's pid, which is also its process group's id (the soak kills the group). */
  pid: number;
  /** Settles when the launcher has exited. */
  exited: Promise<void>;
  stop(): Promise<void>;
};

const STARTUP_TIMEOUT_MS = 120_000;
const bin = (tree: AppTree, name: string) => path.join(tree.root, "node_modules/.bin", name);

/**
 * Where an app keeps its data: a folder for the uploads and logs (and the SQLite file), and the
 * database, that file or a PostgreSQL URL.
 */
export type AppData = { dir: string; databaseUrl: string };

export const sqliteData = (dir: string): AppData => ({ dir, databaseUrl: path.join(dir, "app.db") });

/**
 * The env the app's scripts read: the database, uploads and session secret (the caller's when it
 * set one: the soak signs webhooks with it).
 */
export function dataEnv({ dir, databaseUrl }: AppData): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: path.join(dir, "uploads"),
    SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-session-secret-not-for-production",
  };
}

export async function buildIfMissing(tree: AppTree): Promise<void> {
  if (fs.existsSync(path.join(tree.root, "build/server/index.js"))) return;
  console.log(`[${tree.label}] building the app (npm run build)`);
  const { code, stdout, stderr } = await runToEnd("npm", ["run", "build"], { cwd: tree.root });
  if (code !== 0) throw new Error(`[${tree.label}] npm run build failed (${code}):\n${(stdout + stderr).slice(-2000)}`);
}

/** `npm run db:seed -- --prompts N` into a fresh database; returns the seconds it took. */
export async function seedDatabase(tree: AppTree, data: AppData, prompts: number): Promise<number> {
  fs.mkdirSync(data.dir, { recursive: true });
  const started = performance.now();
  const { code, stdout, stderr } = await runToEnd("npm", ["run", "db:seed", "--", "--prompts", String(prompts)], {
    cwd: tree.root,
    env: dataEnv(data),
  });
  if (code !== 0) throw new Error(`[${tree.label}] seeding ${prompts} prompts failed (${code}):\n${(stdout + stderr).slice(-2000)}`);
  return Math.round((performance.now() - started) / 100) / 10;
}

/** Starts the app as `npm start` does (`tsx scripts/start.ts`) and waits for GET /healthz 200. */
export async function startApp(tree: AppTree, data: AppData, port: number, workers?: number): Promise<RunningApp> {
  await assertPortFree(port);
  const logFile = path.join(data.dir, `server-${port}.log`);
  const log = fs.openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...dataEnv(data),
    PORT: String(port),
    // The server listens on every interface unless HOST says otherwise; the bench needs loopback only.
    HOST: "127.0.0.1",
    SEED_DEMO: "0",
    LOG_LEVEL: "warn",
    PAYMENT_PROVIDER: "local",
    ...(workers !== undefined && { WEB_CONCURRENCY: String(workers) }),
  };
  const child = spawnTracked(bin(tree, "tsx"), ["scripts/start.ts"], { cwd: tree.root, env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const app: RunningApp = { url, port, logFile, pid: child.pid!, exited, stop: () => stopProcessTree(child) };
  try {
    await waitForHealth(child, url);
  } catch (error) {
    await app.stop();
    const tail = fs.readFileSync(logFile, "utf8").slice(-2000);
    throw new Error(`[${tree.label}] server did not start: ${(error as Error).message}\n${tail}`);
  }
  rememberTree(child);
  return app;
}

async function waitForHealth(child: ChildProcess, url: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`launcher exited (${child.exitCode ?? child.signalCode})`);
    if (await healthy(url)) return;
    await sleep(250);
  }
  throw new Error(`GET /healthz was not 200 within ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Refuses a busy port: a health check would otherwise happily talk to someone else's server. */
export async function assertPortFree(port: number): Promise<void> {
  if (!(await portFree(port))) throw new Error(`port ${port} is in use (pick others with --port-base)`);
}

/** Waits up to `timeoutMs` for a killed server's port to be let go (a slow disk can hold its last thread). */
export async function waitForPortFree(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await portFree(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} is still in use ${timeoutMs / 1000} s after the kill`);
    await sleep(250);
  }
}

async function portFree(port: number): Promise<boolean> {
  const server = net.createServer();
  return new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
