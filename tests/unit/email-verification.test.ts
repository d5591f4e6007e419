import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { emailVerificationTokens, mailMessages, users } from "~/db/tables.server";
import { env } from "~/env.server";
import {
  ALREADY_VERIFIED,
  EMAIL_NOT_VERIFIED,
  INVALID_VERIFY_LINK,
  OLD_ADDRESS_LINK,
  RESEND_INTERVAL_MS,
  requireVerifiedEmail,
  resendVerification,
  VERIFICATION_MAILS_PER_DAY,
  VERIFY_LINK_TTL_MS,
  verifyEmail,
} from "~/models/email-verification.server";
import { withoutVerifyTokens } from "~/models/mail/email-verification.server";
import { createUser, getUserById, registerUser } from "~/models/users.server";
import { loggablePath } from "~/utils/log-path";
import { makeAccount, makeBuyer, makeVendor, PASSWORD, uniqueEmail, verificationTokenFor } from "../factories";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const verificationMails = (to: string) =>
  db.select().from(mailMessages).where(and(eq(mailMessages.to, to), eq(mailMessages.kind, "email-verification")));

const linksOf = (userId: string) => db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));

const verifiedAt = async (userId: string) => (await getUserById(userId))!.emailVerifiedAt;

/** A buyer who signed up as the form does: unverified, with the registration's link in the outbox. */
const signUp = () => makeBuyer("Una Verified", uniqueEmail("unverified"), { verified: false });

/** The moment `offset` ms after the account's first link was made (tests move the clock from there). */
async function after(userId: string, offset: number): Promise<Date> {
  const first = Math.min(...(await linksOf(userId)).map((link) => link.createdAt.getTime()));
  return new Date(first + offset);
}

describe("registration", () => {
  it("sends one \"Verify your e-mail address\" e-mail with an absolute link; only the token's hash is stored", async () => {
    const user = await signUp();
    expect(user.emailVerifiedAt).toBeNull();
    const [mail, ...others] = await verificationMails(user.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ userId: user.id, subject: "Verify your e-mail address" });
    const token = await verificationTokenFor(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(`${env().APP_URL}/verify-email/${token}`);

    const [link, ...more] = await linksOf(user.id);
    expect(more).toEqual([]);
    expect(JSON.stringify(link)).not.toContain(token);
    expect(link).toMatchObject({ email: user.email, usedAt: null, tokenHash: createHash("sha256").update(token).digest("hex") });
    expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBe(VERIFY_LINK_TTL_MS);
  });

  it("of a vendor sends it too", async () => {
    const { user } = await makeVendor({ verified: false });
    expect(user.emailVerifiedAt).toBeNull();
    expect(await verificationMails(user.email)).toHaveLength(1);
  });

  it("by an operator (user:create), the demo seed and the test factories makes verified accounts and sends nothing", async () => {
    const { user: cliBuyer } = await registerUser({ role: "buyer", name: "Cli Buyer", email: uniqueEmail("cli"), password: PASSWORD, country: "Kenya" }, { verified: true });
    const seeded = await createUser({ role: "vendor", name: "Demo Vendor", email: uniqueEmail("demo"), password: PASSWORD, country: "Kenya" });
    const made = [cliBuyer, seeded, await makeBuyer(), (await makeVendor()).user, await makeAccount("admin")];
    for (const user of made) {
      expect(user.emailVerifiedAt, user.email).toBeInstanceOf(Date);
      expect(await verificationMails(user.email)).toEqual([]);
    }
  });
});

