import { db } from "~/db/client.server";
import { postgresEngineOf } from "~/db/postgres.server";

/**
 * SQL a test writes by hand (a count, a setup update, a snapshot), run on whichever engine the
 * process's `db` is: `?` placeholders, rows as objects. Goes past the statement gate, like the
 * SQLite handle did: only for tests, never inside a transaction another request has open.
 */
export async function rawAll<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]> {
  const postgres = postgresEngineOf(db);
  if (!postgres) {
    const statement = db.$client.prepare(text);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  }
  let n = 0;
  return (await postgres.pool.query(text.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
}

/** The first row `rawAll` answers. */
export async function rawGet<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T | undefined> {
  return (await rawAll<T>(text, ...params))[0];
}

/** The tables the app made, by name (no FTS5 shadow tables' or the migrator's on either engine). */
export async function appTables(): Promise<string[]> {
  const rows = postgresEngineOf(db)
    ? await rawAll<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by 1")
    : await rawAll<{ name: string }>("select name from sqlite_master where type = 'table' order by 1");
  return rows.map((row) => row.name);
}
