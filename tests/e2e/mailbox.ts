import fs from "node:fs";
import path from "node:path";
import type { SinkMessage } from "../support/smtp-sink";

/**
 * The mail the e2e app sent: tests/e2e/web-server.ts runs an SMTP sink for the run that writes
 * each message it receives as one JSON file here.
 */
export const MAILBOX_DIR = ".e2e-data/mail";
/** The sink's address, for Playwright workers whose data layer queues mail too (session.ts). */
export const SMTP_URL_FILE = ".e2e-data/smtp-url";
/** Recipients at this domain are refused with 550, to see what a failing SMTP server does. */
export const REFUSED_DOMAIN = "refused.e2e.test";

export type MailboxMessage = SinkMessage;

/** Every message received so far, oldest first. */
export function readMailbox(): MailboxMessage[] {
  if (!fs.existsSync(MAILBOX_DIR)) return [];
  return fs
    .readdirSync(MAILBOX_DIR)
    .filter((file) => file.endsWith(".json"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((file) => JSON.parse(fs.readFileSync(path.join(MAILBOX_DIR, file), "utf8")) as MailboxMessage);
}

/** The newest message to `address` (and matching `subject`, when given), polling until it arrives. */
export async function waitForMail(address: string, { subject, timeout = 15_000 }: { subject?: RegExp; timeout?: number } = {}): Promise<MailboxMessage> {
  const wanted = address.toLowerCase();
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = readMailbox()
      .filter((message) => message.to.includes(wanted) && (!subject || subject.test(message.subject)))
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}${subject ? ` with subject ${subject}` : ""} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
