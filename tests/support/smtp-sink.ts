import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as the sink received it. */
export type SinkMessage = {
  /** The envelope recipients (RCPT TO), lower case. */
  to: string[];
  /** The From header as sent, e.g. `"Promptory" <no-reply@localhost>`. */
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The user name and password the client signed in with, when it did. */
  user?: string;
  password?: string;
  receivedAt: string;
};

/** `permanent`: 550 for every recipient; `temporary`: 451; null: accept again. */
export type Refusal = "permanent" | "temporary" | null;

const REPLIES = {
  permanent: { code: 550, text: "Mailbox unavailable (the test sink refuses mail)" },
  temporary: { code: 451, text: "Try again later (the test sink refuses mail for now)" },
} as const;

export type SmtpSink = {
  port: number;
  /** SMTP_URL for the app: plain SMTP on loopback, no TLS. */
  url: string;
  messages: SinkMessage[];
  /** Recipients refused so far (every refused RCPT TO counts). */
  refusals: () => number;
  refuse(refusal: Refusal): void;
  /** The first message (already received or still to come) to `address`. */
  waitForMessage(address: string, timeoutMs?: number): Promise<SinkMessage>;
  close(): Promise<void>;
};

export type SinkOptions = {
  /** Also write each message as `<n>.json` here (written whole, then renamed into place). */
  dir?: string;
  /** Recipients always refused with 550, whatever `refuse` says. */
  refuseRecipient?: (address: string) => boolean;
};

/** What onAuth kept in the session (smtp-server types it loosely). */
const signedIn = (user: unknown) => user as { username: string; password: string } | undefined;

/** A real SMTP server (the `smtp-server` package) on a free loopback port that keeps what it gets. */
export async function startSmtpSink(options: SinkOptions = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters: { address: string; resolve(message: SinkMessage): void }[] = [];
  let refusal: Refusal = null;
  let refused = 0;
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });

  const keep = (message: SinkMessage) => {
    messages.push(message);
    if (options.dir) {
      const file = path.join(options.dir, `${Date.now()}-${messages.length}.json`);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(message));
      fs.renameSync(`${file}.tmp`, file);
    }
    for (const waiter of waiters.filter((w) => message.to.includes(w.address))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: { username: auth.username, password: auth.password } });
    },
    onRcptTo(address, _session, callback) {
      const rule = options.refuseRecipient?.(address.address) ? REPLIES.permanent : refusal && REPLIES[refusal];
      if (!rule) return callback();
      refused++;
      callback(Object.assign(new Error(rule.text), { responseCode: rule.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          keep({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            from: parsed.from?.text ?? "",
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            user: signedIn(session.user)?.username,
            password: signedIn(session.user)?.password,
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refusals: () => refused,
    refuse(next) {
      refusal = next;
    },
    waitForMessage(address, timeoutMs = 10_000) {
      const wanted = address.toLowerCase();
      const found = messages.find((message) => message.to.includes(wanted));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          address: wanted,
          resolve(message: SinkMessage) {
            clearTimeout(timer);
            resolve(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no message to ${address} within ${timeoutMs} ms (got ${messages.length} to others)`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
