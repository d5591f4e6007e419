import { desc, asc, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailMessages } from "~/db/schema";

/**
 * The outbox newest first, paged by position (created_at, rowid) instead of an offset, so every
 * page costs one short walk of mail_messages_created_idx however many messages there are
 * (docs/decisions/0202).
 */
export const OUTBOX_PAGE_SIZE = 20;

/** A place in the list: a message's created_at (ms) and rowid, written "<ms>-<rowid>" in links. */
export type OutboxCursor = { createdAt: number; rowid: number };
export type OutboxDirection = { older: OutboxCursor } | { newer: OutboxCursor } | Record<string, never>;

const position = sql<number>`rowid`;
const columns = {
  rowid: position,
  id: mailMessages.id,
  to: mailMessages.to,
  kind: mailMessages.kind,
  subject: mailMessages.subject,
  text: mailMessages.text,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  nextAttemptAt: mailMessages.nextAttemptAt,
  sentAt: mailMessages.sentAt,
  createdAt: mailMessages.createdAt,
};

export type OutboxEntry = Omit<ReturnType<typeof selectPage>[number], "rowid">;
export type OutboxPage = { items: OutboxEntry[]; older?: string; newer?: string };

export function parseOutboxCursor(text: string | null): OutboxCursor | undefined {
  const match = /^(\d{1,15})-(\d{1,15})$/.exec(text ?? "");
  return match ? { createdAt: Number(match[1]), rowid: Number(match[2]) } : undefined;
}

const cursorOf = (row: { createdAt: Date; rowid: number }) => `${row.createdAt.getTime()}-${row.rowid}`;

function selectPage(where: SQL | undefined, newestFirst: boolean, limit: number) {
  const order = newestFirst ? [desc(mailMessages.createdAt), desc(position)] : [asc(mailMessages.createdAt), asc(position)];
  return db.select(columns).from(mailMessages).where(where).orderBy(...order).limit(limit).all();
}

/** One page: the newest, or the one just older or just newer than a cursor from a previous page. */
export function listOutbox(direction: OutboxDirection = {}, limit = OUTBOX_PAGE_SIZE): OutboxPage {
  const key = sql`(${mailMessages.createdAt}, rowid)`;
  if ("newer" in direction && direction.newer) {
    const { createdAt, rowid } = direction.newer;
    const rows = selectPage(sql`${key} > (${createdAt}, ${rowid})`, false, limit + 1);
    const more = rows.length > limit;
    const items = rows.slice(0, limit).reverse();
    return page(items, { newer: more, older: true });
  }
  const older = "older" in direction ? direction.older : undefined;
  const rows = selectPage(older && sql`${key} < (${older.createdAt}, ${older.rowid})`, true, limit + 1);
  return page(rows.slice(0, limit), { newer: older !== undefined, older: rows.length > limit });
}

function page(rows: ReturnType<typeof selectPage>, more: { newer: boolean; older: boolean }): OutboxPage {
  const first = rows[0];
  const last = rows.at(-1);
  return {
    items: rows.map(({ rowid: _rowid, ...entry }) => entry),
    newer: more.newer && first ? cursorOf(first) : undefined,
    older: more.older && last ? cursorOf(last) : undefined,
  };
}
