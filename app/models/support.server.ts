import { desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import type { ContactSchema } from "~/schemas/contact";
import { notFound } from "~/utils/app-error";

/** Messages from the public contact form; support tickets live in support-tickets.server.ts. */

export function saveContactMessage(input: z.infer<typeof ContactSchema>) {
  return db.insert(contactMessages).values(input).returning().get();
}

export function listContactMessages() {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).all();
}

/** Marks a contact message read (the first reading time is kept). */
export function markContactMessageRead(id: string): void {
  const found = db.select({ readAt: contactMessages.readAt }).from(contactMessages).where(eq(contactMessages.id, id)).get();
  if (!found) throw notFound("Message not found");
  if (!found.readAt) db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id)).run();
}
