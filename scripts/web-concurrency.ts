import os from "node:os";
import { SettingError } from "~/env.server";

export { SettingError };
export const MAX_WORKERS = 64;

/**
 * WEB_CONCURRENCY: how many server processes `npm start` runs; unset or empty means one per
 * core (at most MAX_WORKERS).
 */
export function webConcurrency(value: string | undefined, cores = os.availableParallelism()): number {
  const text = value?.trim() ?? "";
  if (text === "") return Math.min(cores, MAX_WORKERS);
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < 1 || count > MAX_WORKERS) {
    throw new SettingError(`WEB_CONCURRENCY must be a whole number from 1 to ${MAX_WORKERS}, not "${value}"`);
  }
  return count;
}
