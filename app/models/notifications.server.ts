import { and, count, desc, eq, sql } from "drizzle-orm";
import { boundedCount } from "~/db/bounded-count.server";
import { db, type DB } from "~/db/client.server";
import { notifications, users, type NotificationType } from "~/db/schema";
import { notFound } from "~/utils/app-error";

type Tx = Pick<DB, "insert">;
type ReadWriteTx = Pick<DB, "insert" | "select">;

/** `at`: when it happened, now unless given (the demo history dates its notices in the past). */
export type NotifyInput = { type?: NotificationType; title: string; message: string; at?: Date };

/** The one way any feature tells a user something. Pass `tx` to notify inside a transaction. */
export function notify(userId: string, input: NotifyInput, tx: Tx = db): void {
  tx.insert(notifications)
    .values({ userId, type: input.type ?? "info", title: input.title, message: input.message, createdAt: input.at })
    .run();
}

/** Tells every admin (there are a handful); pass `tx` to do it inside the change it is about. */
export function notifyAdmins(input: NotifyInput, tx: ReadWriteTx = db): void {
  const admins = tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).all();
  for (const admin of admins) notify(admin.id, input, tx);
}

export function listNotifications(userId: string, { limit = 50, offset = 0 } = {}) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    // rowid breaks ties between notifications created in the same millisecond.
    .orderBy(desc(notifications.createdAt), desc(sql`${notifications}.rowid`))
    .limit(limit)
    .offset(offset)
    .all();
}

export function countNotifications(userId: string): number {
  return db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)).get()
    ?.n ?? 0;
}

/**
 * Unread notifications for the shell's badge, counted no further than `atMost`: the badge says
 * "9+" above 9, and a user with thousands unread should not cost a count of thousands per page.
 */
export function countUnreadUpTo(userId: string, atMost: number): number {
  const unread = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .limit(atMost);
  return boundedCount(unread);
}

export function countUnread(userId: string): number {
  return (
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .get()?.n ?? 0
  );
}

export function markAllRead(userId: string): number {
  return db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .run().changes;
}

/** Deletes one of the user's own notifications; someone else's id is "not found". */
export function deleteNotification(userId: string, id: string): void {
  const { changes } = db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .run();
  if (changes === 0) throw notFound("Notification not found");
}
