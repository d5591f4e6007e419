import { eq, getTableColumns, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { boundedCount } from "~/db/bounded-count.server";
import { db, firstRow, oneRow } from "~/db/client.server";
import { newestFirstPage, rowPosition, type Direction, type SelectRows } from "~/db/newest-first.server";
import { contactMessages } from "~/db/tables.server";
import type { ContactSchema } from "~/schemas/contact";
import { AppError, notFound } from "~/utils/app-error";
import { clientIp, contactMessagesByIp, reserveAttempt } from "~/utils/rate-limit.server";

/** Messages from the public contact form; support tickets live in support-tickets.server.ts. */

type ContactInput = z.infer<typeof ContactSchema>;
export const CONTACT_PAGE_SIZE = 20;
/** The admin's unread count stops here ("999+"), so a flood never costs a long count per page. */
export const UNREAD_COUNT_LIMIT = 1000;

export async function saveContactMessage(input: ContactInput) {
  return await oneRow(db.insert(contactMessages).values(input).returning());
}

/** The contact form: every message counts against its client address (docs/decisions/0301). */
export async function sendContactMessage(request: Request, input: ContactInput) {
  const wait = await reserveAttempt([[contactMessagesByIp, clientIp(request)]]);
  if (wait > 0) {
    const message = `You have sent us several messages already. Try again in ${Math.ceil(wait / 60)} minute(s).`;
    throw new AppError(429, message, undefined, wait);
  }
  return await saveContactMessage(input);
}

const selectRows = ((where, order, limit) =>
  db
    .select({ rowid: rowPosition, ...getTableColumns(contactMessages) })
    .from(contactMessages)
    .where(where)
    .orderBy(...order)
    .limit(limit)) satisfies SelectRows<{ createdAt: Date; rowid: number }>;

/** One page of messages, newest first, paged by position along contact_messages_created_idx. */
export function listContactMessages(direction: Direction = {}, limit = CONTACT_PAGE_SIZE) {
  return newestFirstPage(contactMessages.createdAt, selectRows, direction, limit);
}

/** Unread messages, counted no further than UNREAD_COUNT_LIMIT (from contact_messages_unread_idx alone). */
export async function countUnreadContactMessages(): Promise<number> {
  return await boundedCount(db.select({ one: sql`1` }).from(contactMessages).where(isNull(contactMessages.readAt)).limit(UNREAD_COUNT_LIMIT));
}

/** Marks a contact message read (the first reading time is kept). */
export async function markContactMessageRead(id: string): Promise<void> {
  const found = await firstRow(db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)).limit(1));
  if (!found) throw notFound("Message not found");
  if (!found.readAt) await db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id));
}
