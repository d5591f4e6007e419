import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { env } from "../env.server";
import * as schema from "./schema";

export type DB = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** Opens the SQLite file (creating its folder), sets the pragmas and applies pending migrations. */
export function openDatabase(file: string): DB {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: a committed sale or payout survives a power cut (see docs/decisions/0002).
  sqlite.pragma("synchronous = FULL");
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder: path.resolve(process.cwd(), "drizzle") });
  return db;
}

const globalForDb = globalThis as unknown as { __promptoryDb?: DB };

/** The process-wide connection (kept across dev-server reloads). */
export const db: DB = (globalForDb.__promptoryDb ??= openDatabase(env().DATABASE_URL));
