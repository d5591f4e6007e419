import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { notifications, supportTicketMessages, supportTickets } from "~/db/tables.server";
import { listNotifications } from "~/models/notifications.server";
import {
  getTicketThread,
  listAllTickets,
  listOwnTickets,
  openTicket,
  replyToTicket,
  setTicketStatus,
} from "~/models/support-tickets.server";
import type { User } from "~/models/users.server";
import { makeAdmin, makeBuyer, makeVendor } from "../factories";
import { planOf, statementsRun } from "../support/query-plans";
import { onPostgres } from "../support/engine";

const vendorNamed = async (name?: string) => (await makeVendor({ name })).user;

let buyer: User;
let admin: User;

beforeEach(async () => {
  await db.delete(supportTickets);
  buyer = await makeBuyer("Ben Buyer");
  admin = await makeAdmin();
  // Only the tickets' notifications count here, not the welcome a registration sends.
  await db.delete(notifications);
});

const open = async (author: User = buyer, subject = "Invoice") =>
  await openTicket(author, { subject, message: "Please send an invoice." });
const say = (author: User, id: string, message: string) => replyToTicket(author, id, { message });
const titles = async (user: User) => (await listNotifications(user.id)).map((item) => item.title);
const messagesOf = async (user: User) => (await listNotifications(user.id)).map((item) => item.message);

describe("a ticket's thread", () => {
  test("starts with the ticket's own message, then the replies oldest first", async () => {
    const ticket = await open();
    await say(admin, ticket.id, "Sent to your e-mail.");
    await say(buyer, ticket.id, "Thanks!");
    const thread = await getTicketThread(buyer, ticket.id);
    expect(thread).toMatchObject({ id: ticket.id, subject: "Invoice", status: "open", owner: { name: "Ben Buyer", role: "buyer" } });
    expect(thread.messages.map((m) => [m.author.name, m.author.role, m.body])).toEqual([
      ["Ben Buyer", "buyer", "Please send an invoice."],
      ["Ada Admin", "admin", "Sent to your e-mail."],
      ["Ben Buyer", "buyer", "Thanks!"],
    ]);
    expect(thread.messages[0]!.id).toBe(ticket.id);
  });

  test("replies written in the same millisecond keep the order they were written in", async () => {
    const ticket = await open();
    for (const word of ["one", "two", "three"]) await say(buyer, ticket.id, word);
    const stamp = new Date("2026-01-01T00:00:00Z");
    await db.update(supportTicketMessages).set({ createdAt: stamp }).where(eq(supportTicketMessages.ticketId, ticket.id));
    expect((await getTicketThread(admin, ticket.id)).messages.slice(1).map((m) => m.body)).toEqual(["one", "two", "three"]);
  });
});

describe("who may read and write", () => {
  test("nobody but the author and the admins reads a ticket: anyone else is told it does not exist", async () => {
    const ticket = await open();
    const stranger = await makeBuyer("Test buyer");
    const vendor = await vendorNamed("Test vendor");
    for (const other of [stranger, vendor]) {
      await expect(getTicketThread(other, ticket.id)).rejects.toThrow(expect.objectContaining({ status: 404, message: "Ticket not found." }));
      await expect(say(other, ticket.id, "Me too")).rejects.toThrow(expect.objectContaining({ status: 404 }));
    }
    await expect(getTicketThread(buyer, "no-such-ticket")).rejects.toThrow(expect.objectContaining({ status: 404 }));
    expect((await getTicketThread(admin, ticket.id)).subject).toBe("Invoice");
    expect(await db.select().from(supportTicketMessages)).toHaveLength(0);
  });

  test("admins cannot open tickets; only admins change a ticket's status", async () => {
    await expect(open(admin)).rejects.toThrow(expect.objectContaining({ status: 403 }));
    const ticket = await open();
    await expect(setTicketStatus(buyer, ticket.id, "closed")).rejects.toThrow(expect.objectContaining({ status: 403 }));
    expect((await getTicketThread(buyer, ticket.id)).status).toBe("open");
  });

  test("nobody replies to a closed ticket", async () => {
    const ticket = await open();
    await setTicketStatus(admin, ticket.id, "closed");
    for (const author of [buyer, admin]) {
      await expect(say(author, ticket.id, "Hello?")).rejects.toThrow(expect.objectContaining({ status: 409, message: "This ticket is closed." }));
    }
    expect((await getTicketThread(buyer, ticket.id)).messages).toHaveLength(1);
  });
});

describe("status", () => {
  test("an admin's reply marks the ticket answered; the author's reply opens it again", async () => {
    const ticket = await open();
    await say(admin, ticket.id, "Done.");
    expect((await getTicketThread(buyer, ticket.id)).status).toBe("answered");
    await say(admin, ticket.id, "Anything else?");
    expect((await getTicketThread(buyer, ticket.id)).status).toBe("answered");
    await say(buyer, ticket.id, "One more thing.");
    expect((await getTicketThread(buyer, ticket.id)).status).toBe("open");
  });

  test("admins move a ticket between open, answered and closed; a closed one only reopens", async () => {
    const ticket = await open();
    const status = async () => (await getTicketThread(admin, ticket.id)).status;
    await setTicketStatus(admin, ticket.id, "answered");
    await setTicketStatus(admin, ticket.id, "open");
    await setTicketStatus(admin, ticket.id, "closed");
    expect(await status()).toBe("closed");
    await expect(setTicketStatus(admin, ticket.id, "closed")).rejects.toThrow(expect.objectContaining({ status: 409, message: "This ticket is already closed." }));
    await expect(setTicketStatus(admin, ticket.id, "answered")).rejects.toThrow(expect.objectContaining({ status: 409 }));
    expect(await status()).toBe("closed");
    await setTicketStatus(admin, ticket.id, "open");
    expect(await status()).toBe("open");
  });
});

