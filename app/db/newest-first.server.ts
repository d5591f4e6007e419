import { asc, desc, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { instant } from "./dialect.server";

/**
 * Lists newest first, paged by position (created_at, rowid) instead of an offset, so every page
 * costs one short walk of the table's created_at index however many rows there are
 * (docs/decisions/0202). Used by /admin/outbox and /admin/messages.
 */

/** A place in the list: a row's created_at (ms) and rowid, written "<ms>-<rowid>" in links. */
export type Cursor = { createdAt: number; rowid: number };
export type Direction = { older: Cursor } | { newer: Cursor } | Record<string, never>;
export type NewestFirstPage<T> = { items: T[]; older?: string; newer?: string };

/** The position column to select as `rowid` (rowid breaks ties between rows of the same millisecond). */
export const rowPosition = sql<number>`rowid`;

export function parseCursor(text: string | null): Cursor | undefined {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(text ?? "");
  return match ? { createdAt: Number(match[1]), rowid: Number(match[2]) } : undefined;
}

/** `?newer=` or `?older=` of a list's URL; neither, or a malformed cursor, is the newest page. */
export function directionFrom(params: URLSearchParams): Direction {
  const newer = parseCursor(params.get("newer"));
  const older = parseCursor(params.get("older"));
  return newer ? { newer } : older ? { older } : {};
}

type Positioned = { createdAt: Date; rowid: number };
/** Reads up to `limit` rows of one table matching `where`, in `order`, selecting `rowid: rowPosition`. */
export type SelectRows<R extends Positioned> = (where: SQL | undefined, order: SQL[], limit: number) => Promise<R[]>;

/** One page: the newest, or the one just older or just newer than a cursor from a previous page. */
export async function newestFirstPage<R extends Positioned>(
  createdAt: SQLiteColumn,
  select: SelectRows<R>,
  direction: Direction,
  limit: number,
): Promise<NewestFirstPage<Omit<R, "rowid">>> {
  const key = sql`(${createdAt}, rowid)`;
  if ("newer" in direction && direction.newer) {
    const { createdAt: ms, rowid } = direction.newer;
    const rows = await select(sql`${key} > (${instant(new Date(ms))}, ${rowid})`, [asc(createdAt), asc(rowPosition)], limit + 1);
    return page(rows.slice(0, limit).reverse(), { newer: rows.length > limit, older: true });
  }
  const older = "older" in direction ? direction.older : undefined;
  const rows = await select(older && sql`${key} < (${instant(new Date(older.createdAt))}, ${older.rowid})`, [desc(createdAt), desc(rowPosition)], limit + 1);
  return page(rows.slice(0, limit), { newer: older !== undefined, older: rows.length > limit });
}

const cursorOf = (row: Positioned) => `${row.createdAt.getTime()}-${row.rowid}`;

function page<R extends Positioned>(rows: R[], more: { newer: boolean; older: boolean }): NewestFirstPage<Omit<R, "rowid">> {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    items: rows.map(({ rowid: _rowid, ...entry }) => entry),
    newer: more.newer && first ? cursorOf(first) : undefined,
    older: more.older && last ? cursorOf(last) : undefined,
  };
}
