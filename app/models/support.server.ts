import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { contactMessages, supportTickets, users } from "~/db/schema";
import type { ContactSchema } from "~/schemas/contact";
import type { SupportTicketSchema } from "~/schemas/profile";
import { forbidden, notFound } from "./errors";
import { notify } from "./notifications.server";

type TicketInput = z.infer<typeof SupportTicketSchema>;

export const TICKET_SUCCESS = "Support ticket submitted successfully!";

/** Buyers and vendors may open tickets; admins answer them and cannot open one. */
export function openTicket(user: { id: string; role: string }, input: TicketInput) {
  if (user.role === "admin") throw forbidden("Admins cannot open support tickets.");
  const ticket = db
    .insert(supportTickets)
    .values({ userId: user.id, subject: input.subject, message: input.message })
    .returning()
    .get();
  notify(user.id, {
    type: "info",
    title: "Support ticket received",
    message: `We received your ticket "${input.subject}" and will reply by e-mail.`,
  });
  return ticket;
}

export function listTickets() {
  return db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      message: supportTickets.message,
      status: supportTickets.status,
      createdAt: supportTickets.createdAt,
      userEmail: users.email,
      userName: users.name,
    })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .orderBy(desc(supportTickets.createdAt))
    .all();
}

export function saveContactMessage(input: z.infer<typeof ContactSchema>) {
  return db.insert(contactMessages).values(input).returning().get();
}

export function listContactMessages() {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).all();
}

export function closeTicket(id: string): void {
  const { changes } = db.update(supportTickets).set({ status: "closed" }).where(eq(supportTickets.id, id)).run();
  if (changes === 0) throw notFound("Ticket not found");
}

/** Marks a contact message read (the first reading time is kept). */
export function markContactMessageRead(id: string): void {
  const found = db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)).get();
  if (!found) throw notFound("Message not found");
  if (!found.readAt) db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id)).run();
}
