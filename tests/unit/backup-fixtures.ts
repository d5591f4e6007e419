import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";
import sharp from "sharp";
import type { OrderLoop } from "./fixtures/order-writer";

const ROOT = path.resolve(__dirname, "../..");

export type OrderWriter = {
  /** Resolves once it has opened the database. */
  ready: Promise<void>;
  /** Its rounds and errors, once it has stopped (after the stop file appears). */
  done: Promise<{ rounds: number; errors: string[] }>;
  child: ChildProcess;
};

/** tests/unit/fixtures/order-writer.ts in its own process, with these settings on top of this process's. */
export function startOrderWriter(loop: OrderLoop, env: Record<string, string> = {}): OrderWriter {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/unit/fixtures/order-writer.ts", JSON.stringify(loop)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const failed = () => new Error(`order writer exited (${child.exitCode}): ${stderr}`);
  const ready = lines.next().then(({ value }) => {
    if (value !== "ready") throw failed();
  });
  const done = ready.then(() =>
    lines.next().then(({ value }) => {
      if (value === undefined) throw failed();
      return JSON.parse(String(value)) as { rounds: number; errors: string[] };
    }),
  );
  done.catch(() => {}); // awaited by the test; this only keeps an early failure from being unhandled
  return { ready, done, child };
}

/** Where a restore goes: a database file and an uploads folder in `dir`. */
export function targetIn(dir: string) {
  return { dir, databaseFile: path.join(dir, "app.db"), uploadsDir: path.join(dir, "uploads") };
}

export type Target = ReturnType<typeof targetIn>;

export const targetEnv = (target: Target) => ({ DATABASE_URL: target.databaseFile, UPLOADS_DIR: target.uploadsDir });

export type ScriptRun = { code: number | null; lines: Record<string, unknown>[]; stderr: string };

/** Runs `scripts/<name>.ts` as `npm run` would (tsx, from the repository root), with these settings on top of this process's. */
export async function runScript(name: string, args: string[], env: Record<string, string> = {}): Promise<ScriptRun> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const [code] = (await once(child, "close")) as [number | null];
  const lines = stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { code, lines, stderr };
}

/** Every file under `dir` (relative path → SHA-256): equal fingerprints mean nothing was touched or left behind. */
export function fingerprint(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), createHash("sha256").update(fs.readFileSync(file)).digest("hex")] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export function pngBytes(background = "#7c3aed", width = 700): Promise<Buffer> {
  return sharp({ create: { width, height: 420, channels: 3, background } }).png().toBuffer();
}

export const pngFile = async (background?: string) =>
  new File([new Uint8Array(await pngBytes(background))], "art.png", { type: "image/png" });

/** This process's environment without vitest's marks, which would change how the app builds. */
function shellEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "NODE_ENV") delete env[name];
  return env;
}

/** A port nobody listens on, from the range the backup tests use (4120-4129). */
async function freePort(): Promise<number> {
  for (let port = 4120; port < 4130; port++) {
    const server = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false)).listen(port, "127.0.0.1", () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error("no free port in 4120-4129");
}

export type Server = { child: ChildProcess; url: string; output: () => string; stop(): Promise<void> };

/**
 * `scripts/start.ts` on this target, in its own process group, as a self-hoster would run it:
 * no demo seeding, the local gateway, a long session secret, one worker. Resolves once /healthz
 * answers 200 (building the app first when build/ is missing).
 */
export async function startServer(target: Target): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...shellEnv(),
      ...targetEnv(target),
      PORT: String(port),
      SEED_DEMO: "0",
      PAYMENT_PROVIDER: "local",
      SESSION_SECRET: "backup-test-secret-that-is-long-enough-0123456789",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit");
  const server: Server = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      process.kill(-child.pid!, "SIGTERM");
      await exited;
    },
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output.slice(-2000)}`);
    const status = await fetch(`${server.url}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Kills a server's whole process group (afterEach: whatever a failed test left running). */
export function killServer(server: Server): void {
  if (server.child.exitCode === null && server.child.signalCode === null) process.kill(-server.child.pid!, "SIGKILL");
}
