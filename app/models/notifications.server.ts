import { and, count, desc, eq, sql } from "drizzle-orm";
import { boundedCount } from "~/db/bounded-count.server";
import { db, type DB, changedRows, firstRow } from "~/db/client.server";
import { type NotificationType } from "~/db/schema";
import { notifications, users } from "~/db/tables.server";
import { notFound } from "~/utils/app-error";

type Tx = Pick<DB, "insert">;
type ReadWriteTx = Pick<DB, "insert" | "select">;

/** `at`: when it happened, now unless given (the demo history dates its notices in the past). */
export type NotifyInput = { type?: NotificationType; title: string; message: string; at?: Date };

/** The one way any feature tells a user something. Pass `tx` to notify inside a transaction. */
export async function notify(userId: string, input: NotifyInput, tx: Tx = db): Promise<void> {
  await tx.insert(notifications)
    .values({ userId, type: input.type ?? "info", title: input.title, message: input.message, createdAt: input.at });
}

/** Tells every admin (there are a handful); pass `tx` to do it inside the change it is about. */
export async function notifyAdmins(input: NotifyInput, tx: ReadWriteTx = db): Promise<void> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
  for (const admin of admins) await notify(admin.id, input, tx);
}

export async function listNotifications(userId: string, { limit = 50, offset = 0 } = {}) {
  return await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // rowid breaks ties between notifications created in the same millisecond.
    .orderBy(desc(notifications.createdAt), desc(sql`${notifications}.rowid`))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(userId: string): Promise<number> {
  return (await firstRow(db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)).limit(1)))
    ?.n ?? 0;
}

/**
 * Unread notifications for the shell's badge, counted no further than `atMost`: the badge says
 * "9+" above 9, and a user with thousands unread should not cost a count of thousands per page.
 */
export async function countUnreadUpTo(userId: string, atMost: number): Promise<number> {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .limit(atMost);
  return await boundedCount(unread);
}

export async function countUnread(userId: string): Promise<number> {
  return (
    (await firstRow(db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false))).limit(1)))?.n ?? 0
  );
}

export async function markAllRead(userId: string): Promise<number> {
  return changedRows(await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false))));
}

/** Deletes one of the user's own notifications; someone else's id is "not found". */
export async function deleteNotification(userId: string, id: string): Promise<void> {
  const changes = changedRows(await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId))));
  if (changes === 0) throw notFound("Notification not found");
}
