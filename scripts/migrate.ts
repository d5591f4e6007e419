import { log } from "~/utils/logger.server";
import { runCli } from "./cli";

await runCli("npm run db:migrate", async () => {
  const started = performance.now();
  // Opening the database applies the pending migrations.
  const { db } = await import("~/db/client.server");
  const { env } = await import("~/env.server");
  const applied = db.$client.prepare("select count(*) from __drizzle_migrations").pluck().get();
  db.$client.close();
  log("info", "migrations applied", {
    database: env().DATABASE_URL,
    migrations: applied,
    durationMs: Math.round(performance.now() - started),
  });
});
