/**
 * `npm test` (CONTRACT sections 1 and 16): types, lint, the build and the browser journeys' demo
 * database side by side, then Vitest and Playwright on that build. Stops at the first phase that
 * fails, and ends with how long each phase took (the README's testing table is made from these
 * lines).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

type Command = { bin: string; args: string[]; env?: Record<string, string> };
type Phase = { name: string; commands: Command[] };

/**
 * The demo data the e2e server starts on, seeded here while the types are checked instead of
 * after Playwright started the server (tests/e2e/web-server.ts copies it; decision 0292).
 */
const E2E_PREPARED_DATA = path.resolve(".e2e-prepared");
const seedE2eData: Command = {
  bin: "tsx",
  args: ["scripts/seed.ts"],
  env: {
    DATABASE_URL: path.join(E2E_PREPARED_DATA, "app.db"),
    UPLOADS_DIR: path.join(E2E_PREPARED_DATA, "uploads"),
    PASSWORD_HASH_COST: "test",
    LOG_LEVEL: "warn",
  },
};

const PHASES: Phase[] = [
  {
    name: "types + lint + build + e2e data",
    commands: [{ bin: "tsc", args: ["--noEmit"] }, { bin: "eslint", args: ["."] }, { bin: "remix", args: ["vite:build"] }, seedE2eData],
  },
  { name: "vitest", commands: [{ bin: "vitest", args: ["run"] }] },
  { name: "playwright", commands: [{ bin: "playwright", args: ["test"], env: { E2E_PREPARED_DATA } }] },
];

function run({ bin, args, env: extra }: Command): Promise<number> {
  // Vitest's marks would make vite.config.ts leave out the Remix plugin in the build.
  const env = { ...process.env, ...extra };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  const child = spawn(path.resolve("node_modules/.bin", bin), args, { stdio: "inherit", env });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const times: string[] = [];
  const started = performance.now();
  let failed = 0;
  fs.rmSync(E2E_PREPARED_DATA, { recursive: true, force: true });
  for (const phase of PHASES) {
    const start = performance.now();
    const codes = await Promise.all(phase.commands.map(run));
    times.push(`${phase.name.padEnd(32)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`);
    failed = codes.find((code) => code !== 0) ?? 0;
    if (failed) {
      times.push(`${phase.name} failed (exit ${failed})`);
      break;
    }
  }
  times.push(`${"total".padEnd(32)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  console.log(`\nnpm test phases:\n${times.join("\n")}`);
  return failed;
}

process.exitCode = await main();
