import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { db, firstRow, oneRow } from "~/db/client.server";
import { mailMessages } from "~/db/tables.server";
import { deliverDue, LEASE_MS, MAX_ATTEMPTS, removeDeliveredResetTokens, RETRY_DELAYS_MS } from "~/models/mail/delivery.server";
import { renderMail } from "~/models/mail/layout.server";
import { passwordResetMail, REMOVED_TOKEN } from "~/models/mail/password-reset.server";
import { outboxTransport, smtpTransport } from "~/models/mail/transport.server";

import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { startModelProcess, type ModelProcess } from "./model-processes";

/**
 * Delivery against a real SMTP server (tests/support/smtp-sink.ts) on this file's database. Rows
 * are inserted as queueMail leaves them; each test runs the delivery passes itself, with its own
 * clock where the retry times matter. Nothing here calls queueMail, so no automatic pass races
 * the test's own (that is tests/unit/mail-outbox.test.ts).
 */

let sink: SmtpSink;
let sequence = 0;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
afterEach(() => sink.refuse(null));

const FROM = "Promptory Shop <shop@example.test>";
const transport = () => smtpTransport(sink.url, FROM);

/** A queued message as queueMail inserts it (due now, or at `due`). */
async function queued(due = new Date(), secret = "") {
  const to = `reader-${++sequence}@example.test`;
  const mail = renderMail({
    subject: `Your update #${sequence}`,
    greeting: "Hello Ann,",
    paragraphs: [`Something happened to ticket ${sequence}.${secret}`],
    action: { label: "Open the ticket", url: `http://localhost:3000/home/tickets/${sequence}` },
  });
  return await oneRow(db
    .insert(mailMessages)
    .values({ ...mail, to, kind: "ticket-update", status: "queued", nextAttemptAt: due })
    .returning());
}

const row = async (id: string) => (await firstRow(db.select().from(mailMessages).where(eq(mailMessages.id, id)).limit(1)))!;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

/** A reset e-mail as requestPasswordReset queues it, with a live-looking token. */
async function queuedReset(token: string) {
  const mail = passwordResetMail({ name: "Ann", link: `http://localhost:3000/reset-password?token=${token}` });
  return await oneRow(db
    .insert(mailMessages)
    .values({ ...mail, to: `reset-${++sequence}@example.test`, kind: "password-reset", status: "queued", nextAttemptAt: new Date() })
    .returning());
}

describe("reset links in stored mail (issue 23, point 16)", () => {
  const token = (n: number) => `tok${n}`.padEnd(43, "x");

  test("once sent, the stored copy keeps no live link; the recipient got it", async () => {
    const message = await queuedReset(token(1));
    expect(await deliverDue({ transport: transport() })).toMatchObject({ sent: 1 });
    expect((await sink.waitForMessage(message.to)).text).toContain(`reset-password?token=${token(1)}`);
    for (const part of [(await row(message.id)).text, (await row(message.id)).html]) {
      expect(part).not.toContain(token(1));
      expect(part).toContain(`reset-password?token=${REMOVED_TOKEN}`);
    }
  });

  test("without SMTP: production's outbox keeps no link; the demo's keeps it to be tried", async () => {
    const production = await queuedReset(token(2));
    expect(await deliverDue({ transport: outboxTransport, mode: "production" })).toMatchObject({ stored: 1 });
    expect((await row(production.id)).text).not.toContain(token(2));
    const demo = await queuedReset(token(3));
    expect(await deliverDue({ transport: outboxTransport, mode: "demo" })).toMatchObject({ stored: 1 });
    expect((await row(demo.id)).text).toContain(token(3));
  });

  test("messages stored before this are cleaned on start: sent ones always, stored ones in production", async () => {
    const sent = await oneRow(db.insert(mailMessages).values({ ...passwordResetMail({ name: "Bo", link: `http://x/reset-password?token=${token(4)}` }), to: "bo@example.test", kind: "password-reset", status: "sent" }).returning());
    const stored = await oneRow(db.insert(mailMessages).values({ ...passwordResetMail({ name: "Cy", link: `http://x/reset-password?token=${token(5)}` }), to: "cy@example.test", kind: "password-reset", status: "stored" }).returning());
    expect(await removeDeliveredResetTokens("demo")).toBe(1);
    expect((await row(sent.id)).html).not.toContain(token(4));
    expect((await row(stored.id)).text).toContain(token(5));
    expect(await removeDeliveredResetTokens("production")).toBeGreaterThan(0); // this one, and the demo-stored one above
    expect((await row(stored.id)).text).not.toContain(token(5));
    expect(await removeDeliveredResetTokens("production")).toBe(0);
  });
});

