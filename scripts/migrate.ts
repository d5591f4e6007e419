import { log } from "~/utils/logger.server";
import { runCli } from "./cli";

await runCli("npm run db:migrate", async () => {
  const started = performance.now();
  const { closeDatabase, migrateDatabase } = await import("~/db/client.server");
  const { databaseForLog, env, isPostgresUrl } = await import("~/env.server");
  // SQLite's migrations ran when the file was opened; PostgreSQL's run here.
  await migrateDatabase();
  await closeDatabase();
  const database = env().DATABASE_URL;
  log("info", "migrations applied", {
    engine: isPostgresUrl(database) ? "postgresql" : "sqlite",
    database: databaseForLog(database),
    durationMs: Math.round(performance.now() - started),
  });
});
