import { asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { boundedCount } from "~/db/bounded-count.server";
import { db, transaction, type Tx, firstRow, oneRow } from "~/db/client.server";
import { type Role, type TicketStatus } from "~/db/schema";
import { supportTicketMessages, supportTickets, users } from "~/db/tables.server";
import type { SupportTicketSchema } from "~/schemas/profile";
import { TICKET_CLOSED, type TicketReplySchema } from "~/schemas/support-ticket";
import { COUNT_LIMIT } from "./catalogue.server";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { queueMail } from "./mail/outbox.server";
import { ticketUpdate, type TicketChange } from "./mail/ticket-update.server";
import { notify, notifyAdmins } from "./notifications.server";

/**
 * Support tickets are threads (docs/decisions/0140): the author (a buyer or a vendor) and the
 * admins write in turn; the ticket's own `message` is the first message.
 */

type Actor = { id: string; role: Role; name: string };
type Page = { page: number; limit: number };

export const TICKET_SUCCESS = "Support ticket submitted successfully!";
const TICKET_NOT_FOUND = "Ticket not found.";

/** Where an admin may move a ticket; replies move it between open and answered on their own. */
const NEXT_STATUSES: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ["answered", "closed"],
  answered: ["open", "closed"],
  closed: ["open"],
};

const STATUS_NOTICE: Record<TicketStatus, { title: string; done: string; verb: string }> = {
  open: { title: "Ticket reopened", done: "Ticket reopened", verb: "was reopened" },
  answered: { title: "Ticket answered", done: "Ticket marked answered", verb: "was marked answered" },
  closed: { title: "Ticket closed", done: "Ticket closed", verb: "was closed" },
};

/** What the admin is told after a status change ("Ticket closed"). */
export const statusChangeMessage = (status: TicketStatus) => STATUS_NOTICE[status].done;

/** Buyers and vendors may open tickets; admins answer them and cannot open one. */
export async function openTicket(user: Actor, input: z.infer<typeof SupportTicketSchema>) {
  if (user.role === "admin") throw forbidden("Admins cannot open support tickets.");
  return await transaction(async (tx) => {
    const ticket = await oneRow(tx
      .insert(supportTickets)
      .values({ userId: user.id, subject: input.subject, message: input.message })
      .returning());
    await notify(
      user.id,
      {
        type: "info",
        title: "Support ticket received",
        message: `We received your ticket "${input.subject}". Follow it under Support in your menu.`,
      },
      tx,
    );
    return ticket;
  });
}

/**
 * The latest message of a ticket, read through the thread index (one seek per ticket). The
 * ticket's id is written out with its table: drizzle leaves columns bare in a one-table select.
 */
const lastActivityAt = sql`coalesce(
  (select max(${supportTicketMessages.createdAt}) from ${supportTicketMessages}
   where ${supportTicketMessages.ticketId} = ${supportTickets}.${sql.identifier(supportTickets.id.name)}),
  ${supportTickets.createdAt})`.mapWith(supportTickets.createdAt);

const summary = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  lastActivityAt,
};

export type TicketSummary = { id: string; subject: string; status: TicketStatus; createdAt: Date; lastActivityAt: Date };
export type AdminTicketSummary = TicketSummary & { userName: string; userEmail: string; userRole: Role };

/** Newest first; rowid breaks ties between tickets opened in the same millisecond. */
const newestFirst = [desc(supportTickets.createdAt), desc(sql`${supportTickets}.rowid`)];

/** Tickets matching `where`, counted no further than COUNT_LIMIT (docs/decisions/0091). */
async function countTickets(where: SQL | undefined): Promise<number> {
  const limited = db.select({ one: sql`1` }).from(supportTickets).where(where).limit(COUNT_LIMIT + 1);
  return Math.min(await boundedCount(limited), COUNT_LIMIT);
}

/** A buyer's or vendor's own tickets, newest first. */
export async function listOwnTickets(userId: string, { page, limit }: Page): Promise<{ items: TicketSummary[]; total: number }> {
  const where = eq(supportTickets.userId, userId);
  const items = await db
    .select(summary)
    .from(supportTickets)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  return { items, total: await countTickets(where) };
}

/** Every ticket for the admins, newest first, optionally of one status. */
export async function listAllTickets({ status, page, limit }: Page & { status?: TicketStatus }): Promise<{
  items: AdminTicketSummary[];
  total: number;
}> {
  const where = status ? eq(supportTickets.status, status) : undefined;
  const items = await db
    .select({ ...summary, userName: users.name, userEmail: users.email, userRole: users.role })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  return { items, total: await countTickets(where) };
}

export type TicketMessage = {
  id: string;
  body: string;
  createdAt: Date;
  author: { name: string; role: Role };
};

