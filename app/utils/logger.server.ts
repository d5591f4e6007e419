import { logLevel, type LogLevel } from "~/env.server";

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

/** One JSON line on stdout, when `level` is at least LOG_LEVEL. Callers never pass passwords, tokens or prompt content. */
export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (LEVELS[level] < LEVELS[logLevel()]) return;
  process.stdout.write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + "\n");
}

export function logError(error: unknown, fields: Record<string, unknown> = {}): void {
  const err = error instanceof Error ? error : new Error(String(error));
  log("error", err.message, { ...fields, name: err.name, stack: err.stack });
}
