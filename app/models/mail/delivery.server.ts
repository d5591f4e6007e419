import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { databaseClosed, db, firstRow, outsideTransaction } from "~/db/client.server";
import { type MailKind } from "~/db/schema";
import { mailMessages } from "~/db/tables.server";
import { env, type Mode } from "~/env.server";
import { log, logError } from "~/utils/logger.server";
import { withoutVerifyTokens } from "./email-verification.server";
import { withoutResetTokens } from "./password-reset.server";
import { withoutJoinTokens } from "./team-invitation.server";
import { configuredTransport, type MailTransport } from "./transport.server";

const MINUTE = 60_000;
/** The wait after the 1st, 2nd, ... failed attempt; the attempt after the last wait is the last. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * How long a claim holds. A message still `sending` past it belonged to a process that died while
 * sending, and is due again. Far longer than the SMTP timeouts (transport.server.ts).
 */
export const LEASE_MS = 5 * MINUTE;
export const SWEEP_INTERVAL_MS = 30_000;
const BATCH = 20;
const MAX_ERROR_LENGTH = 500;
/** Statuses a due message may have: never tried, tried and failed, or claimed by a process that died. */
const RETRYABLE = ["queued", "failed", "sending"] as const;

export type DeliveryOptions = {
  /** The clock (tests move it forward); the real time by default. */
  now?: Date;
  transport?: MailTransport;
  /** The settings' mode by default: in demo mode a message kept in the outbox keeps its link. */
  mode?: Mode;
};
export type DeliveryReport = { sent: number; stored: number; failed: number };

type Claimed = { id: string; kind: MailKind; to: string; subject: string; text: string; html: string; attempts: number };

/**
 * Called by queueMail inside the causing transaction: delivery starts on a later turn of the event
 * loop, when that (synchronous) transaction has committed or rolled back (docs/decisions/0200).
 */
export function scheduleDelivery(): void {
  startDeliverySweep();
  deliverSoon();
}

let sweep: NodeJS.Timeout | undefined;

/** Once per process: a pass now and every 30 s, so failed messages and a restart's leftovers go out. */
export function startDeliverySweep(intervalMs = SWEEP_INTERVAL_MS): void {
  if (sweep) return;
  sweep = setInterval(() => outsideTransaction(runOnce), intervalMs).unref();
  deliverSoon();
}

let soon = false;
function deliverSoon(): void {
  if (soon) return;
  soon = true;
  // After the causing transaction ends (decision 0200): the pass waits for it at the gate.
  setImmediate(() =>
    outsideTransaction(() => {
      soon = false;
      runOnce();
    }),
  );
}

let running = false;
let again = false;
/** One pass at a time in this process; a request for another during it runs one more after it. */
function runOnce(): void {
  if (running) {
    again = true;
    return;
  }
  running = true;
  deliverDue()
    .catch((error) => {
      if (!databaseClosed()) logError(error, { where: "mail delivery" });
    })
    .finally(() => {
      running = false;
      if (again) {
        again = false;
        runOnce();
      }
    });
}

/** Delivers every due message this process can claim; errors of one message never stop the rest. */
export async function deliverDue(options: DeliveryOptions = {}): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, stored: 0, failed: 0 };
  // The launcher closes its connection after seeding; its timer must not touch it afterwards.
  if (databaseClosed()) return report;
  const clock = () => options.now ?? new Date();
  const transport = options.transport ?? configuredTransport();
  await giveUpInterrupted(clock());
  for (;;) {
    let claimedAny = false;
    for (const id of await dueIds(clock())) {
      const message = await claim(id, clock());
      if (!message) continue; // another process has it
      claimedAny = true;
      report[await attempt(message, transport, clock, options.mode ?? env().MODE)]++;
    }
    if (!claimedAny) return report;
  }
}

const due = (now: Date) =>
  and(inArray(mailMessages.status, RETRYABLE), lte(mailMessages.nextAttemptAt, now), lt(mailMessages.attempts, MAX_ATTEMPTS));

async function dueIds(now: Date): Promise<string[]> {
  return (await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(due(now))
    .orderBy(asc(mailMessages.nextAttemptAt))
    .limit(BATCH))
    .map((row) => row.id);
}

