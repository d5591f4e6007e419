import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, JOURNEY_BROWSER_PATH } from "./tests/e2e/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
/**
 * E2E_ENGINE=postgres: the journeys on PostgreSQL (issue 28). tests/e2e/web-server.ts starts a
 * throwaway server on this port; the journeys' own data layer (tests/e2e/session.ts) opens the same
 * database. The config is read by every worker process too, so they all see the URL.
 */
export const E2E_POSTGRES_PORT = Number(process.env.E2E_POSTGRES_PORT ?? PORT + 20000);
if (process.env.E2E_ENGINE === "postgres") process.env.E2E_DATABASE_URL ??= `postgres://postgres@127.0.0.1:${E2E_POSTGRES_PORT}/e2e`;
/** Point the suite at an already running server (e.g. `npm run dev`) while writing tests. */
const EXTERNAL_URL = process.env.E2E_BASE_URL;
/** Two workers beside the server on the project's 2-core machine (CONTRACT 16); E2E_WORKERS overrides. */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/** Specs that change platform-wide settings (e.g. the fee every sale uses). */
const GLOBAL_STATE_SPECS = /settings\.spec\.ts$/;
/**
 * The axe table and the accessibility checks beside it (issue 27: the fixed rules, reduced motion):
 * `npm run test:a11y`, which `.ci/run` runs after `npm test`, until they fit in `npm test`'s 12
 * minutes (with them `npm test` took 812 s on a clean clone; decision 0336). The keyboard journeys
 * stay in `npm test`.
 */
const A11Y_SPEC = /a11y(-fixes)?\.spec\.ts$/;

/**
 * Browser journeys against the production build, served the way `npm start` serves it,
 * on a throwaway database seeded with the demo data. Each journey runs with JavaScript
 * on ("js") and off ("no-js").
 */
export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  workers: WORKERS,
  // A journey that fails is run once more, and only that retry records a trace (recording one for
  // every journey is work for every journey).
  retries: 1,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: EXTERNAL_URL ?? `http://localhost:${PORT}`,
    trace: "on-first-retry",
    // One browser context per worker, reset between journeys (cookies, storage, cache, pages):
    // a new context and renderer for every journey was a third of the browser's work
    // (docs/decisions/0308).
    reuseContext: true,
    launchOptions: {
      executablePath: JOURNEY_BROWSER_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "js", testIgnore: [GLOBAL_STATE_SPECS, A11Y_SPEC], use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "no-js", testIgnore: [GLOBAL_STATE_SPECS, A11Y_SPEC], use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
    // Specs that change global settings run last, one project after the other.
    {
      name: "settings-js",
      testMatch: GLOBAL_STATE_SPECS,
      dependencies: ["js", "no-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "settings-no-js",
      testMatch: GLOBAL_STATE_SPECS,
      dependencies: ["settings-js"],
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
    { name: "a11y-js", testMatch: A11Y_SPEC, use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    { name: "a11y-no-js", testMatch: A11Y_SPEC, use: { ...devices["Desktop Chrome"], javaScriptEnabled: false } },
  ],
  webServer: EXTERNAL_URL ? undefined : {
    // The app as `npm start` runs it, behind an SMTP sink that keeps every message for
    // tests/e2e/mailbox.ts (tests/e2e/web-server.ts sets SMTP_URL).
    command: "rm -rf .e2e-data && tsx tests/e2e/web-server.ts",
    url: `http://localhost:${PORT}/healthz`,
    // `npm test` (scripts/test.ts) starts this same server while Vitest runs and says so here.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === "1",
    // SIGTERM reaches the launcher and its workers (one process group): requests in flight finish,
    // then everything exits (docs/decisions/0100).
    gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATABASE_URL: ".e2e-data/app.db",
      UPLOADS_DIR: ".e2e-data/uploads",
      SESSION_SECRET: "e2e-secret",
      LOG_LEVEL: "warn",
      // Hundreds of accounts: the test-only scrypt cost (production mode refuses it).
      PASSWORD_HASH_COST: "test",
      // Every journey signs up from 127.0.0.1: the limit per address (20 an hour) would stop the run (decision 0301).
      REGISTRATIONS_PER_HOUR: "100000",
      // The fake provider's models (tests/e2e/web-server.ts starts it and sets AI_BASE_URL): the first
      // text model enhances; echo repeats its input (the leak rule). Two previews per buyer and
      // prompt a day, so the limit is reached in a journey (tests/e2e/session.ts keeps the same).
      AI_MODELS: "llama3.2,qwen-coder:code,sdxl:image,echo",
      AI_PREVIEWS_PER_DAY: "2",
    },
  },
});
