import { and, eq, gte, lt, lte, sql } from "drizzle-orm";
import { db, transaction, firstRow } from "~/db/client.server";
import { env } from "~/env.server";
import { loginFailures } from "~/db/tables.server";
import { CLIENT_ADDRESS_HEADER } from "./client-address";
import { larger } from "~/db/dialect.server";

/**
 * Fixed-window counters in the login_failures table, so every server process shares them
 * (docs/decisions/0102). An attempt is counted before the slow check it guards (reserveAttempt)
 * and given back when it succeeds, so only failures stay counted and a user who types the right
 * password is never slowed down (docs/decisions/0185). Rows are keyed "<scope>:<key>", e.g.
 * "email:ben@example.com" or "ip:10.0.0.7".
 */
export class RateLimiter {
  /** When this process last deleted expired rows; at most once per window. */
  private prunedAt = 0;

  constructor(
    private readonly scope: "email" | "account-ip" | "ip" | "password" | "register" | "reset-account-ip" | "reset-ip" | "contact" | "registration",
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may try now. */
  async retryAfter(key: string, now = Date.now()): Promise<number> {
    const window = await this.openWindow(key, now);
    return window && window.count >= this.max ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  /** The failures counted for `key` in its current window. */
  async failures(key: string, now = Date.now()): Promise<number> {
    return (await this.openWindow(key, now))?.count ?? 0;
  }

  private async openWindow(key: string, now: number) {
    const window = await firstRow(db.select().from(loginFailures).where(eq(loginFailures.key, this.rowKey(key))).limit(1));
    return window && window.resetAt > now ? window : undefined;
  }

  /** One failure: a new window if there is none or it has ended, else one more in it. */
  async hit(key: string, now = Date.now()): Promise<void> {
    const expired = sql`${loginFailures.resetAt} <= ${now}`;
    await db.insert(loginFailures)
      .values({ key: this.rowKey(key), count: 1, resetAt: now + this.windowMs })
      .onConflictDoUpdate({
        target: loginFailures.key,
        set: {
          count: sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${loginFailures.resetAt} end`,
        },
      });
    await this.pruneExpired(now);
  }

  /** Gives back one attempt taken by reserveAttempt (it succeeded, so it is no failure). */
  async release(key: string): Promise<void> {
    await db.update(loginFailures)
      .set({ count: larger(sql`${loginFailures.count} - 1`, 0) })
      .where(eq(loginFailures.key, this.rowKey(key)));
  }

  async reset(key: string): Promise<void> {
    await db.delete(loginFailures).where(eq(loginFailures.key, this.rowKey(key)));
  }

  private rowKey(key: string): string {
    return `${this.scope}:${key}`;
  }

  /** Windows of keys that never fail again would stay forever: sweep them now and then. */
  private async pruneExpired(now: number): Promise<void> {
    if (now - this.prunedAt < this.windowMs) return;
    this.prunedAt = now;
    await db.delete(loginFailures).where(lte(loginFailures.resetAt, now));
  }
}

/**
 * Takes one attempt from every limit in one write transaction, or none when any of them is used
 * up, and answers the seconds to wait (0: taken). Counting before the slow check means a burst
 * of parallel guesses, in one process or several, cannot all pass the check before any is counted.
 */
export async function reserveAttempt(limits: [RateLimiter, string][], now = Date.now()): Promise<number> {
  return await transaction(async () => {
    const waits: number[] = [];
    for (const [limiter, key] of limits) waits.push(await limiter.retryAfter(key, now));
    const wait = Math.max(0, ...waits);
    if (wait === 0) for (const [limiter, key] of limits) await limiter.hit(key, now);
    return wait;
  });
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const ONE_HOUR = 60 * 60 * 1000;
/**
 * Failed sign-ins (issue 23, point 19): per client address, per account from one address, and per
 * account from every address together. The last holds back only addresses that have already
 * failed on that account, so nobody can lock an owner out by failing from elsewhere.
 */
export const loginFailuresByIp = new RateLimiter("ip", 30, FIFTEEN_MINUTES);
export const loginFailuresByAccountAndIp = new RateLimiter("account-ip", 5, FIFTEEN_MINUTES);
export const loginFailuresByEmail = new RateLimiter("email", 10, FIFTEEN_MINUTES);
/** The key of one account from one client address. */
export const accountAtAddress = (email: string, client: string) => `${email} ${client}`;

/** A new password ends the account's sign-in lock, from every address. */
export async function clearLoginFailures(email: string): Promise<void> {
  await loginFailuresByEmail.reset(email);
  // Every "account-ip:<email> <address>" key: those from the prefix up to the same prefix with "!" (the character after the space).
  const prefix = `account-ip:${email} `;
  await db.delete(loginFailures).where(and(gte(loginFailures.key, prefix), lt(loginFailures.key, `account-ip:${email}!`)));
}
/** "This e-mail has an account" answers of registration, per client address (docs/decisions/0183). */
export const takenEmailAnswersByIp = new RateLimiter("register", 10, ONE_HOUR);
/**
 * Accounts made, per client address (REGISTRATIONS_PER_HOUR, default 20): counted before the
 * password is hashed and given back when the registration fails (docs/decisions/0301).
 */
export const registrationsByIp = new RateLimiter("registration", env().REGISTRATIONS_PER_HOUR, ONE_HOUR);
/** Wrong current passwords on a password change, per user id (docs/decisions/0186). */
export const currentPasswordFailures = new RateLimiter("password", 5, FIFTEEN_MINUTES);

/**
 * Password-reset requests (every request counts, not only failures; docs/decisions/0207): per
 * e-mail address from one client address, past it nothing more is sent but the answer stays the
 * same, so other addresses' requests never use up the owner's; per client, past it 429.
 */
export const resetRequestsByAccountAndIp = new RateLimiter("reset-account-ip", 5, ONE_HOUR);
export const resetRequestsByIp = new RateLimiter("reset-ip", 20, ONE_HOUR);
/** Contact-form messages saved, per client address (docs/decisions/0301). */
export const contactMessagesByIp = new RateLimiter("contact", 10, ONE_HOUR);

/** The client address the front door resolved (app/utils/client-address.ts); "local" for a request that did not come through it (tests, scripts). */
export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? "local";
}
