import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";

type OldDatabase = {
  sqlite: Database.Database;
  /** Applies every migration of `drizzle/`, the one under test included. */
  migrateRest: () => void;
  /** Closes the database and removes its folder. */
  close: () => void;
};

/**
 * A new SQLite file migrated up to just before the migration whose tag `isTarget` picks, for a
 * test of what that migration does to rows an older version left.
 */
export function databaseBeforeMigration(isTarget: (tag: string) => boolean): OldDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "before-migration-"));
  const before = path.join(dir, "drizzle");
  fs.cpSync(path.resolve("drizzle"), before, { recursive: true });
  const journalFile = path.join(before, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => isTarget(entry.tag));
  if (at < 1) throw new Error("no such migration after the first");
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const sqlite = new Database(path.join(dir, "old.db"));
  sqlite.pragma("foreign_keys = ON");
  migrate(drizzle(sqlite), { migrationsFolder: before });
  return {
    sqlite,
    migrateRest: () => migrate(drizzle(sqlite), { migrationsFolder: path.resolve("drizzle") }),
    close: () => {
      sqlite.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
