import type Database from "better-sqlite3";
import pg from "pg";
import { vi } from "vitest";
import { db } from "~/db/client.server";
import { postgresEngineOf } from "~/db/postgres.server";

/**
 * The SQL of each statement `run` runs, on either engine. The data layer keeps SQLite's statements
 * prepared (decision 0340), so the runs are watched, not the prepares.
 */
export async function statementsRun(run: () => Promise<unknown>): Promise<string[]> {
  if (postgresEngineOf(db)) {
    const spy = vi.spyOn(pg.Client.prototype, "query");
    try {
      await run();
      return spy.mock.calls.map(([config]) => (typeof config === "string" ? config : (config as { text: string }).text));
    } finally {
      spy.mockRestore();
    }
  }
  const statement = Object.getPrototypeOf(db.$client.prepare("select 1")) as Database.Statement;
  const spies = (["all", "get", "run"] as const).map((method) => vi.spyOn(statement, method));
  try {
    await run();
    return spies.flatMap((spy) => spy.mock.contexts.map((context) => (context as Database.Statement).source));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

/**
 * SQLite's plan of a statement, one line; the plan does not depend on the values (no STAT4), so
 * nulls stand in. Plan tests are SQLite's: PostgreSQL's plans depend on its statistics, and its
 * speed is measured by `npm run bench -- --engine postgres` (issue 28 point 7).
 */
export function planOf(text: string): string {
  const parameters = Array.from(text.matchAll(/\?/g), () => null);
  const plan = db.$client.prepare(`explain query plan ${text}`).all(...parameters) as { detail: string }[];
  return plan.map((row) => row.detail).join("; ");
}
