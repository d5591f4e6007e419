import fs from "node:fs";
import path from "node:path";
import { databaseForLog, env, isPostgresUrl, MIN_SECRET_LENGTH, MODE_VARIABLE, SettingError, type Env, type FirstAdmin } from "~/env.server";
import { log, logError } from "~/utils/logger.server";
import { runNode } from "./processes";
import { runCluster } from "./server-cluster";
import { webConcurrency } from "./web-concurrency";

const SERVER_BUILD = path.resolve("build/server/index.js");
/** What every worker runs: the production build behind the front door (docs/decisions/0291). */
const SERVER = path.resolve("server/index.ts");
const bin = (name: string) => path.resolve("node_modules/.bin", name);

/**
 * Once, before any worker starts: migrations on open, the template-variables backfill, the
 * clean-ups, the admin from ADMIN_EMAIL/ADMIN_PASSWORD when there is none, then the demo data when
 * nobody had an account yet and SEED_DEMO is 1.
 */
async function prepareDatabase(settings: Env): Promise<void> {
  const { closeDatabase, db, firstRow, migrateDatabase } = await import("~/db/client.server");
  const { users } = await import("~/db/tables.server");
  await migrateDatabase();
  log("info", "database ready", { database: databaseForLog(settings.DATABASE_URL) });
  await backfillTemplateVariables();
  await removeStoredResetLinks();
  await pruneOldPreviews();
  const empty = !(await firstRow(db.select({ id: users.id }).from(users).limit(1)));
  if (settings.FIRST_ADMIN) await createFirstAdmin(settings.FIRST_ADMIN);
  if (empty && settings.SEED_DEMO === "1") {
    const { seedDemo } = await import("~/seed/demo.server");
    log("info", "demo data seeded", { ...(await seedDemo()) });
  }
  await closeDatabase();
}

/** Prompts whose template variables are not stored (older rows, a changed syntax) get theirs (docs/decisions/0226, 0298). */
async function backfillTemplateVariables(): Promise<void> {
  const { backfillTemplateVariables: backfill } = await import("~/models/prompt-variables.server");
  const prompts = await backfill();
  if (prompts) log("info", "template variables backfilled", { prompts });
}

/** Reset links kept in mail stored before they were cut out on sending (issue 23, point 16). */
async function removeStoredResetLinks(): Promise<void> {
  const { removeDeliveredResetTokens } = await import("~/models/mail/delivery.server");
  const messages = await removeDeliveredResetTokens();
  if (messages) log("info", "reset links removed from stored mail", { messages });
}

/** Live preview answers of earlier days and their images (docs/decisions/0319); a running server prunes them on a new day's first answer. */
async function pruneOldPreviews(): Promise<void> {
  const { pruneOldPreviews: prune } = await import("~/models/ai/preview-cache.server");
  const answers = await prune();
  if (answers) log("info", "old live preview answers pruned", { answers });
}

async function createFirstAdmin(admin: FirstAdmin): Promise<void> {
  const { ensureFirstAdmin } = await import("~/models/first-admin.server");
  const created = await ensureFirstAdmin(admin);
  if (created) log("info", "admin created from ADMIN_EMAIL", { id: created.id, email: created.email });
  else log("info", "ADMIN_EMAIL and ADMIN_PASSWORD ignored: the database already has an admin");
}

/** Outside production mode, one line that says so and how to leave it (CONTRACT section 8). */
function announceDemo(settings: Env): void {
  const parts = [
    settings.SEED_DEMO === "1" && "demo accounts (admin@demo.test, vendor@demo.test, buyer@demo.test ...) share a public password",
    settings.PAYMENT_PROVIDER === "local" && "the local test gateway hands out prompts for a test card number",
  ].filter(Boolean);
  log(
    "warn",
    `running a demo${parts.length ? `: ${parts.join("; ")}` : ""}. For production set NODE_ENV=production, ` +
      `SESSION_SECRET (at least ${MIN_SECRET_LENGTH} characters), PAYMENT_PROVIDER and APP_URL, and create the admin with ADMIN_EMAIL and ADMIN_PASSWORD`,
    { mode: settings.MODE, seedDemo: settings.SEED_DEMO, paymentProvider: settings.PAYMENT_PROVIDER },
  );
}

/**
 * The workers run the production build, so NODE_ENV=production, and learn the launcher's mode
 * from PROMPTORY_MODE; they resolve the same settings with the same env() (docs/decisions/0150).
 * They never need the first admin's password.
 */
function serverEnv(settings: Env): NodeJS.ProcessEnv {
  const { ADMIN_EMAIL: _email, ADMIN_PASSWORD: _password, ADMIN_NAME: _name, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: "production",
    [MODE_VARIABLE]: settings.MODE,
    PORT: String(settings.PORT),
    PAYMENT_PROVIDER: settings.PAYMENT_PROVIDER,
  };
}

async function main(): Promise<number> {
  // Every setting is checked before anything is built, migrated or started. The mode is the
  // operator's NODE_ENV, never a PROMPTORY_MODE left in the environment.
  delete process.env[MODE_VARIABLE];
  const settings = env();
  const workers = webConcurrency(process.env.WEB_CONCURRENCY);
  if (settings.MODE === "demo") announceDemo(settings);
  if (!fs.existsSync(SERVER_BUILD)) {
    log("info", "building the app");
    const built = await runNode([bin("remix"), "vite:build"], process.env);
    if (built !== 0) return built;
  }
  await prepareDatabase(settings);
  const cluster = { exec: SERVER, execArgv: ["--import", "tsx"], env: serverEnv(settings) };
  // The primary checkpoints SQLite's WAL (decision 0101); PostgreSQL checkpoints itself.
  const databaseFile = isPostgresUrl(settings.DATABASE_URL) ? undefined : settings.DATABASE_URL;
  return runCluster({ workers, ...cluster, databaseFile, url: settings.APP_URL });
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof SettingError) log("error", error.message);
  else logError(error, { where: "start" });
  process.exitCode = 1;
}
