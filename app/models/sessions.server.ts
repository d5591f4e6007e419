import { and, eq, gt, lt } from "drizzle-orm";
import { db, changedRows, firstRow, oneRow } from "~/db/client.server";
import { sessions, users } from "~/db/tables.server";
import { SESSION_TTL_MS } from "~/utils/session.server";

export async function createSession(userId: string) {
  return await oneRow(db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .returning());
}

/** The signed-in user of a live session; expired sessions and banned users get nothing. */
export async function getSessionUser(sessionId: string) {
  const row = await firstRow(db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()))).limit(1));
  return row && !row.user.banned ? row.user : undefined;
}

export async function deleteSession(sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(): Promise<number> {
  return changedRows(await db.delete(sessions).where(lt(sessions.expiresAt, new Date())));
}
