import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { log, logError } from "~/utils/logger.server";
import { runNode } from "./processes";

const SERVER_BUILD = path.resolve("build/server/index.js");
const CLIENT_IP_PRELOAD = fileURLToPath(new URL("./client-ip-preload.js", import.meta.url));
const bin = (name: string) => path.resolve("node_modules/.bin", name);

/** Migrations on open, then the demo data when nobody has an account yet (unless SEED_DEMO=0). */
async function prepareDatabase(): Promise<void> {
  const { db } = await import("~/db/client.server");
  const { env } = await import("~/env.server");
  log("info", "database ready", { database: env().DATABASE_URL });
  const users = db.$client.prepare("select count(*) from users").pluck().get();
  if (users === 0 && env().SEED_DEMO === "1") {
    const { seedDemo } = await import("~/seed/demo.server");
    log("info", "demo data seeded", { ...(await seedDemo()) });
  }
  db.$client.close();
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
  const preload = `--import "${CLIENT_IP_PRELOAD}"`;
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: process.env.PORT || "3000",
    PAYMENT_PROVIDER: paymentProvider(),
    NODE_OPTIONS: [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" "),
  };
}

async function main(): Promise<number> {
  if (!fs.existsSync(SERVER_BUILD)) {
    log("info", "building the app");
    const built = await runNode([bin("remix"), "vite:build"], process.env);
    if (built !== 0) return built;
  }
  await prepareDatabase();
  return runNode([bin("remix-serve"), SERVER_BUILD], serverEnv());
}

try {
  process.exitCode = await main();
} catch (error) {
  logError(error, { where: "start" });
  process.exitCode = 1;
}
