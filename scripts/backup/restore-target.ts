import fs from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import { CommandError } from "../cli";
import { DATABASE, UPLOADS } from "./archive-layout";
import { entriesOf, exists, move, type DataPaths } from "./files";

/** The files SQLite keeps beside a database: left in place they would be replayed into the new one. */
const COMPANIONS = ["-wal", "-shm", "-journal"];

/**
 * Refuses a database another process has open. In WAL mode every open connection holds a shared
 * lock on the file, so an exclusive lock is only granted when nobody else (no server) has it open.
 */
export function assertNotInUse(databaseFile: string): void {
  let sqlite: Database.Database;
  try {
    sqlite = new Database(databaseFile, { fileMustExist: true, timeout: 0 });
  } catch {
    return; // no database there, or none SQLite can open: nobody serves it
  }
  try {
    sqlite.pragma("locking_mode = EXCLUSIVE");
    sqlite.exec("begin exclusive");
    sqlite.exec("rollback");
  } catch (error) {
    if (error instanceof Database.SqliteError && error.code.startsWith("SQLITE_BUSY")) {
      throw new CommandError(`${databaseFile} is in use by another process (a running server?): stop it before restoring`);
    }
    // Not a database SQLite can lock (not SQLite at all): nobody serves it.
  } finally {
    sqlite.close();
  }
}

/**
 * What the target already holds, or null when it is empty: no database file (or an empty one),
 * a database whose tables are all empty but for what the migrations seed (a fresh install has its
 * migrations applied and nothing else), and no files in the uploads folder.
 */
export async function targetContent({ databaseFile, uploadsDir }: DataPaths): Promise<string | null> {
  const uploads = (await entriesOf(uploadsDir)).length;
  const database = await databaseContent(databaseFile);
  const parts = [database, uploads > 0 && `${uploadsDir} holds ${uploads} file${uploads === 1 ? "" : "s"}`];
  return parts.filter(Boolean).join("; ") || null;
}

/**
 * Tables the migrations themselves fill (drizzle/0012 seeds the AI models): rows there alone are
 * not data, and editing them needs an admin, whose row would count.
 */
const SEEDED_BY_MIGRATIONS = ["models"];

async function databaseContent(databaseFile: string): Promise<string | null> {
  const stat = await fs.stat(databaseFile).catch(() => undefined);
  if (!stat || stat.size === 0) return null;
  try {
    // Read-write, though it only reads: a read-only connection would leave -wal and -shm files behind.
    const sqlite = new Database(databaseFile, { fileMustExist: true });
    try {
      const tables = sqlite
        .prepare("select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite_%' and name <> '__drizzle_migrations'")
        .pluck()
        .all() as string[];
      const filled = tables.filter((table) => !SEEDED_BY_MIGRATIONS.includes(table)).find((table) => sqlite.prepare(`select exists (select 1 from "${table.replaceAll('"', '""')}")`).pluck().get() === 1);
      return filled ? `${databaseFile} has data (table ${filled})` : null;
    } finally {
      sqlite.close();
    }
  } catch {
    return `${databaseFile} is not an empty Promptory database`;
  }
}

/**
 * Puts the verified database and uploads from `staging` (a folder beside the database) in place
 * with renames, the database last; if one fails, the renames done so far are undone. What they
 * replace is removed only once everything is in place.
 */
export async function swapIn(staging: string, { databaseFile, uploadsDir }: DataPaths): Promise<void> {
  const suffix = path.basename(staging).replace(/^\./, "");
  const newUploads = `${uploadsDir}.${suffix}`;
  const oldUploads = `${uploadsDir}.${suffix}-replaced`;
  await fs.mkdir(path.dirname(uploadsDir), { recursive: true });
  await move(path.join(staging, UPLOADS), newUploads);
  const renames: [string, string][] = [
    [uploadsDir, oldUploads],
    [newUploads, uploadsDir],
    ...COMPANIONS.map((ending): [string, string] => [`${databaseFile}${ending}`, path.join(staging, `replaced${ending}`)]),
    [databaseFile, path.join(staging, "replaced")],
    [path.join(staging, DATABASE), databaseFile],
  ];
  const done: [string, string][] = [];
  try {
    for (const [from, to] of renames) {
      if (!(await exists(from))) continue;
      await fs.rename(from, to);
      done.push([from, to]);
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) await fs.rename(to, from).catch(() => {});
    await fs.rm(newUploads, { recursive: true, force: true });
    throw error;
  }
  await fs.rm(oldUploads, { recursive: true, force: true });
}