describe("delivery over SMTP", () => {
  test("a queued message goes out with its plain-text and HTML parts, From MAIL_FROM, To its recipient", async () => {
    const message = await queued();
    expect(await deliverDue({ transport: transport() })).toEqual({ sent: 1, stored: 0, failed: 0 });
    const got = await sink.waitForMessage(message.to);
    expect(got.to).toEqual([message.to]);
    expect(got.from).toBe('"Promptory Shop" <shop@example.test>');
    expect(got.subject).toBe(message.subject);
    expect(got.text.trim()).toBe(message.text.trim());
    expect(got.text).toContain(`Open the ticket: http://localhost:3000/home/tickets/${sequence}`);
    expect(got.html).toContain('<a href="http://localhost:3000/home/tickets/');
    expect(got.html).toContain("Something happened to ticket");
    expect(await row(message.id)).toMatchObject({ status: "sent", attempts: 1, nextAttemptAt: null, lastError: null });
    expect((await row(message.id)).sentAt).toBeInstanceOf(Date);
  });

  test("SMTP_URL's user name and password sign in (percent-encoded characters decoded)", async () => {
    const message = await queued();
    const signedIn = smtpTransport(`smtp://mailer%40shop:p%40ss%3Aw0rd@127.0.0.1:${sink.port}`, FROM);
    await deliverDue({ transport: signedIn });
    expect(await sink.waitForMessage(message.to)).toMatchObject({ user: "mailer@shop", password: "p@ss:w0rd" });
  });

  test("a refusing server: the message is failed with the server's answer and a retry time, then sent once it accepts", async () => {
    const now = new Date();
    const message = await queued(now);
    sink.refuse("permanent");
    expect(await deliverDue({ transport: transport(), now })).toEqual({ sent: 0, stored: 0, failed: 1 });
    const failed = await row(message.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, sentAt: null });
    expect(failed.lastError).toMatch(/550 Mailbox unavailable/);
    expect(failed.nextAttemptAt).toEqual(later(now, RETRY_DELAYS_MS[0]!));

    const refusals = sink.refusals();
    expect(await deliverDue({ transport: transport(), now: later(now, RETRY_DELAYS_MS[0]! - 1) })).toEqual({ sent: 0, stored: 0, failed: 0 });
    expect(sink.refusals()).toBe(refusals);

    sink.refuse(null);
    expect(await deliverDue({ transport: transport(), now: later(now, RETRY_DELAYS_MS[0]!) })).toEqual({ sent: 1, stored: 0, failed: 0 });
    expect(await sink.waitForMessage(message.to)).toMatchObject({ subject: message.subject });
    expect(await row(message.id)).toMatchObject({ status: "sent", attempts: 2, lastError: null, nextAttemptAt: null });
  });

  test("attempts are bounded: each wait longer than the last, and after the last attempt the message is given up", async () => {
    let clock = new Date();
    const message = await queued(clock);
    sink.refuse("temporary");
    const waits: (number | null)[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue({ transport: transport(), now: clock })).toMatchObject({ failed: 1 });
      const { nextAttemptAt, attempts, lastError } = await row(message.id);
      expect(attempts).toBe(attempt);
      expect(lastError).toMatch(/451 Try again later/);
      waits.push(nextAttemptAt && nextAttemptAt.getTime() - clock.getTime());
      if (nextAttemptAt) clock = nextAttemptAt;
    }
    expect(waits).toEqual([...RETRY_DELAYS_MS, null]);
    expect(RETRY_DELAYS_MS).toEqual([...RETRY_DELAYS_MS].sort((a, b) => a - b));
    sink.refuse(null);
    expect(await deliverDue({ transport: transport(), now: later(clock, 365 * 24 * 3600_000) })).toEqual({ sent: 0, stored: 0, failed: 0 });
    expect(await row(message.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(sink.messages.some((got) => got.to.includes(message.to))).toBe(false);
  });

  test("a message claimed by a process that died is sent again after its lease, never while the lease holds", async () => {
    const claimedAt = new Date();
    const message = await queued(claimedAt);
    await db.update(mailMessages).set({ status: "sending", attempts: 1, nextAttemptAt: later(claimedAt, LEASE_MS) }).where(eq(mailMessages.id, message.id));
    expect(await deliverDue({ transport: transport(), now: later(claimedAt, LEASE_MS - 1) })).toEqual({ sent: 0, stored: 0, failed: 0 });
    expect((await row(message.id)).status).toBe("sending");
    expect(await deliverDue({ transport: transport(), now: later(claimedAt, LEASE_MS) })).toEqual({ sent: 1, stored: 0, failed: 0 });
    expect(await row(message.id)).toMatchObject({ status: "sent", attempts: 2 });

    const last = await queued(claimedAt);
    await db.update(mailMessages).set({ status: "sending", attempts: MAX_ATTEMPTS, nextAttemptAt: later(claimedAt, LEASE_MS) }).where(eq(mailMessages.id, last.id));
    expect(await deliverDue({ transport: transport(), now: later(claimedAt, LEASE_MS) })).toEqual({ sent: 0, stored: 0, failed: 0 });
    expect(await row(last.id)).toMatchObject({ status: "failed", nextAttemptAt: null, lastError: expect.stringMatching(/interrupted/) });
  });

  test("the warning for a failed attempt names the message, never its text, HTML or recipient", async () => {
    const message = await queued(new Date(), " Reset code 7f3a9c2b1e.");
    sink.refuse("permanent");
    const written: string[] = [];
    vi.stubEnv("LOG_LEVEL", "warn");
    const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (written.push(String(chunk)), true));
    try {
      await deliverDue({ transport: transport() });
    } finally {
      spy.mockRestore();
      vi.unstubAllEnvs();
    }
    const line = JSON.parse(written.find((text) => text.includes("mail delivery failed"))!);
    expect(line).toMatchObject({ level: "warn", id: message.id, kind: "ticket-update", attempt: 1 });
    expect(written.join("")).not.toContain("7f3a9c2b1e");
    expect(written.join("")).not.toContain(message.subject);
  });
});

describe("several processes delivering at once", () => {
  const processes: ModelProcess[] = [];
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });

  test("two server processes and this one, started together on 40 due messages: each is sent exactly once", async () => {
    const messages = await Promise.all(Array.from({ length: 40 }, () => queued()));
    const before = sink.messages.length;
    const pair = [startModelProcess({ SMTP_URL: sink.url }), startModelProcess({ SMTP_URL: sink.url })];
    processes.push(...pair);
    await Promise.all(pair.map((p) => p.ready));
    const start = Date.now() + 300;
    const reports = await Promise.all([
      ...pair.map((p) => p.call<{ sent: number }>("deliverMail", { start })),
      new Promise((resolve) => setTimeout(resolve, start - Date.now())).then(() => deliverDue({ transport: transport() })),
    ]);
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(40);
    const got = sink.messages.slice(before).flatMap((message) => message.to);
    expect(got.sort()).toEqual(messages.map((message) => message.to).sort());
    for (const message of messages) expect(await row(message.id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});