export type TicketThread = {
  id: string;
  subject: string;
  status: TicketStatus;
  createdAt: Date;
  owner: { name: string; email: string; role: Role };
  messages: TicketMessage[];
};

type TicketRow = typeof supportTickets.$inferSelect;

/** The ticket if `viewer` may read it (its author or an admin); anyone else gets "not found". */
async function readableTicket(tx: Pick<Tx, "select">, viewer: Actor, id: string): Promise<TicketRow> {
  const ticket = await firstRow(tx.select().from(supportTickets).where(eq(supportTickets.id, id)).limit(1));
  if (!ticket || (viewer.role !== "admin" && ticket.userId !== viewer.id)) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** The ticket and its messages, oldest first; the first is the ticket's own message (its id is the ticket's). */
export async function getTicketThread(viewer: Actor, id: string): Promise<TicketThread> {
  const ticket = await readableTicket(db, viewer, id);
  const owner = (await firstRow(db
    .select({ name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, ticket.userId)).limit(1)))!;
  const replies = await db
    .select({
      id: supportTicketMessages.id,
      body: supportTicketMessages.body,
      createdAt: supportTicketMessages.createdAt,
      author: { name: users.name, role: users.role },
    })
    .from(supportTicketMessages)
    .innerJoin(users, eq(users.id, supportTicketMessages.authorId))
    .where(eq(supportTicketMessages.ticketId, id))
    .orderBy(asc(supportTicketMessages.createdAt), asc(sql`${supportTicketMessages}.rowid`));
  const first = { id: ticket.id, body: ticket.message, createdAt: ticket.createdAt, author: { name: owner.name, role: owner.role } };
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    createdAt: ticket.createdAt,
    owner,
    messages: [first, ...replies],
  };
}

/**
 * A reply by the author or an admin, while the ticket is not closed. An admin's reply marks it
 * answered and tells the author; the author's reopens it and tells the admins. One transaction.
 */
export async function replyToTicket(user: Actor, id: string, input: z.infer<typeof TicketReplySchema>): Promise<TicketMessage> {
  return await transaction(async (tx) => {
    const ticket = await readableTicket(tx, user, id);
    if (ticket.status === "closed") throw new AppError(409, TICKET_CLOSED);
    const reply = await oneRow(tx
      .insert(supportTicketMessages)
      .values({ ticketId: ticket.id, authorId: user.id, body: input.message })
      .returning());
    const fromSupport = user.role === "admin";
    const status = fromSupport ? "answered" : "open";
    if (ticket.status !== status) await tx.update(supportTickets).set({ status }).where(eq(supportTickets.id, ticket.id));
    if (fromSupport) {
      await notify(
        ticket.userId,
        { type: "info", title: "New reply to your ticket", message: `Support replied to your ticket "${ticket.subject}".` },
        tx,
      );
      await mailAuthor(tx, ticket, { kind: "reply", reply: reply.body });
    } else {
      await notifyAdmins({ type: "info", title: "New reply on a ticket", message: `${user.name} replied to the ticket "${ticket.subject}".` }, tx);
    }
    return { id: reply.id, body: reply.body, createdAt: reply.createdAt, author: { name: user.name, role: user.role } };
  });
}

/** An admin moves a ticket to another status (NEXT_STATUSES); its author is told, in the same transaction. */
export async function setTicketStatus(admin: Actor, id: string, status: TicketStatus): Promise<void> {
  if (admin.role !== "admin") throw forbidden();
  await transaction(async (tx) => {
    const ticket = await readableTicket(tx, admin, id);
    if (ticket.status === status) throw new AppError(409, `This ticket is already ${status}.`);
    if (!NEXT_STATUSES[ticket.status].includes(status)) {
      throw new AppError(409, `A ${ticket.status} ticket cannot be marked ${status}; reopen it first.`);
    }
    await tx.update(supportTickets).set({ status }).where(eq(supportTickets.id, id));
    const notice = STATUS_NOTICE[status];
    await notify(ticket.userId, { type: "info", title: notice.title, message: `Your ticket "${ticket.subject}" ${notice.verb}.` }, tx);
    await mailAuthor(tx, ticket, { kind: "status", status });
  });
}

/** Support's reply or status change, e-mailed to the ticket's author in the same transaction. */
async function mailAuthor(tx: Tx, ticket: TicketRow, change: TicketChange): Promise<void> {
  const author = await firstRow(tx.select({ name: users.name, email: users.email, role: users.role }).from(users).where(eq(users.id, ticket.userId)).limit(1));
  if (!author) return;
  const mail = ticketUpdate({ authorName: author.name, authorRole: author.role, ticketId: ticket.id, subject: ticket.subject, ...change });
  await queueMail({ ...mail, to: author.email, kind: "ticket-update", userId: ticket.userId }, tx);
}
