import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { parseCursor } from "~/db/newest-first.server";
import { contactMessages } from "~/db/tables.server";
import { HONEYPOT_FIELD } from "~/components/public/honeypot";
import {
  CONTACT_PAGE_SIZE,
  countUnreadContactMessages,
  listContactMessages,
  markContactMessageRead,
  saveContactMessage,
  UNREAD_COUNT_LIMIT,
} from "~/models/support.server";
import { action } from "~/routes/_public.contact";
import { CLIENT_ADDRESS_HEADER } from "~/utils/client-address";
import { readToast } from "~/utils/session.server";
import { rawAll, rawGet } from "../support/raw-sql";
import { onPostgres } from "../support/engine";

function submitContact(fields: Record<string, string>, client = "local") {
  const headers = { [CLIENT_ADDRESS_HEADER]: client };
  const request = new Request("http://localhost/contact", { method: "POST", headers, body: new URLSearchParams(fields) });
  return action({ request, params: {}, context: {} });
}

const stored = async () => Number((await rawGet<{ n: number }>("select count(*) as n from contact_messages"))!.n);

const VALID = { name: "Grace Hopper", email: "Grace@Example.com", message: "I would like to sell my debugging prompts." };

describe("contact form action", () => {
  it("saves a valid message and redirects back with a thank-you toast", async () => {
    const result = await submitContact(VALID);

    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response).toHaveRedirect("/contact");
    const cookie = response.headers.get("Set-Cookie")!.split(";")[0]!;
    const { toast } = await readToast(new Request("http://localhost/contact", { headers: { Cookie: cookie } }));
    expect(toast?.type).toBe("success");
    expect((await listContactMessages()).items).toEqual([
      expect.objectContaining({ name: "Grace Hopper", email: "grace@example.com", message: VALID.message }),
    ]);
  });

  it("returns field errors with status 400 and saves nothing for invalid input", async () => {
    const before = await stored();

    const result = await submitContact({ name: " ", email: "not-an-email", message: "short" });

    expect(result).not.toBeInstanceOf(Response);
    const reply = result as Exclude<typeof result, Response>;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toMatchObject({
      name: ["Name is required"],
      email: ["Enter a valid email address"],
      message: ["Message must be at least 10 characters"],
    });
    expect(await stored()).toBe(before);
  });

  it("pretends success but saves nothing when the honeypot is filled", async () => {
    const before = await stored();

    const result = await submitContact({ ...VALID, [HONEYPOT_FIELD]: "https://spam.example" });

    expect(result).toBeInstanceOf(Response);
    expect(result as Response).toHaveRedirect("/contact");
    expect(await stored()).toBe(before);
  });
});

describe("contact messages per client address", () => {
  it("takes 10 an hour from one address, then answers 429 with a form error and saves nothing; other addresses go on", async () => {
    const flood = { ...VALID, message: "x".repeat(5000) };
    for (let i = 0; i < 10; i++) expect(await submitContact(flood, "203.0.113.9")).toHaveRedirect("/contact");
    const before = await stored();

    const refused = (await submitContact(flood, "203.0.113.9")) as unknown as { init: { status: number }; data: { error: Record<string, string[]> } };
    expect(refused.init.status).toBe(429);
    expect(refused.data.error[""]).toEqual([expect.stringMatching(/^You have sent us several messages already\. Try again in \d+ minute\(s\)\.$/)]);
    expect(await stored()).toBe(before);

    expect(await submitContact(VALID, "198.51.100.4")).toHaveRedirect("/contact");
    expect(await stored()).toBe(before + 1);
  });
});

