import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { mailMessages } from "~/db/tables.server";
import { renderMail } from "~/models/mail/layout.server";
import { and, desc } from "drizzle-orm";
import { cookieFor, makeAdmin, makeUser } from "../factories";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { freePort, killLeftovers, onThisTestDatabase, startLauncher, workerReady, type Launcher } from "./launcher-processes";

/**
 * The real launcher (two workers) with SMTP_URL at a server that refuses every recipient, on this
 * file's database: a message left queued (as queueMail leaves it, e.g. by a process that stopped
 * before delivering) is tried by the workers' sweep at start, ends `failed` with the server's
 * answer, and the admin outbox shows it so.
 */
const launched: Launcher[] = [];
let sink: SmtpSink;
let launcher: Launcher;
let base: string;
let adminCookie: string;
const SECRET_LINE = "Your code is 5b1e9d0c";

const message = async () => (await firstRow(db.select().from(mailMessages).where(eq(mailMessages.to, "refused@example.test")).limit(1)))!;

beforeAll(async () => {
  sink = await startSmtpSink();
  sink.refuse("permanent");
  adminCookie = await cookieFor(await makeAdmin());
  const mail = renderMail({ subject: "Your receipt from Promptory", greeting: "Hello Ann,", paragraphs: [SECRET_LINE] });
  await db.insert(mailMessages).values({ ...mail, to: "refused@example.test", kind: "purchase-receipt", status: "queued", nextAttemptAt: new Date() });
  const port = await freePort();
  launcher = startLauncher({
    ...onThisTestDatabase(port),
    WEB_CONCURRENCY: "2",
    SMTP_URL: sink.url,
    MAIL_FROM: "Promptory Receipts <receipts@example.test>",
  });
  launched.push(launcher);
  await launcher.waitFor(workerReady);
  base = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(async () => {
  killLeftovers(launched);
  await sink.close();
});

describe("the launcher with an SMTP server that refuses mail", () => {
  it("tries the message once, leaves it failed with the server's answer and a retry time, and logs no body", async () => {
    await launcher.waitFor((lines) => lines.some((line) => line.msg === "mail delivery failed"));
    const failed = await message();
    expect(failed).toMatchObject({ status: "failed", attempts: 1 });
    expect(failed.lastError).toMatch(/550 Mailbox unavailable/);
    expect(failed.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    expect(sink.refusals()).toBe(1); // two workers swept, one claimed it
    expect(launcher.lines.find((line) => line.msg === "mail delivery failed")).toMatchObject({ level: "warn", id: failed.id, kind: "purchase-receipt" });
    expect(launcher.output()).not.toContain(SECRET_LINE);
    expect(launcher.output()).not.toContain(sink.url);
  });

  it("the admin outbox lists it as failed, with the error, the recipient and its plain text", async () => {
    const response = await fetch(`${base}/admin/outbox`, { headers: { Cookie: adminCookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your receipt from Promptory");
    expect(html).toContain("refused@example.test");
    expect(html).toContain("Failed");
    expect(html).toMatch(/550 Mailbox unavailable/);
    expect(html).toContain(SECRET_LINE); // the plain text, for the admin
    expect(html).toContain("They go out through the SMTP server in SMTP_URL");
    expect(html).not.toContain(sink.url);
  });

  it("is admin-only: signed out goes to the login page", async () => {
    const response = await fetch(`${base}/admin/outbox`, { redirect: "manual" });
    expect(response).toHaveRedirect(/^\/login/);
  });

  it("a password reset asked for meanwhile still succeeds for the user; its message ends failed in the outbox", async () => {
    const user = await makeUser("buyer");
    const response = await fetch(`${base}/api/v1/auth/forgot-password`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: user.email }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    const resetMail = async () =>
      await firstRow(db
        .select()
        .from(mailMessages)
        .where(and(eq(mailMessages.to, user.email), eq(mailMessages.kind, "password-reset")))
        .orderBy(desc(mailMessages.createdAt)).limit(1));
    await expect.poll(async () => (await resetMail())?.status, { timeout: 15_000 }).toBe("failed");
    expect((await resetMail())!.lastError).toMatch(/550 Mailbox unavailable/);
    expect((await resetMail())!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
  });
});
