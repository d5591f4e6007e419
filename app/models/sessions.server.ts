import { and, eq, gt, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { sessions, users } from "~/db/schema";
import { SESSION_TTL_MS } from "~/utils/session.server";

export function createSession(userId: string) {
  return db
    .insert(sessions)
    .values({ userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) })
    .returning()
    .get();
}

/** The signed-in user of a live session; expired sessions and banned users get nothing. */
export function getSessionUser(sessionId: string) {
  const row = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .get();
  return row && !row.user.banned ? row.user : undefined;
}

export function deleteSession(sessionId: string): void {
  db.delete(sessions).where(eq(sessions.id, sessionId)).run();
}

export function deleteUserSessions(userId: string): void {
  db.delete(sessions).where(eq(sessions.userId, userId)).run();
}

export function deleteExpiredSessions(): number {
  return db.delete(sessions).where(lt(sessions.expiresAt, new Date())).run().changes;
}
