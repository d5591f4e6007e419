import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(__dirname, "../..");
/** Settings the tests give explicitly: none leaks in from the test process (e.g. its SESSION_SECRET). */
const APP_SETTINGS = /^(NODE_ENV|PROMPTORY_MODE|VITEST.*|PORT|SESSION_SECRET|SEED_DEMO|APP_URL|PAYMENT_PROVIDER|PAYSTACK_.*|TRUST_PROXY|ADMIN_.*|WEB_CONCURRENCY|SMTP_URL|MAIL_FROM|PASSWORD_HASH_COST|REGISTRATIONS_PER_HOUR|HOST)$/;

export type LogLine = { level: string; msg: string; [field: string]: unknown };

export type Launcher = {
  child: ChildProcess;
  lines: LogLine[];
  /** Everything written to stdout and stderr, to check that no secret is in it. */
  output: () => string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  /** Resolves once the log satisfies `until`; fails if the launcher exits first. */
  waitFor(until: (lines: LogLine[]) => boolean): Promise<void>;
  /** SIGTERM to its process group; resolves with the exit code. */
  stop(): Promise<number | null>;
};

/**
 * `scripts/start.ts` as `npm start` (or the container) runs it, in its own process group, with
 * exactly the settings in `env` besides DATABASE_URL, UPLOADS_DIR and LOG_LEVEL=info.
 */
export function startLauncher(env: Record<string, string>): Launcher {
  return startServerProcess(["scripts/start.ts"], env);
}

/** `server/index.ts --dev` as `npm run dev` runs it (Vite builds the app on demand), like startLauncher. */
export function startDevServer(env: Record<string, string>): Launcher {
  return startServerProcess(["server/index.ts", "--dev"], env);
}

function startServerProcess(args: string[], env: Record<string, string>): Launcher {
  const inherited = { ...process.env };
  for (const name of Object.keys(inherited)) if (APP_SETTINGS.test(name)) delete inherited[name];
  const child = spawn(process.execPath, ["--import", "tsx", ...args], {
    cwd: ROOT,
    detached: true,
    // Test servers hash at the test-only cost, except in production mode, which refuses it.
    env: { ...inherited, LOG_LEVEL: "info", ...(env.NODE_ENV !== "production" && { PASSWORD_HASH_COST: "test" }), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: LogLine[] = [];
  let output = "";
  const waiters: { until: (lines: LogLine[]) => boolean; resolve(): void }[] = [];
  createInterface({ input: child.stdout }).on("line", (text) => {
    output += text + "\n";
    lines.push(asLogLine(text));
    for (const waiter of waiters.filter((w) => w.until(lines))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  return {
    child,
    lines,
    output: () => output,
    exited,
    waitFor(until) {
      if (until(lines)) return Promise.resolve();
      return Promise.race([
        new Promise<void>((resolve) => waiters.push({ until, resolve })),
        exited.then(([code]) => Promise.reject(new Error(`launcher exited (${code}): ${JSON.stringify(lines.slice(-5))}`))),
      ]);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGTERM");
      return (await exited)[0];
    },
  };
}

/** The app logs JSON lines; anything else (a tool's own message) is kept as an info line. */
function asLogLine(text: string): LogLine {
  try {
    const line: unknown = JSON.parse(text);
    if (typeof line === "object" && line !== null) return line as LogLine;
  } catch {
    // not JSON
  }
  return { level: "info", msg: text };
}

/** Kills what a test left running (its whole process group). */
export function killLeftovers(launchers: Launcher[]): void {
  for (const { child } of launchers.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, "SIGKILL");
  }
}

/** A server on this test file's own database, uploads and secret (so its users and sessions are the server's), without the demo. */
export function onThisTestDatabase(port: number): Record<string, string> {
  return {
    DATABASE_URL: process.env.DATABASE_URL!,
    UPLOADS_DIR: process.env.UPLOADS_DIR!,
    SESSION_SECRET: process.env.SESSION_SECRET!,
    SEED_DEMO: "0",
    PORT: String(port),
  };
}

export const workerReady = (lines: LogLine[]) => lines.some((line) => line.msg === "worker ready");
export const listening = (lines: LogLine[]) => lines.some((line) => line.msg === "listening");

/**
 * A port nobody listens on, from the range this project's test servers use (4280-4299), tried
 * from a random place so that test files running at the same time rarely pick the same one.
 */
export async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 20);
  for (let i = 0; i < 20; i++) {
    const port = 4280 + ((start + i) % 20);
    const server = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      server.once("error", () => resolve(false)).listen(port, () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => server.close(resolve));
      return port;
    }
  }
  throw new Error("no free port in 4280-4299");
}

/** POST /api/v1/auth/login; answers the status (and the role on success). */
export async function apiLogin(
  port: number,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; role?: string }> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { user?: { role?: string } } };
  return { status: response.status, role: body.data?.user?.role };
}
