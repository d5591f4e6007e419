import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { notifications, supportTicketMessages, supportTickets } from "~/db/schema";
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

const vendorNamed = async (name?: string) => (await makeVendor({ name })).user;

let buyer: User;
let admin: User;

beforeEach(async () => {
  db.delete(supportTickets).run();
  buyer = await makeBuyer("Ben Buyer");
  admin = await makeAdmin();
  // Only the tickets' notifications count here, not the welcome a registration sends.
  db.delete(notifications).run();
});

const open = (author: User = buyer, subject = "Invoice") =>
  openTicket(author, { subject, message: "Please send an invoice." });
const say = (author: User, id: string, message: string) => replyToTicket(author, id, { message });
const titles = (user: User) => listNotifications(user.id).map((item) => item.title);
const messagesOf = (user: User) => listNotifications(user.id).map((item) => item.message);

describe("a ticket's thread", () => {
  test("starts with the ticket's own message, then the replies oldest first", () => {
    const ticket = open();
    say(admin, ticket.id, "Sent to your e-mail.");
    say(buyer, ticket.id, "Thanks!");
    const thread = getTicketThread(buyer, ticket.id);
    expect(thread).toMatchObject({ id: ticket.id, subject: "Invoice", status: "open", owner: { name: "Ben Buyer", role: "buyer" } });
    expect(thread.messages.map((m) => [m.author.name, m.author.role, m.body])).toEqual([
      ["Ben Buyer", "buyer", "Please send an invoice."],
      ["Ada Admin", "admin", "Sent to your e-mail."],
      ["Ben Buyer", "buyer", "Thanks!"],
    ]);
    expect(thread.messages[0]!.id).toBe(ticket.id);
  });

  test("replies written in the same millisecond keep the order they were written in", () => {
    const ticket = open();
    for (const word of ["one", "two", "three"]) say(buyer, ticket.id, word);
    const stamp = new Date("2026-01-01T00:00:00Z");
    db.update(supportTicketMessages).set({ createdAt: stamp }).where(eq(supportTicketMessages.ticketId, ticket.id)).run();
    expect(getTicketThread(admin, ticket.id).messages.slice(1).map((m) => m.body)).toEqual(["one", "two", "three"]);
  });
});

describe("who may read and write", () => {
  test("nobody but the author and the admins reads a ticket: anyone else is told it does not exist", async () => {
    const ticket = open();
    const stranger = await makeBuyer("Test buyer");
    const vendor = await vendorNamed("Test vendor");
    for (const other of [stranger, vendor]) {
      expect(() => getTicketThread(other, ticket.id)).toThrow(expect.objectContaining({ status: 404, message: "Ticket not found." }));
      expect(() => say(other, ticket.id, "Me too")).toThrow(expect.objectContaining({ status: 404 }));
    }
    expect(() => getTicketThread(buyer, "no-such-ticket")).toThrow(expect.objectContaining({ status: 404 }));
    expect(getTicketThread(admin, ticket.id).subject).toBe("Invoice");
    expect(db.select().from(supportTicketMessages).all()).toHaveLength(0);
  });

  test("admins cannot open tickets; only admins change a ticket's status", async () => {
    expect(() => open(admin)).toThrow(expect.objectContaining({ status: 403 }));
    const ticket = open();
    expect(() => setTicketStatus(buyer, ticket.id, "closed")).toThrow(expect.objectContaining({ status: 403 }));
    expect(getTicketThread(buyer, ticket.id).status).toBe("open");
  });

  test("nobody replies to a closed ticket", () => {
    const ticket = open();
    setTicketStatus(admin, ticket.id, "closed");
    for (const author of [buyer, admin]) {
      expect(() => say(author, ticket.id, "Hello?")).toThrow(expect.objectContaining({ status: 409, message: "This ticket is closed." }));
    }
    expect(getTicketThread(buyer, ticket.id).messages).toHaveLength(1);
  });
});

describe("status", () => {
  test("an admin's reply marks the ticket answered; the author's reply opens it again", () => {
    const ticket = open();
    say(admin, ticket.id, "Done.");
    expect(getTicketThread(buyer, ticket.id).status).toBe("answered");
    say(admin, ticket.id, "Anything else?");
    expect(getTicketThread(buyer, ticket.id).status).toBe("answered");
    say(buyer, ticket.id, "One more thing.");
    expect(getTicketThread(buyer, ticket.id).status).toBe("open");
  });

  test("admins move a ticket between open, answered and closed; a closed one only reopens", () => {
    const ticket = open();
    const status = () => getTicketThread(admin, ticket.id).status;
    setTicketStatus(admin, ticket.id, "answered");
    setTicketStatus(admin, ticket.id, "open");
    setTicketStatus(admin, ticket.id, "closed");
    expect(status()).toBe("closed");
    expect(() => setTicketStatus(admin, ticket.id, "closed")).toThrow(expect.objectContaining({ status: 409, message: "This ticket is already closed." }));
    expect(() => setTicketStatus(admin, ticket.id, "answered")).toThrow(expect.objectContaining({ status: 409 }));
    expect(status()).toBe("closed");
    setTicketStatus(admin, ticket.id, "open");
    expect(status()).toBe("open");
  });
});