describe("markContactMessageRead", () => {
  it("marks a message read once and keeps the first reading time", async () => {
    const message = await saveContactMessage({ name: "Ada", email: "ada@example.com", message: "Please call me back." });
    await markContactMessageRead(message.id);
    const first = (await listContactMessages()).items.find((item) => item.id === message.id)?.readAt;
    expect(first).toBeInstanceOf(Date);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await markContactMessageRead(message.id);
    expect((await listContactMessages()).items.find((item) => item.id === message.id)?.readAt).toEqual(first);
  });

  it("refuses an unknown message with 404", async () => {
    await expect(markContactMessageRead("no-such-message")).rejects.toThrowAppError(404, "Message not found");
  });
});

describe("the admin's list of contact messages (newest first, paged by position)", () => {
  const ids = (page: Awaited<ReturnType<typeof listContactMessages>>) => page.items.map((item) => item.id);

  it("walks every message once, older then newer, ties in insertion order reversed", async () => {
    await db.delete(contactMessages);
    const sameTime = new Date("2026-01-01T00:00:00Z");
    for (let i = 0; i < 45; i++) {
      const createdAt = i % 3 === 0 ? sameTime : new Date(sameTime.getTime() + i * 1000);
      await db.insert(contactMessages).values({ name: `Sender ${i}`, email: `s${i}@example.test`, message: "Hello there, a question.", createdAt });
    }
    const expected = (await rawAll<{ id: string }>("select id from contact_messages order by created_at desc, rowid desc")).map((row) => row.id);
    const forward = [await listContactMessages({}, 7)];
    while (forward.at(-1)!.older) forward.push(await listContactMessages({ older: parseCursor(forward.at(-1)!.older!)! }, 7));
    expect(forward.flatMap(ids)).toEqual(expected);
    expect((await listContactMessages()).items).toHaveLength(CONTACT_PAGE_SIZE);
    const back = [forward.at(-1)!];
    while (back.at(-1)!.newer) back.push(await listContactMessages({ newer: parseCursor(back.at(-1)!.newer!)! }, 7));
    expect(back.reverse().flatMap(ids)).toEqual(expected);
    expect(await countUnreadContactMessages()).toBe(45);
  });

  it.skipIf(onPostgres)("1,000,000 messages: a page and the unread count are index walks, in milliseconds", async () => {
    db.$client.exec(`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000)
      insert into contact_messages (id, name, email, message, created_at)
      select 'bulk-' || i, 'Bulk ' || i, 'bulk-' || i || '@example.test', 'A message of some length.', 1700000000000 + (i / 3) * 1000
        from n`);
    const plans = [
      "select id from contact_messages order by created_at desc, rowid desc limit 21",
      "select id from contact_messages where (created_at, rowid) < (1700100000000, 300000) order by created_at desc, rowid desc limit 21",
      "select id from contact_messages where (created_at, rowid) > (1700100000000, 300000) order by created_at asc, rowid asc limit 21",
    ].map((query) => (db.$client.prepare(`explain query plan ${query}`).all() as { detail: string }[]).map((step) => step.detail).join("; "));
    for (const plan of plans) {
      expect(plan).toMatch(/contact_messages_created_idx/);
      expect(plan).not.toMatch(/TEMP B-TREE|SCAN contact_messages$/);
    }
    const unreadPlan = db.$client.prepare("explain query plan select 1 from contact_messages where read_at is null limit 1000").all() as { detail: string }[];
    expect(unreadPlan.map((step) => step.detail).join("; ")).toMatch(/contact_messages_unread_idx/);

    const timed = async <T,>(run: () => Promise<T>) => {
      const start = performance.now();
      return { value: await run(), ms: performance.now() - start };
    };
    const first = await timed(() => listContactMessages());
    const deep = await timed(() => listContactMessages({ older: { createdAt: 1700000000000 + 1000, rowid: 4 } }));
    const unread = await timed(() => countUnreadContactMessages());
    expect(first.value.items).toHaveLength(CONTACT_PAGE_SIZE);
    expect(deep.value.items.length).toBeGreaterThan(0);
    expect(unread.value).toBe(UNREAD_COUNT_LIMIT);
    for (const { ms } of [first, deep, unread]) expect(ms).toBeLessThan(50);
  }, 120_000);
});
