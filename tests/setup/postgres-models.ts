import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { migratePostgres, openPostgres } from "~/db/postgres.server";
import { createDatabase } from "../postgres/databases";

// `npm run test:postgres` runs model suites on PostgreSQL too (issue 28 point 5): each file gets a
// new migrated database on the run's server, set as the process's `db` before any model loads.
const engine = openPostgres(await createDatabase(`models_${randomBytes(6).toString("hex")}`), 4);
await migratePostgres(engine);
(globalThis as { __promptoryDb?: unknown }).__promptoryDb = engine.db;

afterAll(async () => {
  delete (globalThis as { __promptoryDb?: unknown }).__promptoryDb;
  await engine.pool.end();
});
