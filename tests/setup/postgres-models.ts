import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { migratePostgres, openPostgres } from "~/db/postgres.server";
import { createDatabase } from "../postgres/databases";

// `npm run test:postgres` runs model suites on PostgreSQL too (issue 28 point 5): each file gets a
// new migrated database on the run's server, set as the process's `db` before any model loads.
const url = await createDatabase(`models_${randomBytes(6).toString("hex")}`);
const engine = openPostgres(url, 4);
// The processes a test starts (tests/unit/fixtures/process-database.ts) open the same database.
process.env.PROMPTORY_TEST_POSTGRES_URL = url;
await migratePostgres(engine);
(globalThis as { __promptoryDb?: unknown }).__promptoryDb = engine.db;

afterAll(async () => {
  delete (globalThis as { __promptoryDb?: unknown }).__promptoryDb;
  await engine.pool.end();
});
