import { db } from "~/db/client.server";

/**
 * Tables a refused request may still write: sign-in sessions, the login-failure counters and
 * FTS5's own shadow tables (kept in step by triggers). Everything else must stay as it was.
 */
const VOLATILE = /^(sessions|login_failures|__drizzle_migrations|sqlite_.*|.*_fts.*)$/;

/** Every saved row of every table, as JSON text per table, to compare before and after a request. */
export function snapshotRows(): Record<string, string> {
  const tables = db.$client
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string }[];
  const rows: Record<string, string> = {};
  for (const { name } of tables) {
    if (VOLATILE.test(name)) continue;
    rows[name] = JSON.stringify(db.$client.prepare(`SELECT * FROM "${name}"`).all());
  }
  return rows;
}
