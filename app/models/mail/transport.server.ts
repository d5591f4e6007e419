import nodemailer from "nodemailer";
import { env } from "~/env.server";

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Where a message ended: handed to an SMTP server, or kept in the outbox as its destination. */
export type Delivered = "sent" | "stored";

/** The one interface delivery needs; `deliver` rejects when the message was not taken. */
export type MailTransport = { deliver(mail: OutgoingMail): Promise<Delivered> };

/** The embedded default without SMTP_URL: the outbox row itself is the delivered message. */
export const outboxTransport: MailTransport = { deliver: async () => "stored" };

/**
 * Timeouts well under the delivery lease (delivery.server.ts), so a stalled server cannot keep a
 * message claimed past it. Query parameters in SMTP_URL (nodemailer's options) still win.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/**
 * Whether a plain smtp:// connection must upgrade with STARTTLS before it signs in: always when
 * SMTP_URL holds a user name or password, unless the server is on this machine. Without it a
 * server (or anything between) that leaves STARTTLS out of its offer gets the password in clear
 * text (issue 23, point 17). `?requireTLS=false` in SMTP_URL is the explicit opt-out.
 */
export function mustUpgrade(url: string): boolean {
  const parsed = new URL(url);
  const credentials = parsed.username !== "" || parsed.password !== "";
  return parsed.protocol === "smtp:" && credentials && !LOOPBACK.test(parsed.hostname);
}

/** SMTP through `url`: smtp:// (STARTTLS, required with credentials) or smtps:// (TLS from the start). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ ...TIMEOUTS, requireTLS: mustUpgrade(url), url }, { from });
  return {
    async deliver({ to, subject, text, html }) {
      await transporter.sendMail({ to, subject, text, html });
      return "sent";
    },
  };
}

let smtp: MailTransport | undefined;

/** SMTP when SMTP_URL is set, else the outbox (CONTRACT 11). */
export function configuredTransport(): MailTransport {
  const { SMTP_URL, MAIL_FROM } = env();
  return SMTP_URL ? (smtp ??= smtpTransport(SMTP_URL, MAIL_FROM)) : outboxTransport;
}