describe("notifications", () => {
  test("the author hears of every admin reply and status change; the admins of the author's replies", async () => {
    const otherAdmin = await makeAdmin();
    const ticket = await open(buyer, "Refund");
    expect(await titles(buyer)).toEqual(["Support ticket received"]);

    await say(admin, ticket.id, "Refunded.");
    expect((await messagesOf(buyer))[0]).toBe('Support replied to your ticket "Refund".');
    expect(await titles(admin)).toEqual([]);

    await say(buyer, ticket.id, "Thank you.");
    for (const each of [admin, otherAdmin]) expect(await messagesOf(each)).toEqual(['Ben Buyer replied to the ticket "Refund".']);

    await setTicketStatus(admin, ticket.id, "closed");
    expect((await listNotifications(buyer.id))[0]).toMatchObject({ title: "Ticket closed", message: 'Your ticket "Refund" was closed.' });
    await setTicketStatus(admin, ticket.id, "open");
    expect((await messagesOf(buyer))[0]).toBe('Your ticket "Refund" was reopened.');
    expect(await titles(buyer)).toHaveLength(4);
  });

  test("a refused reply or status change leaves no message and no notification behind", async () => {
    const ticket = await open();
    await setTicketStatus(admin, ticket.id, "closed");
    const before = (await listNotifications(buyer.id)).length;
    await expect(say(admin, ticket.id, "Late reply")).rejects.toThrow();
    await expect(setTicketStatus(admin, ticket.id, "closed")).rejects.toThrow();
    expect(await listNotifications(buyer.id)).toHaveLength(before);
    expect(await db.select().from(supportTicketMessages)).toHaveLength(0);
  });
});

describe("lists", () => {
  test("an author sees only their own tickets, newest first, paged, with the latest activity", async () => {
    const vendor = await vendorNamed("Test vendor");
    const first = await open(buyer, "First");
    await open(vendor, "Vendor's");
    await open(buyer, "Second");
    await open(buyer, "Third");
    await say(admin, first.id, "Reply");

    const page1 = await listOwnTickets(buyer.id, { page: 1, limit: 2 });
    expect(page1.items.map((t) => t.subject)).toEqual(["Third", "Second"]);
    expect(page1.total).toBe(3);
    const page2 = await listOwnTickets(buyer.id, { page: 2, limit: 2 });
    expect(page2.items.map((t) => [t.subject, t.status])).toEqual([["First", "answered"]]);
    const reply = (await getTicketThread(buyer, first.id)).messages[1]!;
    expect(page2.items[0]!.lastActivityAt).toEqual(reply.createdAt);
    expect(page1.items[0]!.lastActivityAt).toEqual(page1.items[0]!.createdAt);
    expect((await listOwnTickets(vendor.id, { page: 1, limit: 10 })).items.map((t) => t.subject)).toEqual(["Vendor's"]);
  });

  test("admins see everyone's tickets with their authors, optionally of one status", async () => {
    const vendor = await vendorNamed("Vera Vendor");
    const mine = await open(buyer, "Buyer's");
    await open(vendor, "Vendor's");
    await setTicketStatus(admin, mine.id, "closed");

    const all = await listAllTickets({ page: 1, limit: 10 });
    expect(all.total).toBe(2);
    expect(all.items.map((t) => [t.subject, t.userName, t.userRole, t.status])).toEqual([
      ["Vendor's", "Vera Vendor", "vendor", "open"],
      ["Buyer's", "Ben Buyer", "buyer", "closed"],
    ]);
    expect((await listAllTickets({ status: "closed", page: 1, limit: 10 })).items.map((t) => t.subject)).toEqual(["Buyer's"]);
    expect(await listAllTickets({ status: "answered", page: 1, limit: 10 })).toEqual({ items: [], total: 0 });
  });
});

describe.skipIf(onPostgres)("ticket lists read an index in order (SQLite's plans)", () => {
  afterEach(() => vi.restoreAllMocks());

  /** The plan of the first statement `run` executes that reads the ticket rows (not the count). */
  async function listPlan(run: () => Promise<unknown>): Promise<string> {
    return planOf((await statementsRun(run)).find((source) => source.includes("order by"))!);
  }


  test("the author's, every ticket, and one status: no table scan, no sort", async () => {
    const page = { page: 1, limit: 10 };
    const plans = {
      own: await listPlan(() => listOwnTickets(buyer.id, page)),
      all: await listPlan(() => listAllTickets(page)),
      status: await listPlan(() => listAllTickets({ ...page, status: "open" })),
    };
    expect(plans.own).toMatch(/support_tickets USING INDEX support_tickets_user_idx \(user_id=\?\)/);
    expect(plans.all).toMatch(/SCAN support_tickets USING INDEX support_tickets_created_idx/);
    expect(plans.status).toMatch(/support_tickets USING INDEX support_tickets_status_idx \(status=\?\)/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/TEMP B-TREE|SCAN support_tickets$|SCAN support_tickets;/);
  });
});
