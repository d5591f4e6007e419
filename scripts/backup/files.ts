import fs from "node:fs/promises";
import path from "node:path";
import { DEFAULT_DATABASE_URL, DEFAULT_UPLOADS_DIR, isPostgresUrl } from "~/env.server";
import { CommandError } from "../cli";

/** Where a backup comes from or goes to: the two things that hold a Promptory's state. */
export type DataPaths = { databaseFile: string; uploadsDir: string };

/**
 * DATABASE_URL and UPLOADS_DIR with the defaults of CONTRACT section 2, as absolute paths; a
 * PostgreSQL database is refused (its own tools back it up). Not
 * `env()`: that also reads or creates the session secret and checks settings only the server needs.
 */
export function dataPaths(env: Record<string, string | undefined> = process.env): DataPaths {
  if (isPostgresUrl(env.DATABASE_URL ?? "")) {
    throw new CommandError(
      "DATABASE_URL is a PostgreSQL database: back it up with pg_dump and copy UPLOADS_DIR beside it (README, PostgreSQL); db:backup and db:restore are SQLite's",
    );
  }
  return {
    databaseFile: path.resolve(env.DATABASE_URL || DEFAULT_DATABASE_URL),
    uploadsDir: path.resolve(env.UPLOADS_DIR || DEFAULT_UPLOADS_DIR),
  };
}

export const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | undefined)?.code;

/**
 * Runs `work`; a file-system failure (no permission, disk full, read-only) becomes one line that
 * says what was being done, not a stack trace.
 */
export async function withFileErrors<T>(doing: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, syscall, message } = (error ?? {}) as NodeJS.ErrnoException;
    if (code && syscall) throw new CommandError(`${doing} failed: ${message}`);
    throw error;
  }
}

export async function exists(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    () => true,
    () => false,
  );
}

export async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** The folder's entries, none when it does not exist. */
export async function entriesOf(dir: string) {
  try {
    return await fs.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (errorCode(error) === "ENOENT") return [];
    throw error;
  }
}

/** Renames, or copies and removes when the two are on different file systems. */
export async function move(from: string, to: string): Promise<void> {
  try {
    await fs.rename(from, to);
  } catch (error) {
    if (errorCode(error) !== "EXDEV") throw error;
    await fs.cp(from, to, { recursive: true, errorOnExist: true, force: false });
    await fs.rm(from, { recursive: true, force: true });
  }
}
