import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db } from "./client.server";
import { postgresEngineOf } from "./postgres.server";

/**
 * The few SQL spellings that differ between the engines (docs/decisions/0340), chosen once for
 * the process's database. Each SQLite form is what its indexes were built for.
 */
export const onPostgres = Boolean(postgresEngineOf(db));

/** `value` compared and sorted without regard to ASCII case (SQLite's NOCASE, PostgreSQL's lower()). */
export function nocase(value: SQLWrapper): SQL {
  return onPostgres ? sql`lower(${value})` : sql`${value} collate nocase`;
}

/** `value` equals `text` in any ASCII case. */
export function sameText(value: SQLWrapper, text: string): SQL {
  return onPostgres ? sql`lower(${value}) = lower(${text})` : sql`${value} = ${text} collate nocase`;
}

/** The larger of two values (SQLite's two-argument max(), PostgreSQL's greatest()). */
export function larger(a: SQLWrapper | number, b: SQLWrapper | number): SQL {
  return onPostgres ? sql`greatest(${a}, ${b})` : sql`max(${a}, ${b})`;
}

/**
 * A timestamp column as milliseconds since 1970, as SQLite stores it: a number to compare in
 * JavaScript (PostgreSQL's driver would hand over the text of a timestamp that no mapper reads).
 */
export function epochMs(column: SQLWrapper): SQL<number> {
  return onPostgres ? sql<number>`(extract(epoch from ${column}) * 1000)::float8` : sql<number>`${column}`;
}

/** Runs a statement written in SQL (one that must not go through a builder) on `db` or a transaction. */
export function runSql(on: Pick<typeof db, "run">, query: SQL): Promise<unknown> {
  return onPostgres ? (on as unknown as { execute(query: SQL): Promise<unknown> }).execute(query) : on.run(query);
}

/** A boolean column is true, spelled as the partial indexes' predicates are (SQLite stores 1). */
export function isTrue(column: SQLWrapper): SQL {
  return onPostgres ? sql`${column} = true` : sql`${column} = 1`;
}

/** A moment as a parameter of hand-written SQL: SQLite stores milliseconds, PostgreSQL a timestamptz. */
export function instant(date: Date): number | Date {
  return onPostgres ? date : date.getTime();
}

/** `column` contains the LIKE `pattern` in any case: SQLite's LIKE ignores ASCII case, PostgreSQL's minds it, ILIKE does not. */
export function likeAnyCase(column: SQLWrapper, pattern: string): SQL {
  return onPostgres ? sql`${column} ilike ${pattern} escape '\\'` : sql`${column} like ${pattern} escape '\\'`;
}

/** The UTC day of a stored moment, as YYYY-MM-DD text. */
export function utcDay(column: SQLWrapper): SQL<string> {
  return onPostgres
    ? sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
    : sql<string>`strftime('%Y-%m-%d', ${column} / 1000, 'unixepoch')`;
}

/**
 * `column`, which SQLite's planner must not read an index of (unary +, SQLite's documented hint),
 * so that it reads the index meant for the rest of the query. PostgreSQL plans by its statistics.
 */
export function unindexed(column: SQLWrapper): SQL {
  return onPostgres ? sql`${column}` : sql`+${column}`;
}
