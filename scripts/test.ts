/**
 * `npm test` (CONTRACT sections 1 and 16): types, lint, the build and the browser journeys' demo
 * database side by side; Vitest as soon as the build is there; the e2e server as soon as the build
 * and its data are, so it is up while Vitest runs; then Playwright on that server. Stops at the
 * first step that fails, and ends with when each step ran (the README's testing table is made
 * from these lines).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import playwrightConfig from "../playwright.config";

type Step = {
  name: string;
  bin: string;
  args: string[];
  env?: Record<string, string>;
  /** Steps that must have succeeded first. */
  after?: string[];
};

/**
 * The demo data the e2e server starts on, seeded here while the types are checked instead of
 * after Playwright started the server (tests/e2e/web-server.ts copies it; decision 0292).
 */
const E2E_PREPARED_DATA = path.resolve(".e2e-prepared");
const seedEnv = {
  DATABASE_URL: path.join(E2E_PREPARED_DATA, "app.db"),
  UPLOADS_DIR: path.join(E2E_PREPARED_DATA, "uploads"),
  PASSWORD_HASH_COST: "test",
  LOG_LEVEL: "warn",
};

const STEPS: Step[] = [
  { name: "types", bin: "tsc", args: ["--noEmit"] },
  { name: "lint", bin: "eslint", args: ["."] },
  { name: "build", bin: "remix", args: ["vite:build"] },
  { name: "e2e data", bin: "tsx", args: ["scripts/seed.ts"], env: seedEnv },
  { name: "vitest", bin: "vitest", args: ["run"], after: ["build"] },
  {
    name: "playwright",
    bin: "playwright",
    // Every project but the axe table's (`npm run test:a11y`, playwright.config.ts).
    args: ["test", ...["js", "no-js", "settings-js", "settings-no-js"].flatMap((project) => ["--project", project])],
    // The server below is already up: playwright.config.ts reuses it instead of starting one.
    env: { E2E_SERVER_STARTED: "1" },
    after: ["types", "lint", "vitest", "e2e server"],
  },
];

function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Vitest's marks would make vite.config.ts leave out the Remix plugin in the build.
  const env = { ...process.env, ...extra };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  return env;
}

function run({ bin, args, env }: Step): Promise<number> {
  const child = spawn(path.resolve("node_modules/.bin", bin), args, { stdio: "inherit", env: cleanEnv(env) });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

/**
 * The e2e server exactly as Playwright would start it (its `webServer` command and settings), in
 * its own process group so that one signal stops the launcher, its workers and the SMTP sink.
 * None when the journeys run against a server of one's own (E2E_BASE_URL).
 */
function startE2eServer(): { child?: ChildProcess; ready: Promise<number> } {
  const server = playwrightConfig.webServer;
  if (!server || Array.isArray(server) || !server.command || !server.url) return { ready: Promise.resolve(0) };
  const child = spawn(server.command, {
    shell: true,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: cleanEnv({ ...server.env, E2E_PREPARED_DATA }),
  });
  const url = server.url;
  const deadline = Date.now() + (server.timeout ?? 180_000);
  const ready = (async () => {
    while (Date.now() < deadline && child.exitCode === null) {
      if (await fetch(url).then((response) => response.ok, () => false)) return 0;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return 1;
  })();
  return { child, ready };
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  process.kill(-child.pid, "SIGTERM");
  return exited;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1).padStart(6);

async function main(): Promise<number> {
  const started = performance.now();
  const lines: string[] = [];
  const done = new Map<string, Promise<boolean>>();
  let failed = 0;
  let server: ChildProcess | undefined;

  const timed = async (name: string, work: () => Promise<number>, after: string[] = []): Promise<boolean> => {
    const ready = await Promise.all(after.map((each) => done.get(each)!));
    if (failed || !ready.every(Boolean)) return false;
    const start = performance.now();
    const code = await work();
    lines.push(`${name.padEnd(12)} ${seconds(start - started)} s → ${seconds(performance.now() - started)} s  (${seconds(performance.now() - start).trim()} s)`);
    if (code !== 0 && !failed) {
      failed = code;
      lines.push(`${name} failed (exit ${code})`);
    }
    return code === 0;
  };

  fs.rmSync(E2E_PREPARED_DATA, { recursive: true, force: true });
  for (const step of STEPS.filter((each) => each.name !== "playwright")) done.set(step.name, timed(step.name, () => run(step), step.after));
  done.set(
    "e2e server",
    timed(
      "e2e server",
      () => {
        const started = startE2eServer();
        server = started.child;
        return started.ready;
      },
      ["build", "e2e data"],
    ),
  );
  const playwright = STEPS.find((each) => each.name === "playwright")!;
  await timed(playwright.name, () => run(playwright), playwright.after);
  await Promise.all(done.values());
  if (server) await stop(server);

  lines.push(`${"total".padEnd(12)} ${seconds(performance.now() - started)} s`);
  console.log(`\nnpm test steps (start → end, duration):\n${lines.join("\n")}`);
  return failed;
}

process.exitCode = await main();
