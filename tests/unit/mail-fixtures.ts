import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { type MailKind } from "~/db/schema";
import { mailMessages } from "~/db/tables.server";

/** Test helpers for the queued e-mails: until delivery exists they stay rows in mail_messages. */

export type QueuedMail = typeof mailMessages.$inferSelect;

/** Every message of this kind to this address, oldest first. */
export async function mailsTo(to: string, kind: MailKind): Promise<QueuedMail[]> {
  return await db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, kind)))
    .orderBy(asc(mailMessages.createdAt), asc(sql`${mailMessages}.rowid`));
}

/** The one message of this kind to this address; fails when there is none or more than one. */
export async function onlyMailTo(to: string, kind: MailKind): Promise<QueuedMail> {
  const found = await mailsTo(to, kind);
  if (found.length !== 1) throw new Error(`expected one ${kind} to ${to}, found ${found.length}`);
  return found[0]!;
}

/** The value on a label's line of the plain-text part ("Total     $12.34" → "$12.34"). */
export function row(text: string, label: string): string | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${label} `));
  return line?.slice(label.length).trim();
}
