import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, lte } from "drizzle-orm";
import { db, firstRow, transaction } from "~/db/client.server";
import { emailVerificationTokens, users } from "~/db/tables.server";
import { AppError } from "~/utils/app-error";
import { log } from "~/utils/logger.server";
import { emailVerificationMail } from "./mail/email-verification.server";
import { appUrl } from "./mail/layout.server";
import { queueMail } from "./mail/outbox.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** A link works once, for this long; it is also the window of the daily limit below. */
export const VERIFY_LINK_TTL_MS = DAY;
/** At most one verification e-mail a minute and five a day per account, the registration's included. */
export const RESEND_INTERVAL_MS = MINUTE;
export const VERIFICATION_MAILS_PER_DAY = 5;

export const EMAIL_NOT_VERIFIED = "Verify your e-mail address to use AI features.";
export const EMAIL_VERIFIED = "Your e-mail address is verified.";
export const ALREADY_VERIFIED = "Your e-mail address is already verified.";
export const VERIFICATION_SENT = "We sent a new verification link to your e-mail address. It works once, for 24 hours.";
export const INVALID_VERIFY_LINK = "This verification link is invalid or has expired. Request a new one.";
export const OLD_ADDRESS_LINK = "This verification link was sent to an address your account no longer uses. Request a new one.";

export const verifyLinkPath = (token: string) => `/verify-email/${token}`;

/** Only this hash is stored: a copy of the database gives no usable link. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const isEmailVerified = (user: { emailVerifiedAt: Date | null }) => user.emailVerifiedAt !== null;

/** The AI features' guard (CONTRACT 19): everything else stays open to an unverified account. */
export function requireVerifiedEmail(user: { emailVerifiedAt: Date | null }): void {
  if (!isEmailVerified(user)) throw new AppError(403, EMAIL_NOT_VERIFIED);
}

type Account = { id: string; name: string; email: string };

/**
 * Queues a link for the account's current address: the token's hash and the e-mail in one
 * transaction (inside the caller's, e.g. registration's, when there is one), so the message goes
 * out only once the change commits (docs/decisions/0200).
 */
export async function sendVerification(user: Account, now = new Date()): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  const mail = emailVerificationMail({ name: user.name, link: appUrl(verifyLinkPath(token)) });
  await transaction(async (tx) => {
    // Past a day a link neither works nor counts towards the limit: the account's older rows go.
    await tx.delete(emailVerificationTokens)
      .where(and(eq(emailVerificationTokens.userId, user.id), lte(emailVerificationTokens.createdAt, new Date(now.getTime() - DAY))));
    await tx.insert(emailVerificationTokens).values({
      userId: user.id,
      email: user.email,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS),
      createdAt: now,
    });
    await queueMail({ ...mail, to: user.email, kind: "email-verification", userId: user.id }, tx);
  });
}

/**
 * "Resend verification e-mail": 409 for a verified account, 429 (with the seconds to wait) past
 * the limits. The limits are read from the account's links in the database, in the write
 * transaction, so they hold across processes and parallel requests.
 */
export async function resendVerification(user: { id: string }, now = new Date()): Promise<void> {
  await transaction(async () => {
    const account = await firstRow(db
      .select({ id: users.id, name: users.name, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users).where(eq(users.id, user.id)).limit(1));
    if (!account) throw new AppError(404, "User not found");
    if (isEmailVerified(account)) throw new AppError(409, ALREADY_VERIFIED);
    await checkResendLimits(account.id, now);
    await sendVerification(account, now);
  });
}

async function checkResendLimits(userId: string, now: Date): Promise<void> {
  const sent = await db
    .select({ at: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, userId), gt(emailVerificationTokens.createdAt, new Date(now.getTime() - DAY))))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(VERIFICATION_MAILS_PER_DAY);
  const secondsUntil = (ms: number) => Math.ceil((ms - now.getTime()) / 1000);
  if (sent.length >= VERIFICATION_MAILS_PER_DAY) {
    const wait = secondsUntil(sent.at(-1)!.at.getTime() + DAY);
    const message = `You can ask for ${VERIFICATION_MAILS_PER_DAY} verification e-mails a day. Try again in ${Math.ceil(wait / 3600)} hour(s).`;
    throw new AppError(429, message, undefined, wait);
  }
  const latest = sent[0];
  if (latest && latest.at.getTime() + RESEND_INTERVAL_MS > now.getTime()) {
    const wait = secondsUntil(latest.at.getTime() + RESEND_INTERVAL_MS);
    throw new AppError(429, `A verification e-mail was sent less than a minute ago. Try again in ${wait} second(s).`, undefined, wait);
  }
}

/**
 * The unused, unexpired link for `token`, for the address its account has now; else the error
 * that says why not (400).
 */
export async function checkVerifyLink(token: string, now = new Date()) {
  const link = await firstRow(db
    .select({ id: emailVerificationTokens.id, userId: users.id, sentTo: emailVerificationTokens.email, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(emailVerificationTokens)
    .innerJoin(users, eq(users.id, emailVerificationTokens.userId))
    .where(and(eq(emailVerificationTokens.tokenHash, hashToken(token)), isNull(emailVerificationTokens.usedAt), gt(emailVerificationTokens.expiresAt, now)))
    .limit(1));
  if (!link) throw new AppError(400, INVALID_VERIFY_LINK);
  if (link.sentTo !== link.email) throw new AppError(400, OLD_ADDRESS_LINK);
  return link;
}

/**
 * Verifies the account's address with a link, once: the link is marked used and the account
 * verified in one write transaction (of two parallel uses, the second finds it used). An account
 * already verified keeps its first verification time.
 */
export async function verifyEmail(token: string, now = new Date()): Promise<void> {
  const userId = await transaction(async (tx) => {
    const link = await checkVerifyLink(token, now);
    await tx.update(emailVerificationTokens).set({ usedAt: now }).where(eq(emailVerificationTokens.id, link.id));
    if (!link.verifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, link.userId));
    return link.userId;
  });
  log("info", "e-mail verified", { userId });
}
