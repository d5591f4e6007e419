import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
/// <reference types="vitest/config" />
import { defineConfig } from "vite";
import remixOptions from "./remix.config.js";
import fs from "node:fs";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);
const SLOW_TIER = process.env.TEST_TIER === "slow";
/** `npm run test:postgres` (CONTRACT 15): the tests that need a PostgreSQL server, which tests/setup/postgres.ts starts. */
const POSTGRES_TIER = process.env.TEST_TIER === "postgres";
/**
 * Its second run: model suites of `npm test` on PostgreSQL, each file on a new database that
 * tests/setup/postgres-models.ts makes the process's `db` (issue 28 point 5; the list grows).
 */
const POSTGRES_MODELS_TIER = process.env.TEST_TIER === "postgres-models";
const onPostgres = () =>
  fs.readFileSync("tests/setup/on-postgres.txt", "utf8").split("\n").filter((line) => line.trim() && !line.startsWith("#"));

export default defineConfig({
  server: {
    host: "127.0.0.1",
    port: 5173,
    watch: { ignored: ["**/tests/**", "**/test-results/**", "**/playwright-report/**", "**/.e2e-data/**", "**/data/**"] },
  },
  // Minifying chunk by chunk keeps every module's licence header; "eof" keeps one copy of each.
  esbuild: { legalComments: "eof" },
  build: {
    // The islands' chunks (decision 0330) fetch what they import themselves, almost always already
    // loaded: no preload list of file names in every page's code (0.3-0.6 KB gzip on a prompt page).
    modulePreload: false,
    rollupOptions: {
      output: {
        // One chunk for React and Remix, which every page loads whole anyway (decision 0237).
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler|@remix-run\/[^/]+|react-router|react-router-dom|turbo-stream)\//.test(id)) return "framework";
          // The sidebars' few icons with the common ones: one file instead of four tiny ones (decision 0330).
          if (/\/app\/components\/icons\/(common|headset|users|folder)\.tsx$/.test(id)) return "icons";
        },
      },
    },
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), ...(isVitest ? [] : [remix(remixOptions)])],
  test: {
    // `npm test` runs every test file but the slow tier (*.slow.test.ts: the soak, real launcher and
    // server processes, the scale tests), which `npm run test:slow` runs (CONTRACT 16, decision 0292).
    include: POSTGRES_TIER
      ? ["tests/postgres/**/*.test.ts"]
      : POSTGRES_MODELS_TIER
        ? onPostgres()
        : SLOW_TIER
        ? ["tests/**/*.slow.test.ts"]
        : ["app/**/*.test.ts", "tests/unit/**/*.test.ts", "tests/api/**/*.test.ts", "bench/**/*.test.ts"],
    exclude: SLOW_TIER || POSTGRES_TIER || POSTGRES_MODELS_TIER ? [] : ["**/*.slow.test.ts", "**/node_modules/**"],
    globalSetup: POSTGRES_TIER || POSTGRES_MODELS_TIER ? ["./tests/setup/build.ts", "./tests/setup/postgres.ts"] : ["./tests/setup/build.ts"],
    setupFiles: ["./tests/setup/db.ts", "./tests/setup/matchers.ts", ...(POSTGRES_MODELS_TIER ? ["./tests/setup/postgres-models.ts"] : [])],
    // Each file in a new VM context of a reused process instead of a new process of its own: a fifth
    // less time (decision 0337). Node's require() of ES modules stays off there: Vitest's loader in
    // the VM context would run such a file (express reaches one) as CommonJS.
    pool: "vmForks",
    // Both cores (CONTRACT 16): Vitest's default leaves one free, which runs every file one after another here.
    poolOptions: { vmForks: { maxForks: Number(process.env.TEST_FORKS ?? 2), execArgv: ["--no-experimental-require-module"] } },
    testTimeout: 20000,
  },
});
