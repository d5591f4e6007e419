import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { log, logError } from "~/utils/logger.server";
import { runNode } from "./processes";
import { runCluster } from "./server-cluster";
import { SettingError, webConcurrency } from "./web-concurrency";

const SERVER_BUILD = path.resolve("build/server/index.js");
/** Loaded into every worker: the client address, long keep-alive, and a clean exit on stop. */
const WORKER_PRELOADS = ["./client-ip-preload.js", "./keep-alive-preload.js", "./worker-stop-preload.js"].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
const bin = (name: string) => path.resolve("node_modules/.bin", name);

/**
 * Once, before any worker starts: migrations on open (which also creates the session secret
 * file when needed), then the demo data when nobody has an account yet (unless SEED_DEMO=0).
 * Answers the database file.
 */
async function prepareDatabase(): Promise<string> {
  const { db } = await import("~/db/client.server");
  const { env } = await import("~/env.server");
  log("info", "database ready", { database: env().DATABASE_URL });
  const users = db.$client.prepare("select count(*) from users").pluck().get();
  if (users === 0 && env().SEED_DEMO === "1") {
    const { seedDemo } = await import("~/seed/demo.server");
    log("info", "demo data seeded", { ...(await seedDemo()) });
  }
  db.$client.close();
  return env().DATABASE_URL;
}

/**
 * `npm start` is the demo and test runner: with no provider chosen it uses the local test
 * gateway (CONTRACT section 2), says so, and sets it explicitly so the app accepts it.
 */
function paymentProvider(): string {
  if (process.env.PAYMENT_PROVIDER) return process.env.PAYMENT_PROVIDER;
  log("warn", "PAYMENT_PROVIDER not set: using the local test gateway; set PAYMENT_PROVIDER=paystack for real payments");
  return "local";
}

function serverEnv(): NodeJS.ProcessEnv {
  const preloads = WORKER_PRELOADS.map((file) => `--import "${file}"`);
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.PORT || "3000",
    PAYMENT_PROVIDER: paymentProvider(),
    NODE_OPTIONS: [process.env.NODE_OPTIONS, ...preloads].filter(Boolean).join(" "),
  };
}

async function main(): Promise<number> {
  const workers = webConcurrency(process.env.WEB_CONCURRENCY);
  if (!fs.existsSync(SERVER_BUILD)) {
    log("info", "building the app");
    const built = await runNode([bin("remix"), "vite:build"], process.env);
    if (built !== 0) return built;
  }
  const databaseFile = await prepareDatabase();
  return runCluster({ workers, exec: bin("remix-serve"), args: [SERVER_BUILD], env: serverEnv(), databaseFile });
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof SettingError) log("error", error.message);
  else logError(error, { where: "start" });
  process.exitCode = 1;
}
