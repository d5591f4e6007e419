import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle as syncDrizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { drizzle, type SqliteRemoteDatabase } from "drizzle-orm/sqlite-proxy";
import { env, isPostgresUrl } from "../env.server";
import * as schema from "./schema";
import { migratePostgres, openPostgres, postgresEngineOf } from "./postgres.server";
import { statementGate } from "./statement-gate.server";
import { storableParams } from "./storable-text.server";
import { checkpointsByPrimary } from "./wal-checkpoints.server";

export type DB = SqliteRemoteDatabase<typeof schema> & { $client: Database.Database };
export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

/** Opens the SQLite file (creating its folder), sets the pragmas and applies pending migrations. */
function openSqlite(file: string): Database.Database {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a committed sale or payout survives a power cut (see docs/decisions/0002).
  sqlite.pragma("synchronous = FULL");
  if (checkpointsByPrimary()) sqlite.pragma("wal_autocheckpoint = 0");
  migrate(syncDrizzle(sqlite), { migrationsFolder: path.resolve(process.cwd(), "drizzle") });
  return sqlite;
}

/** Statements kept prepared by their SQL text; the oldest goes past this many distinct texts. */
const PREPARED_LIMIT = 2000;

type Method = "run" | "all" | "values" | "get";

/** Runs drizzle's statements on one connection: readers return rows as arrays, as drizzle's proxy driver expects. */
function statementRunner(sqlite: Database.Database) {
  const prepared = new Map<string, Database.Statement>();
  function statement(text: string): Database.Statement {
    let found = prepared.get(text);
    if (!found) {
      found = sqlite.prepare(text);
      if (found.reader) found.raw(true);
      if (prepared.size >= PREPARED_LIMIT) prepared.delete(prepared.keys().next().value!);
      prepared.set(text, found);
    }
    return found;
  }
  return (text: string, params: unknown[], method: Method) => {
    const found = statement(text);
    if (method === "run" || !found.reader) return { rows: [], ...found.run(params) };
    return { rows: method === "get" ? found.get(params) : found.all(params) };
  };
}

type Section = { tx: Tx | null };

/** Connections per process to PostgreSQL: a worker's requests share them (SQLite has one). */
const POSTGRES_POOL_SIZE = 10;

/**
 * The database of DATABASE_URL: a PostgreSQL pool for a postgres:// URL (its migrations run in
 * `migrateDatabase`), else the SQLite file, migrated on opening. Typed as SQLite's: the models are
 * written once for both engines (docs/decisions/0340).
 */
export function openDatabase(location: string): DB {
  return isPostgresUrl(location) ? (openPostgres(location, POSTGRES_POOL_SIZE).db as unknown as DB) : openSqliteDatabase(location);
}

/** The async data layer over one SQLite connection, with the gate of docs/decisions/0340. */
function openSqliteDatabase(file: string): DB {
  const sqlite = openSqlite(file);
  const run = statementRunner(sqlite);
  const gate = statementGate<Section>();
  const callback = async (text: string, params: unknown[], method: Method) => {
    const wait = gate.admit();
    if (wait) await wait;
    return run(text, storableParams(params), method) as { rows: unknown[] };
  };
  return Object.assign(drizzle(callback, { schema }), { $client: sqlite, $gate: gate });
}

/** Applies pending migrations: PostgreSQL's here, once per start; SQLite's ran when the file was opened. */
export async function migrateDatabase(database: DB = db): Promise<void> {
  const postgres = postgresEngineOf(database);
  if (postgres) await migratePostgres(postgres);
}

/** Closes the process's connection (a script's last step; the launcher's primary after preparing). */
export async function closeDatabase(database: DB = db): Promise<void> {
  const postgres = postgresEngineOf(database);
  if (postgres) await postgres.pool.end();
  else database.$client.close();
}

/** Whether the process has closed its database (the launcher does after seeding; timers must stop). */
export function databaseClosed(database: DB = db): boolean {
  const postgres = postgresEngineOf(database);
  return postgres ? postgres.pool.ending || postgres.pool.ended : !database.$client.open;
}

/** Whether the database answers a trivial query (GET /healthz); false once it is closed. */
export async function databaseAnswers(database: DB = db): Promise<boolean> {
  const postgres = postgresEngineOf(database);
  if (postgres) return (await postgres.pool.query("select 1 as one")).rows[0]?.one === 1;
  return database.$client.open && database.$client.prepare("select 1").pluck().get() === 1;
}

