/**
 * `npm test` (CONTRACT sections 1 and 16): types and lint side by side, one build, then Vitest and
 * Playwright on that build. Stops at the first phase that fails, and ends with how long each
 * phase took (the README's testing table is made from these lines).
 */
import { spawn } from "node:child_process";
import path from "node:path";

type Phase = { name: string; commands: string[][] };

const PHASES: Phase[] = [
  { name: "types + lint", commands: [["tsc", "--noEmit"], ["eslint", "."]] },
  { name: "build", commands: [["remix", "vite:build"]] },
  { name: "vitest", commands: [["vitest", "run"]] },
  { name: "playwright", commands: [["playwright", "test"]] },
];

function run([bin, ...args]: string[]): Promise<number> {
  // Vitest's marks would make vite.config.ts leave out the Remix plugin in the build.
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST")) delete env[name];
  const child = spawn(path.resolve("node_modules/.bin", bin!), args, { stdio: "inherit", env });
  return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
}

async function main(): Promise<number> {
  const times: string[] = [];
  const started = performance.now();
  let failed = 0;
  for (const phase of PHASES) {
    const start = performance.now();
    const codes = await Promise.all(phase.commands.map(run));
    times.push(`${phase.name.padEnd(14)} ${((performance.now() - start) / 1000).toFixed(1).padStart(6)} s`);
    failed = codes.find((code) => code !== 0) ?? 0;
    if (failed) {
      times.push(`${phase.name} failed (exit ${failed})`);
      break;
    }
  }
  times.push(`${"total".padEnd(14)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
  console.log(`\nnpm test phases:\n${times.join("\n")}`);
  return failed;
}

process.exitCode = await main();
