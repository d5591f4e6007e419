import { db } from "~/db/client.server";
import { newestFirstPage, rowPosition, type Direction, type NewestFirstPage, type SelectRows } from "~/db/newest-first.server";
import { mailMessages } from "~/db/tables.server";

/**
 * The outbox newest first, paged by position along mail_messages_created_idx
 * (app/db/newest-first.server.ts, docs/decisions/0202).
 */
export const OUTBOX_PAGE_SIZE = 20;

const columns = {
  rowid: rowPosition,
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

const selectRows = ((where, order, limit) =>
  db.select(columns).from(mailMessages).where(where).orderBy(...order).limit(limit)) satisfies SelectRows<{ createdAt: Date; rowid: number }>;

export type OutboxEntry = Omit<Awaited<ReturnType<typeof selectRows>>[number], "rowid">;
export type OutboxPage = NewestFirstPage<OutboxEntry>;

/** One page: the newest, or the one just older or just newer than a cursor from a previous page. */
export function listOutbox(direction: Direction = {}, limit = OUTBOX_PAGE_SIZE): Promise<OutboxPage> {
  return newestFirstPage(mailMessages.createdAt, selectRows, direction, limit);
}
