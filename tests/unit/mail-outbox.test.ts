import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { db, transaction, firstRow } from "~/db/client.server";
import { parseCursor } from "~/db/newest-first.server";
import { mailMessages } from "~/db/tables.server";
import { DEFAULT_MAIL_FROM, parseEnv } from "~/env.server";
import { deliverDue } from "~/models/mail/delivery.server";
import { renderMail } from "~/models/mail/layout.server";
import { listOutbox, OUTBOX_PAGE_SIZE, type OutboxPage } from "~/models/mail/outbox-list.server";
import { queueMail } from "~/models/mail/outbox.server";
import { smtpTransport } from "~/models/mail/transport.server";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { settingRefusal } from "../support/setting-refusal";
import { rawAll } from "../support/raw-sql";
import { onPostgres } from "../support/engine";

/** The embedded outbox (no SMTP_URL in the tests' settings), the settings, and the admin list. */

const mail = (to: string) => ({
  ...renderMail({ subject: `Receipt for ${to}`, greeting: "Hello,", paragraphs: ["Thank you for your order."] }),
  to,
  kind: "purchase-receipt" as const,
});
const byAddress = async (to: string) => await db.select().from(mailMessages).where(eq(mailMessages.to, to));

describe("queueMail and the embedded outbox", () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  test("without SMTP_URL a message is stored after its transaction commits: the outbox is where it is delivered", async () => {
    const to = "stored@example.test";
    const statusInside = await transaction(async (tx) => {
      await queueMail(mail(to), tx);
      return (await byAddress(to))[0]?.status;
    });
    expect(statusInside).toBe("queued");
    expect((await byAddress(to))[0]?.status).toBe("queued"); // still this turn of the event loop: nothing delivered yet
    await vi.waitFor(async () => expect((await byAddress(to))[0]).toMatchObject({ status: "stored", attempts: 1, nextAttemptAt: null, sentAt: null, lastError: null }));
  });

  test("a message queued in a transaction that rolls back is never sent", async () => {
    const to = "rolled-back@example.test";
    await expect(
      transaction(async (tx) => {
        await queueMail(mail(to), tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await new Promise((resolve) => setTimeout(resolve, 50)); // the scheduled pass has run
    expect(await byAddress(to)).toEqual([]);
    await deliverDue({ transport: smtpTransport(sink.url, DEFAULT_MAIL_FROM) });
    expect(sink.messages.filter((got) => got.to.includes(to))).toEqual([]);
  });
});

describe("SMTP_URL and MAIL_FROM (parseEnv)", () => {
  const parse = (source: Record<string, string>) => parseEnv({ DATABASE_URL: path.join(path.dirname(process.env.DATABASE_URL!), "parse.db"), SESSION_SECRET: "x", ...source });
  const refusal = (source: Record<string, string>) => settingRefusal({ DATABASE_URL: path.join(path.dirname(process.env.DATABASE_URL!), "parse.db"), SESSION_SECRET: "x" }, source);

  test("unset: no SMTP server, the default sender", () => {
    expect(parse({})).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: "Promptory <no-reply@localhost>" });
    expect(parse({ SMTP_URL: " ", MAIL_FROM: "" })).toMatchObject({ SMTP_URL: undefined, MAIL_FROM: DEFAULT_MAIL_FROM });
  });

  test.each([
    "smtp://mail.example.com",
    "smtp://user:pass@mail.example.com:587",
    "smtps://apikey:s%40cret@smtp.example.com:465",
    "smtp://127.0.0.1:2525?tls.rejectUnauthorized=false",
  ])("accepts %s", (url) => {
    expect(parse({ SMTP_URL: ` ${url} ` }).SMTP_URL).toBe(url);
  });

  test.each(["https://user:hunter2@mail.example.com", "mail.example.com:587", "smtp://user:hunter2@", "hunter2"])(
    "refuses %s in one line that names SMTP_URL and never repeats it",
    (url) => {
      const message = refusal({ SMTP_URL: url });
      expect(message).toBe("SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.com:587");
      expect(message).not.toContain("hunter2");
    },
  );

  test("MAIL_FROM: an address with or without a name; anything else is refused", () => {
    expect(parse({ MAIL_FROM: "Shop <shop@example.com>" }).MAIL_FROM).toBe("Shop <shop@example.com>");
    expect(parse({ MAIL_FROM: "shop@example.com" }).MAIL_FROM).toBe("shop@example.com");
    expect(refusal({ MAIL_FROM: "The Shop" })).toBe('MAIL_FROM must be an address such as "Promptory <no-reply@example.com>", not "The Shop"');
    expect(refusal({ MAIL_FROM: "a <b@c> <d@e>" })).toMatch(/^MAIL_FROM must be an address/);
  });
});

describe("the outbox list (newest first, paged by position)", () => {
  const all = async () => (await rawAll<{ id: string }>("select id from mail_messages order by created_at desc, rowid desc")).map((row) => row.id);
  const ids = (page: OutboxPage) => page.items.map((item) => item.id);

  test("newest first, ties in insertion order reversed; older and newer pages walk the whole list both ways", async () => {
    const sameTime = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 45; i++) {
      const createdAt = i % 3 === 0 ? sameTime : new Date(sameTime.getTime() + i * 1000);
      await db.insert(mailMessages).values({ ...mail(`list-${i}@example.test`), status: "stored", createdAt });
    }
    const expected = await all();
    const forward: OutboxPage[] = [await listOutbox({}, 7)];
    while (forward.at(-1)!.older) forward.push(await listOutbox({ older: parseCursor(forward.at(-1)!.older!)! }, 7));
    expect(forward.flatMap(ids)).toEqual(expected);
    expect(forward[0]!.newer).toBeUndefined();
    expect(forward.slice(1).every((page) => page.newer)).toBe(true);

    const back: OutboxPage[] = [forward.at(-1)!];
    while (back.at(-1)!.newer) back.push(await listOutbox({ newer: parseCursor(back.at(-1)!.newer!)! }, 7));
    expect(back.reverse().flatMap(ids)).toEqual(expected);
  });

  test("cursors are only '<ms>-<rowid>'; anything else means the first page", () => {
    expect(parseCursor("1700000000000-42")).toEqual({ createdAt: 1700000000000, rowid: 42 });
    for (const text of [null, "", "abc", "1-2-3", "1e5-2", "-1-2", "1".repeat(20) + "-1"]) expect(parseCursor(text)).toBeUndefined();
  });

  test.skipIf(onPostgres)("1,000,000 messages: every page is one short index walk, in milliseconds", async () => {
    db.$client.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000)
      insert into mail_messages (id, to_address, kind, subject, text_body, html_body, status, attempts, created_at)
      select 'bulk-' || i, 'bulk-' || i || '@example.test', 'purchase-receipt', 'Receipt ' || i, 'Thanks', '<p>Thanks</p>', 'sent', 1,
             1700000000000 + (i / 3) * 1000
        from n`);
    expect((await firstRow(db.select({ n: count() }).from(mailMessages).limit(1)))!.n).toBeGreaterThan(1_000_000);
    const plans = [
      "select id from mail_messages order by created_at desc, rowid desc limit 21",
      "select id from mail_messages where (created_at, rowid) < (1700100000000, 300000) order by created_at desc, rowid desc limit 21",
      "select id from mail_messages where (created_at, rowid) > (1700100000000, 300000) order by created_at asc, rowid asc limit 21",
    ].map((query) => (db.$client.prepare(`explain query plan ${query}`).all() as { detail: string }[]).map((step) => step.detail).join("; "));
    for (const plan of plans) {
      expect(plan).toMatch(/mail_messages_created_idx/);
      expect(plan).not.toMatch(/TEMP B-TREE|SCAN mail_messages$/);
    }

    const timed = async (run: () => Promise<OutboxPage>) => {
      const start = performance.now();
      const page = await run();
      return { page, ms: performance.now() - start };
    };
    const first = await timed(() => listOutbox());
    const deep = await timed(() => listOutbox({ older: { createdAt: 1700000000000 + 1000, rowid: 4 } }));
    const middle = await timed(() => listOutbox({ newer: { createdAt: 1700000000000 + 150_000_000, rowid: 450_000 } }));
    expect(first.page.items).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(deep.page.items.length).toBeGreaterThan(0);
    expect(middle.page.items).toHaveLength(OUTBOX_PAGE_SIZE);
    for (const { ms } of [first, deep, middle]) expect(ms).toBeLessThan(50);
  }, 120_000);
});
