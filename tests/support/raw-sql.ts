import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { postgresEngineOf } from "~/db/postgres.server";

/**
 * SQL a test writes by hand (a count, a setup update, a snapshot), run on whichever engine the
 * process's `db` is: `?` placeholders, rows as objects; inside a transaction, in it. On SQLite it
 * goes past the statement gate: only for tests, never while another request's transaction is open.
 */
export async function rawAll<T = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<T[]> {
  const postgres = postgresEngineOf(db);
  if (!postgres) {
    const statement = db.$client.prepare(text);
    return (statement.reader ? statement.all(...params) : (statement.run(...params), [])) as T[];
  }
  // Through `db`, so that inside a transaction it reads and writes in it, as SQLite's one connection does.
  const chunks = text.split("?");
  const query = sql.join(chunks.map((chunk, i) => (i < params.length ? sql`${sql.raw(chunk)}${params[i]}` : sql.raw(chunk))));
  return (await (postgres.db as unknown as { execute(query: SQL): Promise<{ rows: T[] }> }).execute(query)).rows;
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

/** Makes the next `prompts.seq` one more than `last` (SQLite's sqlite_sequence, PostgreSQL's identity sequence). */
export async function setLastPromptSeq(last: number): Promise<void> {
  if (postgresEngineOf(db)) await rawAll("select setval(pg_get_serial_sequence('prompts', 'seq'), ?)", last);
  else await rawAll("insert or replace into sqlite_sequence (name, seq) values ('prompts', ?)", last);
}
