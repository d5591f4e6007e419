import { DrizzleQueryError } from "drizzle-orm/errors";
import { logLevel, type LogLevel } from "~/env.server";

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** One JSON line on stdout, when `level` is at least LOG_LEVEL. Callers never pass passwords, tokens or prompt content. */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < LEVELS[logLevel()]) return;
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n");
}

/** A failed query is logged as the database's error and the SQL, never its parameters (prompt content, hashes, e-mails). */
export function logError(error: unknown, fields: Record<string, unknown> = {}): void {
  const query = error instanceof DrizzleQueryError ? error.query : undefined;
  const cause = error instanceof DrizzleQueryError ? error.cause : error;
  // Duck-typed: better-sqlite3 makes its errors in the first JavaScript context that loaded it.
  const err = cause && typeof cause === "object" && "message" in cause ? (cause as Error) : new Error(String(cause));
  log("error", err.message, { ...fields, name: err.name, ...(query && { query }), stack: err.stack });
}
