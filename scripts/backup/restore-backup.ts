import fs from "node:fs/promises";
import path from "node:path";
import Database from "better-sqlite3";
import * as tar from "tar";
import { z } from "zod";
import { CommandError } from "../cli";
import {
  appliedMigrations,
  BACKUP_FORMAT,
  DATABASE,
  FORMAT_VERSION,
  integrityProblem,
  isExpectedEntry,
  knownMigrations,
  MANIFEST,
  ManifestSchema,
  UPLOADS,
  type Manifest,
} from "./archive-layout";
import { errorCode, isFile, type DataPaths } from "./files";
import { assertNotInUse, swapIn, targetContent } from "./restore-target";

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/**
 * Restores a backup into the database file and uploads folder (docs/decisions/0157): unpacked
 * and checked in a folder beside the database, then swapped in; on any refusal or failure the
 * target is left as it was.
 */
export async function restoreBackup(source: string, target: DataPaths, { force = false } = {}): Promise<Manifest> {
  const file = path.resolve(source);
  if (!(await isFile(file))) throw new CommandError(`No backup file at ${file}`);
  const content = force ? null : await targetContent(target);
  if (content) throw new CommandError(`The target is not empty (${content}): pass --force to replace it`);
  const createdFolder = await fs.mkdir(path.dirname(target.databaseFile), { recursive: true });
  const staging = await fs.mkdtemp(path.join(path.dirname(target.databaseFile), ".restore-"));
  try {
    const manifest = await unpack(file, staging);
    checkDatabase(file, path.join(staging, DATABASE));
    assertNotInUse(target.databaseFile);
    await swapIn(staging, target);
    return manifest;
  } catch (error) {
    if (createdFolder) await fs.rm(createdFolder, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

const notABackup = (file: string, why: string) => new CommandError(`${file} is not a Promptory backup: ${why}`);

/** Extracts only the entries a backup may hold, then checks them against the manifest. */
async function unpack(file: string, staging: string): Promise<Manifest> {
  const handle = await fs.open(file);
  const { buffer } = await handle.read(Buffer.alloc(2), 0, 2, 0).finally(() => handle.close());
  if (!buffer.equals(GZIP_MAGIC)) throw notABackup(file, "it is not a gzip file");
  const unexpected: string[] = [];
  try {
    await tar.x({
      file,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const expected = "type" in entry && isExpectedEntry(entryPath, entry.type);
        if (!expected) unexpected.push(entryPath);
        return expected;
      },
    });
  } catch (error) {
    throw notABackup(file, `it is not a readable tar.gz archive (${error instanceof Error ? error.message : String(error)})`);
  }
  if (unexpected.length > 0) throw notABackup(file, `it holds an entry no backup has (${JSON.stringify(unexpected[0])})`);
  const manifest = await readManifest(file, staging);
  await checkContents(file, staging, manifest);
  return manifest;
}

const FormatSchema = z.object({ format: z.literal(BACKUP_FORMAT), version: z.number() });

async function readManifest(file: string, staging: string): Promise<Manifest> {
  let json: unknown;
  try {
    json = JSON.parse(await fs.readFile(path.join(staging, MANIFEST), "utf8"));
  } catch (error) {
    throw notABackup(file, errorCode(error) === "ENOENT" ? `it has no ${MANIFEST}` : `its ${MANIFEST} is not JSON`);
  }
  const format = FormatSchema.safeParse(json);
  if (!format.success) throw notABackup(file, `its ${MANIFEST} does not name the format "${BACKUP_FORMAT}"`);
  if (format.data.version !== FORMAT_VERSION) {
    throw notABackup(file, `it has format version ${format.data.version}; this Promptory reads version ${FORMAT_VERSION}`);
  }
  const manifest = ManifestSchema.safeParse(json);
  if (!manifest.success) throw notABackup(file, `its ${MANIFEST} is incomplete (${manifest.error.issues[0]?.path.join(".")})`);
  return manifest.data;
}

/** A truncated or altered archive: what the manifest promises must be what arrived. */
async function checkContents(file: string, staging: string, manifest: Manifest): Promise<void> {
  const database = await fs.stat(path.join(staging, DATABASE)).catch(() => undefined);
  if (!database) throw notABackup(file, `it has no ${DATABASE}`);
  if (database.size !== manifest.database.bytes) {
    throw notABackup(file, `its ${DATABASE} has ${database.size} bytes, the manifest says ${manifest.database.bytes}`);
  }
  await fs.mkdir(path.join(staging, UPLOADS), { recursive: true });
  const uploads = (await fs.readdir(path.join(staging, UPLOADS))).length;
  if (uploads !== manifest.uploads.files) {
    throw notABackup(file, `it has ${uploads} uploads, the manifest says ${manifest.uploads.files}`);
  }
}

/** The unpacked database must pass `PRAGMA integrity_check` and be one this code can run. */
function checkDatabase(file: string, databaseFile: string): void {
  const corrupt = (why: string) => new CommandError(`The database in ${file} is corrupt (${why}): nothing restored`);
  let sqlite: Database.Database;
  try {
    sqlite = new Database(databaseFile, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw corrupt(error instanceof Error ? error.message : String(error));
  }
  try {
    const problem = integrityProblem(sqlite);
    if (problem) throw corrupt(`PRAGMA integrity_check: ${problem}`);
    const migrations = appliedMigrations(sqlite);
    if (!migrations) throw notABackup(file, "its database has no migration table");
    const newest = Math.max(...knownMigrations().map((entry) => entry.when));
    if ((migrations.latestAt ?? 0) > newest) {
      throw new CommandError(`${file} was made by a newer Promptory (a migration this one does not know): update before restoring it`);
    }
  } catch (error) {
    // Only the check reads pages, so an error here comes from it (a page it cannot even parse).
    if (error instanceof Database.SqliteError) throw corrupt(`PRAGMA integrity_check: ${error.message}`);
    throw error;
  } finally {
    sqlite.close();
  }
}
