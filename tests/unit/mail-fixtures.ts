import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { mailMessages, type MailKind } from "~/db/schema";

/** Test helpers for the queued e-mails: until delivery exists they stay rows in mail_messages. */

export type QueuedMail = typeof mailMessages.$inferSelect;

/** Every message of this kind to this address, oldest first. */
export function mailsTo(to: string, kind: MailKind): QueuedMail[] {
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, kind)))
    .orderBy(asc(mailMessages.createdAt), asc(sql`${mailMessages}.rowid`))
    .all();
}

/** The one message of this kind to this address; fails when there is none or more than one. */
export function onlyMailTo(to: string, kind: MailKind): QueuedMail {
  const found = mailsTo(to, kind);
  if (found.length !== 1) throw new Error(`expected one ${kind} to ${to}, found ${found.length}`);
  return found[0]!;
}

/** The value on a label's line of the plain-text part ("Total     $12.34" → "$12.34"). */
export function row(text: string, label: string): string | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${label} `));
  return line?.slice(label.length).trim();
}
