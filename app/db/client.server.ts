import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "../env.server";
import * as schema from "./schema";
import { checkpointsByPrimary } from "./wal-checkpoints.server";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
export type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

/** Opens the SQLite file (creating its folder), sets the pragmas and applies pending migrations. */
export function openDatabase(file: string): DB {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a committed sale or payout survives a power cut (see docs/decisions/0002).
  sqlite.pragma("synchronous = FULL");
  if (checkpointsByPrimary()) sqlite.pragma("wal_autocheckpoint = 0");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: path.resolve(process.cwd(), "drizzle") });
  return db;
}

const globalForDb = globalThis as unknown as { __promptoryDb?: DB };

/** The process-wide connection (kept across dev-server reloads). */
export const db: DB = (globalForDb.__promptoryDb ??= openDatabase(env().DATABASE_URL));

/**
 * The one way to run a transaction: BEGIN IMMEDIATE takes the write lock up front. A deferred
 * transaction that reads and then writes fails with SQLITE_BUSY, which busy_timeout cannot wait
 * out, when another process wrote in between (docs/decisions/0101).
 */
export function writeTransaction<T>(fn: (tx: Tx) => T): T {
  return db.transaction(fn, { behavior: "immediate" });
}

/**
 * Runs writes that may be lost on a power cut (a cart change) with `synchronous=NORMAL`: they
 * commit without waiting for the disk (about 50 µs instead of 2-4 ms here) and stay consistent; the
 * next FULL commit makes them durable too (docs/decisions/0103). A process crash loses nothing.
 * `fn` must be synchronous: the setting is the connection's, restored before anything else runs.
 */
export function withoutDiskWait<T>(fn: () => T): T {
  const sqlite = db.$client;
  // Inside a transaction the setting cannot change (SQLite refuses), and the outer commit decides.
  if (sqlite.inTransaction) return fn();
  sqlite.pragma("synchronous = NORMAL");
  try {
    const result = fn();
    if (result instanceof Promise) throw new Error("withoutDiskWait needs a synchronous function");
    return result;
  } finally {
    sqlite.pragma("synchronous = FULL");
  }
}