describe("verifying with the link", () => {
  it("verifies the account once: the same link again is refused", async () => {
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    const now = await after(user.id, MINUTE);
    await verifyEmail(token, now);
    expect(await verifiedAt(user.id)).toEqual(now);
    await expect(verifyEmail(token, now)).rejects.toThrowAppError(400, INVALID_VERIFY_LINK);
  });

  it("works for 24 hours and no longer", async () => {
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    await expect(verifyEmail(token, await after(user.id, VERIFY_LINK_TTL_MS))).rejects.toThrowAppError(400, INVALID_VERIFY_LINK);
    expect(await verifiedAt(user.id)).toBeNull();
    await verifyEmail(token, await after(user.id, VERIFY_LINK_TTL_MS - 1));
    expect(await verifiedAt(user.id)).not.toBeNull();
  });

  it("refuses an unknown token", async () => {
    await expect(verifyEmail("no-such-token")).rejects.toThrowAppError(400, INVALID_VERIFY_LINK);
  });

  it("refuses a link sent to an address the account no longer has", async () => {
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    await db.update(users).set({ email: uniqueEmail("moved") }).where(eq(users.id, user.id));
    await expect(verifyEmail(token)).rejects.toThrowAppError(400, OLD_ADDRESS_LINK);
    expect(await verifiedAt(user.id)).toBeNull();
  });

  it("leaves an already verified account as it was, and uses the link up", async () => {
    const user = await signUp();
    const first = await verificationTokenFor(user.email);
    await resendVerification(user, await after(user.id, 2 * MINUTE));
    const second = await verificationTokenFor(user.email);
    expect(second).not.toBe(first);
    const verifiedFirst = await after(user.id, 3 * MINUTE);
    await verifyEmail(first, verifiedFirst);
    await verifyEmail(second, await after(user.id, 4 * MINUTE));
    expect(await verifiedAt(user.id)).toEqual(verifiedFirst);
    await expect(verifyEmail(second)).rejects.toThrowAppError(400, INVALID_VERIFY_LINK);
  });
});

describe("resending", () => {
  it("tells a verified account so and sends nothing", async () => {
    const user = await makeBuyer();
    await expect(resendVerification(user)).rejects.toThrowAppError(409, ALREADY_VERIFIED);
    expect(await verificationMails(user.email)).toEqual([]);
  });

  it("sends at most one e-mail a minute, saying how many seconds to wait", async () => {
    const user = await signUp();
    const early = resendVerification(user, await after(user.id, 20_000));
    await expect(early).rejects.toThrowAppError(429, /less than a minute ago\. Try again in 40 second\(s\)\./);
    await expect(early).rejects.toMatchObject({ retryAfter: 40 });
    await resendVerification(user, await after(user.id, RESEND_INTERVAL_MS));
    expect(await verificationMails(user.email)).toHaveLength(2);
  });

  it("sends at most five a day, the registration's included, and again once the oldest is a day old", async () => {
    const user = await signUp();
    for (let n = 1; n < VERIFICATION_MAILS_PER_DAY; n++) await resendVerification(user, await after(user.id, n * 10 * MINUTE));
    const tooMany = resendVerification(user, await after(user.id, 2 * HOUR));
    await expect(tooMany).rejects.toThrowAppError(429, "You can ask for 5 verification e-mails a day. Try again in 22 hour(s).");
    await expect(tooMany).rejects.toMatchObject({ retryAfter: 22 * 3600 });
    expect(await verificationMails(user.email)).toHaveLength(VERIFICATION_MAILS_PER_DAY);

    await resendVerification(user, await after(user.id, VERIFY_LINK_TTL_MS + 1));
    // The registration's link, a day old, went when the new one was made.
    expect(await linksOf(user.id)).toHaveLength(VERIFICATION_MAILS_PER_DAY);
  });

  it("sends the new link to the account's current address", async () => {
    const user = await signUp();
    const moved = uniqueEmail("moved");
    await db.update(users).set({ email: moved }).where(eq(users.id, user.id));
    await resendVerification(user, await after(user.id, RESEND_INTERVAL_MS));
    await verifyEmail(await verificationTokenFor(moved), await after(user.id, 2 * MINUTE));
    expect(await verifiedAt(user.id)).not.toBeNull();
  });
});

describe("the AI features' guard", () => {
  it("refuses an unverified account with 403 and lets a verified one pass", async () => {
    expect(() => requireVerifiedEmail({ emailVerifiedAt: null })).toThrowAppError(403, EMAIL_NOT_VERIFIED);
    expect(() => requireVerifiedEmail({ emailVerifiedAt: new Date() })).not.toThrow();
  });
});

describe("the token stays out of logs and delivered copies", () => {
  it("is cut from a logged path and from the stored text of a sent e-mail", async () => {
    expect(loggablePath("/verify-email/abc_DEF-123")).toBe("/verify-email/(token)");
    const user = await signUp();
    const token = await verificationTokenFor(user.email);
    const mail = await firstRow(verificationMails(user.email));
    expect(withoutVerifyTokens(mail!.text)).not.toContain(token);
    expect(withoutVerifyTokens(mail!.html)).not.toContain(token);
  });
});