/** One UPDATE: only one process can move a due message to `sending`, and only until its lease ends. */
async function claim(id: string, now: Date): Promise<Claimed | undefined> {
  return await firstRow(db
    .update(mailMessages)
    .set({ status: "sending", attempts: sql`${mailMessages.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(and(eq(mailMessages.id, id), due(now)))
    .returning({
      id: mailMessages.id,
      kind: mailMessages.kind,
      to: mailMessages.to,
      subject: mailMessages.subject,
      text: mailMessages.text,
      html: mailMessages.html,
      attempts: mailMessages.attempts,
    }));
}

/** The result is written only while the claim is still this attempt's (same attempt number). */
async function attempt(message: Claimed, transport: MailTransport, clock: () => Date, mode: Mode): Promise<keyof DeliveryReport> {
  const ours = and(eq(mailMessages.id, message.id), eq(mailMessages.status, "sending"), eq(mailMessages.attempts, message.attempts));
  try {
    const delivered = await transport.deliver(message);
    const sentAt = delivered === "sent" ? clock() : null;
    const copy = keepsLinks(delivered, mode) ? {} : { text: withoutLinks(message.text), html: withoutLinks(message.html) };
    await db.update(mailMessages).set({ status: delivered, sentAt, nextAttemptAt: null, lastError: null, ...copy }).where(ours);
    return delivered;
  } catch (error) {
    const lastError = oneLine(error);
    const delay = RETRY_DELAYS_MS[message.attempts - 1];
    const nextAttemptAt = delay === undefined ? null : new Date(clock().getTime() + delay);
    await db.update(mailMessages).set({ status: "failed", lastError, nextAttemptAt }).where(ours);
    log("warn", "mail delivery failed", {
      id: message.id,
      kind: message.kind,
      attempt: message.attempts,
      error: lastError,
      retryAt: nextAttemptAt?.toISOString() ?? "never (given up)",
    });
    return "failed";
  }
}

/** A delivered copy keeps no live link: reset, team-join and verification tokens are cut out. */
const withoutLinks = (text: string) => withoutVerifyTokens(withoutJoinTokens(withoutResetTokens(text)));

/**
 * Only the demo's outbox (no SMTP_URL outside production) keeps live links, so that a trial can
 * reset a password without a mail server. A sent message's copy, and every copy in production,
 * keeps none (issue 23, point 16).
 */
const keepsLinks = (delivered: "sent" | "stored", mode: Mode) => delivered === "stored" && mode === "demo";

/**
 * Messages stored before their links were cut out (docs/decisions/0206's gap): cut them out now.
 * Run once by the launcher before it serves.
 */
export async function removeDeliveredResetTokens(mode: Mode = env().MODE): Promise<number> {
  const statuses = mode === "demo" ? (["sent"] as const) : (["sent", "stored"] as const);
  const rows = await db
    .select({ id: mailMessages.id, text: mailMessages.text, html: mailMessages.html })
    .from(mailMessages)
    .where(and(eq(mailMessages.kind, "password-reset"), inArray(mailMessages.status, statuses), sql`${mailMessages.text} like '%reset-password?token=%'`));
  let changed = 0;
  for (const row of rows) {
    const text = withoutResetTokens(row.text);
    if (text === row.text) continue;
    await db.update(mailMessages).set({ text, html: withoutResetTokens(row.html) }).where(eq(mailMessages.id, row.id));
    changed++;
  }
  return changed;
}

/** A message whose last allowed attempt was cut off by a dying process is not tried again. */
async function giveUpInterrupted(now: Date): Promise<void> {
  await db.update(mailMessages)
    .set({ status: "failed", nextAttemptAt: null, lastError: "Delivery was interrupted (the server stopped while sending); not retried" })
    .where(and(eq(mailMessages.status, "sending"), lte(mailMessages.nextAttemptAt, now), gte(mailMessages.attempts, MAX_ATTEMPTS)));
}

/** The SMTP server's answer or the connection problem, on one line (never the message). */
function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, " ").trim().slice(0, MAX_ERROR_LENGTH) || "Unknown delivery error";
}