describe("notifications", () => {
  test("the author hears of every admin reply and status change; the admins of the author's replies", async () => {
    const otherAdmin = await makeAdmin();
    const ticket = open(buyer, "Refund");
    expect(titles(buyer)).toEqual(["Support ticket received"]);

    say(admin, ticket.id, "Refunded.");
    expect(messagesOf(buyer)[0]).toBe('Support replied to your ticket "Refund".');
    expect(titles(admin)).toEqual([]);

    say(buyer, ticket.id, "Thank you.");
    for (const each of [admin, otherAdmin]) expect(messagesOf(each)).toEqual(['Ben Buyer replied to the ticket "Refund".']);

    setTicketStatus(admin, ticket.id, "closed");
    expect(listNotifications(buyer.id)[0]).toMatchObject({ title: "Ticket closed", message: 'Your ticket "Refund" was closed.' });
    setTicketStatus(admin, ticket.id, "open");
    expect(messagesOf(buyer)[0]).toBe('Your ticket "Refund" was reopened.');
    expect(titles(buyer)).toHaveLength(4);
  });

  test("a refused reply or status change leaves no message and no notification behind", () => {
    const ticket = open();
    setTicketStatus(admin, ticket.id, "closed");
    const before = listNotifications(buyer.id).length;
    expect(() => say(admin, ticket.id, "Late reply")).toThrow();
    expect(() => setTicketStatus(admin, ticket.id, "closed")).toThrow();
    expect(listNotifications(buyer.id)).toHaveLength(before);
    expect(db.select().from(supportTicketMessages).all()).toHaveLength(0);
  });
});

describe("lists", () => {
  test("an author sees only their own tickets, newest first, paged, with the latest activity", async () => {
    const vendor = await vendorNamed("Test vendor");
    const first = open(buyer, "First");
    open(vendor, "Vendor's");
    open(buyer, "Second");
    open(buyer, "Third");
    say(admin, first.id, "Reply");

    const page1 = listOwnTickets(buyer.id, { page: 1, limit: 2 });
    expect(page1.items.map((t) => t.subject)).toEqual(["Third", "Second"]);
    expect(page1.total).toBe(3);
    const page2 = listOwnTickets(buyer.id, { page: 2, limit: 2 });
    expect(page2.items.map((t) => [t.subject, t.status])).toEqual([["First", "answered"]]);
    const reply = getTicketThread(buyer, first.id).messages[1]!;
    expect(page2.items[0]!.lastActivityAt).toEqual(reply.createdAt);
    expect(page1.items[0]!.lastActivityAt).toEqual(page1.items[0]!.createdAt);
    expect(listOwnTickets(vendor.id, { page: 1, limit: 10 }).items.map((t) => t.subject)).toEqual(["Vendor's"]);
  });

  test("admins see everyone's tickets with their authors, optionally of one status", async () => {
    const vendor = await vendorNamed("Vera Vendor");
    const mine = open(buyer, "Buyer's");
    open(vendor, "Vendor's");
    setTicketStatus(admin, mine.id, "closed");

    const all = listAllTickets({ page: 1, limit: 10 });
    expect(all.total).toBe(2);
    expect(all.items.map((t) => [t.subject, t.userName, t.userRole, t.status])).toEqual([
      ["Vendor's", "Vera Vendor", "vendor", "open"],
      ["Buyer's", "Ben Buyer", "buyer", "closed"],
    ]);
    expect(listAllTickets({ status: "closed", page: 1, limit: 10 }).items.map((t) => t.subject)).toEqual(["Buyer's"]);
    expect(listAllTickets({ status: "answered", page: 1, limit: 10 })).toEqual({ items: [], total: 0 });
  });
});

describe("ticket lists read an index in order", () => {
  afterEach(() => vi.restoreAllMocks());

  /** The plan of the first statement `run` prepares that reads the ticket rows (not the count). */
  function listPlan(run: () => void): string {
    const prepare = vi.spyOn(db.$client, "prepare");
    run();
    const text = prepare.mock.calls.map(([source]) => String(source)).find((source) => source.includes("order by"))!;
    prepare.mockRestore();
    const parameters = Array.from(text.matchAll(/\?/g), () => null);
    const plan = db.$client.prepare(`explain query plan ${text}`).all(...parameters) as { detail: string }[];
    return plan.map((row) => row.detail).join("; ");
  }

  test("the author's, every ticket, and one status: no table scan, no sort", () => {
    const page = { page: 1, limit: 10 };
    const plans = {
      own: listPlan(() => listOwnTickets(buyer.id, page)),
      all: listPlan(() => listAllTickets(page)),
      status: listPlan(() => listAllTickets({ ...page, status: "open" })),
    };
    expect(plans.own).toMatch(/support_tickets USING INDEX support_tickets_user_idx \(user_id=\?\)/);
    expect(plans.all).toMatch(/SCAN support_tickets USING INDEX support_tickets_created_idx/);
    expect(plans.status).toMatch(/support_tickets USING INDEX support_tickets_status_idx \(status=\?\)/);
    for (const plan of Object.values(plans)) expect(plan).not.toMatch(/TEMP B-TREE|SCAN support_tickets$|SCAN support_tickets;/);
  });
});
