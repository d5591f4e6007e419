import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { z } from "zod";

/**
 * What a Promptory backup holds (docs/decisions/0155): a gzip-compressed tar with exactly these
 * entries, the manifest first.
 */
export const MANIFEST = "manifest.json";
export const DATABASE = "database.sqlite";
export const UPLOADS = "uploads";

export const BACKUP_FORMAT = "promptory-backup";
export const FORMAT_VERSION = 1;

/**
 * A file name in the uploads folder: one path segment, no leading dot (so never `..`). Keys are
 * base64url, so a name may start with `-`.
 */
const UPLOAD_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

export const isUploadName = (name: string) => UPLOAD_NAME.test(name);

/** Whether an archive entry is one a backup may hold: anything else is refused, never extracted. */
export function isExpectedEntry(entryPath: string, type: string): boolean {
  if (entryPath === MANIFEST || entryPath === DATABASE) return type === "File";
  if (entryPath === `${UPLOADS}/` || entryPath === UPLOADS) return type === "Directory";
  const [folder, name, ...rest] = entryPath.split("/");
  return folder === UPLOADS && name !== undefined && rest.length === 0 && isUploadName(name) && type === "File";
}

const MigrationsSchema = z.object({
  applied: z.number().int().nonnegative(),
  /** The newest applied migration's timestamp (drizzle's `created_at`) and, when known, its tag. */
  latestAt: z.number().int().nullable(),
  latest: z.string().nullable(),
});

export type Migrations = z.infer<typeof MigrationsSchema>;

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int(),
  createdAt: z.string().datetime(),
  database: z.object({ file: z.literal(DATABASE), bytes: z.number().int().nonnegative(), migrations: MigrationsSchema }),
  uploads: z.object({ folder: z.literal(UPLOADS), files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
});

export type Manifest = z.infer<typeof ManifestSchema>;

type JournalEntry = { when: number; tag: string };

/** The migrations this code knows (drizzle/meta/_journal.json, as openDatabase applies them). */
export function knownMigrations(): JournalEntry[] {
  const journal = path.resolve(process.cwd(), "drizzle/meta/_journal.json");
  return (JSON.parse(fs.readFileSync(journal, "utf8")) as { entries: JournalEntry[] }).entries;
}

/** The migrations applied to a database; null when it has no migration table (not a Promptory database). */
export function appliedMigrations(sqlite: Database.Database): Migrations | null {
  const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!table) return null;
  const row = sqlite.prepare("select count(*) as applied, max(created_at) as latestAt from __drizzle_migrations").get() as {
    applied: number;
    latestAt: number | null;
  };
  const latest = knownMigrations().find((entry) => entry.when === row.latestAt)?.tag ?? null;
  return { applied: row.applied, latestAt: row.latestAt, latest };
}

/** `PRAGMA integrity_check`: null when the database is sound, else SQLite's first complaint. */
export function integrityProblem(sqlite: Database.Database): string | null {
  const messages = sqlite.prepare("pragma integrity_check").pluck().all() as string[];
  return messages.length === 1 && messages[0] === "ok" ? null : (messages[0] ?? "no answer").replace(/\s+/g, " ");
}
