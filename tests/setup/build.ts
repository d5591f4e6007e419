import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const SERVER_BUILD = path.resolve(__dirname, "../../build/server/index.js");

/**
 * Builds the app once before any test file runs, when there is no build: several files start the
 * real launcher, which would otherwise each build at the same time into the same folder.
 */
export default function buildOnce(): void {
  if (fs.existsSync(SERVER_BUILD)) return;
  // Without vitest's marks, which make vite.config.ts leave out the Remix plugin.
  const env = { ...process.env };
  for (const name of Object.keys(env)) if (/^(VITEST|NODE_ENV$)/.test(name)) delete env[name];
  execFileSync("npm", ["run", "build"], { cwd: path.resolve(__dirname, "../.."), env, stdio: "inherit" });
}
