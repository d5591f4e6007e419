import fs from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { CommandError } from "../cli";
import {
  appliedMigrations,
  BACKUP_FORMAT,
  DATABASE,
  FORMAT_VERSION,
  integrityProblem,
  isUploadName,
  MANIFEST,
  UPLOADS,
  type Manifest,
  type Migrations,
} from "./archive-layout";
import { entriesOf, errorCode, exists, isFile, type DataPaths } from "./files";

export type BackupResult = { file: string; bytes: number; manifest: Manifest; skippedUploads: string[] };

/** Called around the snapshot; the tests use them to change files and rows at exactly these moments. */
type SnapshotHooks = { beforeSnapshot?: () => Promise<void>; afterSnapshot?: () => Promise<void> };

/**
 * better-sqlite3 copies 100 pages a step by default, and SQLite starts the copy over whenever
 * another process writes between two steps: under steady writes it might never finish. One step
 * copies every page inside one read transaction, a consistent snapshot that writers (in WAL mode)
 * do not wait for.
 */
const ALL_PAGES = 0x7fffffff;

/**
 * Writes a backup of the database and the uploads to `target` (docs/decisions/0155): staged in
 * a hidden folder beside it, published in one step, never over an existing file.
 */
export async function createBackup(
  target: string,
  { databaseFile, uploadsDir }: DataPaths,
  hooks: SnapshotHooks = {},
): Promise<BackupResult> {
  const file = path.resolve(target);
  if (await exists(file)) throw alreadyThere(file);
  if (!(await isFile(databaseFile))) throw new CommandError(`No database at ${databaseFile} (DATABASE_URL): nothing to back up`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const staging = await fs.mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.`));
  try {
    const uploads = path.join(staging, UPLOADS);
    await fs.mkdir(uploads);
    // Uploads before and after the snapshot: see docs/decisions/0156.
    await collectUploads(uploadsDir, uploads);
    await hooks.beforeSnapshot?.();
    const migrations = await snapshotDatabase(databaseFile, path.join(staging, DATABASE));
    await hooks.afterSnapshot?.();
    const skippedUploads = await collectUploads(uploadsDir, uploads);
    const manifest = await writeManifest(staging, migrations);
    const archive = path.join(staging, "backup.tar.gz");
    await tar.c({ gzip: true, portable: true, cwd: staging, file: archive }, [MANIFEST, DATABASE, UPLOADS]);
    await fs.chmod(archive, 0o600); // it holds every account's e-mail and password hash
    await publish(archive, file);
    return { file, bytes: (await fs.stat(file)).size, manifest, skippedUploads };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

const alreadyThere = (file: string) => new CommandError(`${file} already exists: a backup never overwrites a file, choose a new name`);

/** The online backup into `dest`, made a self-contained file (no WAL) and checked. */
async function snapshotDatabase(source: string, dest: string): Promise<Migrations> {
  try {
    const live = new Database(source, { readonly: true, fileMustExist: true });
    try {
      await live.backup(dest, { progress: () => ALL_PAGES });
    } finally {
      live.close();
    }
    const snapshot = new Database(dest);
    try {
      snapshot.pragma("journal_mode = DELETE");
      const problem = integrityProblem(snapshot);
      if (problem) throw new CommandError(`The database at ${source} fails PRAGMA integrity_check (${problem}): no backup written`);
      const migrations = appliedMigrations(snapshot);
      if (!migrations) throw new CommandError(`${source} is not a Promptory database (it has no migration table): no backup written`);
      return migrations;
    } finally {
      snapshot.close();
    }
  } catch (error) {
    if (error instanceof Database.SqliteError) throw new CommandError(`Cannot back up ${source}: ${error.message}`);
    throw error;
  }
}

/**
 * Hard-links (or, across file systems, copies) every upload not staged yet into `staged`; a link
 * keeps the file even if the server deletes it a moment later. Answers the entries left out:
 * anything that is not a plain file with an upload's name.
 */
async function collectUploads(from: string, staged: string): Promise<string[]> {
  const skipped: string[] = [];
  for (const entry of await entriesOf(from)) {
    if (!entry.isFile() || !isUploadName(entry.name)) {
      skipped.push(entry.name);
      continue;
    }
    await stageUpload(path.join(from, entry.name), path.join(staged, entry.name));
  }
  return skipped;
}

async function stageUpload(source: string, dest: string): Promise<void> {
  const [sourceStat, destStat] = await Promise.all([fs.stat(source).catch(() => undefined), fs.stat(dest).catch(() => undefined)]);
  if (!sourceStat) return; // deleted since the listing
  // A copy taken while the file was still being written is taken again.
  if (destStat && destStat.size === sourceStat.size) return;
  await fs.rm(dest, { force: true });
  try {
    await fs.link(source, dest);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    await fs.copyFile(source, dest, fs.constants.COPYFILE_FICLONE).catch((copyError: unknown) => {
      if (errorCode(copyError) !== "ENOENT") throw copyError;
    });
  }
}

async function writeManifest(staging: string, migrations: Migrations): Promise<Manifest> {
  const uploads = await fs.readdir(path.join(staging, UPLOADS));
  const sizes = await Promise.all(uploads.map(async (name) => (await fs.stat(path.join(staging, UPLOADS, name))).size));
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    database: { file: DATABASE, bytes: (await fs.stat(path.join(staging, DATABASE))).size, migrations },
    uploads: { folder: UPLOADS, files: uploads.length, bytes: sizes.reduce((sum, size) => sum + size, 0) },
  };
  await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** A hard link publishes the finished archive atomically and fails rather than replace a file. */
async function publish(archive: string, file: string): Promise<void> {
  try {
    await fs.link(archive, file);
  } catch (error) {
    if (errorCode(error) === "EEXIST") throw alreadyThere(file);
    // A file system without hard links: rename, after one more look.
    if (await exists(file)) throw alreadyThere(file);
    await fs.rename(archive, file);
  }
}