/** The first row a query answers (a select given `.limit(1)`, a write's `returning()`), on either engine. */
export async function firstRow<T>(rows: PromiseLike<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** The row an insert's `returning()` answers: none would be a bug, so it throws. */
export async function oneRow<T>(rows: PromiseLike<T[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error("The write returned no row");
  return row;
}

/** How many rows a write changed, whichever engine ran it. */
export function changedRows(result: unknown): number {
  const { changes, rowCount } = result as { changes?: number; rowCount?: number | null };
  return changes ?? rowCount ?? 0;
}

const globalForDb = globalThis as unknown as { __promptoryDb?: DB };

/** The process-wide connection (kept across dev-server reloads). */
export const db: DB = (globalForDb.__promptoryDb ??= openDatabase(env().DATABASE_URL));

function gateOf(database: DB) {
  return (database as DB & { $gate: ReturnType<typeof statementGate<Section>> }).$gate;
}

/**
 * The one way to run a transaction. It runs alone in this process (other requests' statements
 * wait for it, decision 0340) and BEGIN IMMEDIATE takes the write lock up front: a deferred
 * transaction that reads and then writes fails with SQLITE_BUSY, which busy_timeout cannot wait
 * out, when another process wrote in between (docs/decisions/0101). Await only the database
 * inside: every other request of the process waits while it is open. Called inside a
 * transaction, it runs in a savepoint of that one.
 */
export function transaction<T>(fn: (tx: Tx) => Promise<T>, database: DB = db): Promise<T> {
  const postgres = postgresEngineOf(database);
  if (postgres) return postgres.transaction(fn as never);
  const gate = gateOf(database);
  const outer = gate.current();
  if (outer?.value.tx) return outer.value.tx.transaction(fn);
  if (outer) return begin(outer.value, fn, database);
  const section: Section = { tx: null };
  return gate.exclusive(section, () => begin(section, fn, database));
}

function begin<T>(section: Section, fn: (tx: Tx) => Promise<T>, database: DB): Promise<T> {
  return database.transaction(async (tx) => {
    section.tx = tx;
    try {
      return await fn(tx);
    } finally {
      section.tx = null;
    }
  }, { behavior: "immediate" });
}

/**
 * Resolves when this context's statements may run now. Code that reads the SQLite handle directly
 * (a prepared statement iterated and left early) calls it first and then runs without an await, so
 * its reads never land inside another request's open transaction.
 */
export async function untilStatementsMayRun(database: DB = db): Promise<void> {
  if (postgresEngineOf(database)) return;
  const gate = gateOf(database);
  for (let wait = gate.admit(); wait; wait = gate.admit()) await wait;
}

/**
 * Runs `fn` as if from another request: a timer or callback set inside a transaction keeps the
 * transaction's async context, and would otherwise run its statements inside it, before the commit.
 * On SQLite they wait at the gate for the transaction's end; on PostgreSQL `fn` itself waits for it.
 */
export function outsideTransaction(fn: () => void, database: DB = db): void {
  const postgres = postgresEngineOf(database);
  if (postgres) postgres.outside(fn);
  else gateOf(database).outside(fn);
}

/**
 * Runs writes that may be lost on a power cut (a cart change) with `synchronous=NORMAL`: they
 * commit without waiting for the disk (about 50 µs instead of 2-4 ms here) and stay consistent; the
 * next FULL commit makes them durable too (docs/decisions/0103). A process crash loses nothing.
 * The setting is the connection's, so `fn` runs alone, like a transaction, and it is restored after.
 */
export function withoutDiskWait<T>(fn: () => Promise<T>, database: DB = db): Promise<T> {
  // PostgreSQL: every commit waits for its WAL, as SQLite's FULL does (decision 0103 is SQLite's).
  if (postgresEngineOf(database)) return fn();
  const gate = gateOf(database);
  // Inside a transaction the setting cannot change (SQLite refuses), and the outer commit decides.
  if (gate.current()) return fn();
  const sqlite = database.$client;
  return gate.exclusive({ tx: null }, async () => {
    sqlite.pragma("synchronous = NORMAL");
    try {
      return await fn();
    } finally {
      sqlite.pragma("synchronous = FULL");
    }
  });
}
