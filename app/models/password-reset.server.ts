import { createHash, randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, gt, isNull } from "drizzle-orm";
import { db, transaction, changedRows, firstRow } from "~/db/client.server";
import { passwordResetTokens, sessions, users } from "~/db/tables.server";
import { log } from "~/utils/logger.server";
import { hashPassword } from "~/utils/password.server";
import {
  clearLoginFailures,
  accountAtAddress,
  reserveAttempt,
  resetRequestsByAccountAndIp,
  resetRequestsByIp,
} from "~/utils/rate-limit.server";
import { AppError } from "~/utils/app-error";
import { appUrl } from "./mail/layout.server";
import { queueMail } from "./mail/outbox.server";
import { passwordResetMail } from "./mail/password-reset.server";
import { notify } from "./notifications.server";

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/**
 * A reset request is answered no sooner than this after it began. Writing the token and the
 * e-mail makes the commit of a known address a few milliseconds slower (measured: 4-8 ms median
 * here), enough to tell accounts apart over many requests (docs/decisions/0205).
 */
export const RESET_ANSWER_FLOOR_MS = 200;

/** The one answer to a reset request, whether or not the address has an account (CONTRACT 11). */
export const RESET_REQUESTED =
  "If an account exists for that address, we have sent a link to reset its password. It works once, for 60 minutes.";
export const INVALID_RESET_LINK = "This reset link is invalid or has expired. Request a new one.";
export const PASSWORD_WAS_RESET = "Your password was reset. Sign in with the new one.";

/** The token rides in the query string: request logs drop it, they keep the path (docs/decisions/0206). */
export const resetLinkPath = (token: string) => `/reset-password?token=${token}`;

/** Only this hash is stored: a copy of the database gives no usable link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const invalidLink = () => new AppError(400, INVALID_RESET_LINK);

/**
 * Queues a reset link for `email` when it has an account, in one write transaction with the
 * token. Unknown addresses, and addresses past their own limit, take the same steps up to the
 * insert, get the same (void) answer and wait for the same floor, so neither the answer nor its
 * time tells whether an account exists (docs/decisions/0205). Only the per-client limit answers
 * otherwise: 429, at once.
 */
export async function requestPasswordReset(email: string, client: string, now = new Date()): Promise<void> {
  const started = performance.now();
  await queueResetLink(email, client, now);
  await sleep(Math.max(0, RESET_ANSWER_FLOOR_MS - (performance.now() - started)));
}

async function queueResetLink(email: string, client: string, now: Date): Promise<void> {
  const address = email.trim().toLowerCase();
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  await transaction(async (tx) => {
    const wait = await reserveAttempt([[resetRequestsByIp, client]], now.getTime());
    if (wait > 0) {
      const message = `Too many reset requests from your network. Try again in ${Math.ceil(wait / 60)} minute(s).`;
      throw new AppError(429, message, undefined, wait);
    }
    const addressAllowed = await reserveAttempt([[resetRequestsByAccountAndIp, accountAtAddress(address, client)]], now.getTime()) === 0;
    const user = await firstRow(tx.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.email, address)).limit(1));
    const mail = passwordResetMail({ name: user?.name ?? "there", link: appUrl(resetLinkPath(token)) });
    if (!user || !addressAllowed) return;
    // One live link per account: a new request replaces every earlier one (docs/decisions/0207).
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + RESET_LINK_TTL_MS) });
    await queueMail({ ...mail, to: user.email, kind: "password-reset", userId: user.id }, tx);
  });
}

/** The unused, unexpired link for `token`, with its account's e-mail; undefined otherwise. */
async function findLiveLink(token: string, now: Date) {
  return await firstRow(db
    .select({ id: passwordResetTokens.id, userId: users.id, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now))).limit(1));
}

/** Whether the reset page should show its form for `token`. */
export async function resetLinkIsLive(token: string, now = new Date()): Promise<boolean> {
  return await findLiveLink(token, now) !== undefined;
}

/**
 * Sets a new password with a reset link. In one write transaction: the link is marked used (only
 * if it still is unused, so of two parallel uses one wins), the password set, every session and
 * API token of the account deleted, its login-failure count cleared, and the user told in-app.
 * A banned account's password is set too; its login stays refused (docs/decisions/0208).
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<void> {
  const link = await findLiveLink(token, now);
  if (!link) throw invalidLink();
  const passwordHash = await hashPassword(password);
  await transaction(async (tx) => {
    const changes = changedRows(await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now))));
    if (changes === 0) throw invalidLink();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, link.userId));
    await tx.delete(sessions).where(eq(sessions.userId, link.userId));
    await clearLoginFailures(link.email);
    await notify(
      link.userId,
      { type: "system", title: "Password reset", message: "Your password was reset with a link sent to your e-mail. Every device was signed out." },
      tx,
    );
  });
  log("info", "password reset", { userId: link.userId });
}
