import { expect, test } from "vitest";
import { migrateDatabase, closeDatabase, type DB } from "~/db/client.server";
import { openPostgres } from "~/db/postgres.server";
import { createDatabase } from "./databases";

/**
 * Issue 28 point 4: machines started at once over one empty database each migrate it; one applies
 * the migrations and the others find nothing left to do, none fails.
 */
test("four processes' migrations at once on an empty database: all succeed, each migration applied once", { timeout: 60_000 }, async () => {
  const url = await createDatabase("migrate_together");
  const engines = Array.from({ length: 4 }, () => openPostgres(url, 2));
  try {
    await Promise.all(engines.map((engine) => migrateDatabase(engine.db as unknown as DB)));
    const applied = await engines[0]!.pool.query("select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash");
    expect(applied.rows.length).toBeGreaterThan(4);
    expect(applied.rows.every((row) => row.times === 1)).toBe(true);
  } finally {
    for (const engine of engines) await closeDatabase(engine.db as unknown as DB);
  }
});
