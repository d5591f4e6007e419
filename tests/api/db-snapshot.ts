import { appTables, rawAll } from "../support/raw-sql";

/**
 * Tables a refused request may still write: sign-in sessions, the login-failure counters and
 * FTS5's own shadow tables (kept in step by triggers). Everything else must stay as it was.
 */
const VOLATILE = /^(sessions|login_failures|__drizzle_migrations|sqlite_.*|.*_fts.*)$/;

/** Every saved row of every table, as JSON text per table, to compare before and after a request. */
export async function snapshotRows(): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const name of await appTables()) {
    if (VOLATILE.test(name)) continue;
    // In insertion order: PostgreSQL moves a row it updates (even to the same values) to the table's end.
    rows[name] = JSON.stringify(await rawAll(`SELECT * FROM "${name}" ORDER BY rowid`));
  }
  return rows;
}
