import Database from "better-sqlite3";
import { expect } from "@playwright/test";

/**
 * The reset link mailed to `to`: the one place the journeys read mail. For now it reads the newest
 * "password-reset" row of the server's mail_messages table (point E2E_DATABASE_URL at a dev
 * server's file when running with E2E_BASE_URL); swap the body for the SMTP sink once it exists.
 */
export async function resetLinkFor(to: string): Promise<string> {
  let text: string | undefined;
  await expect
    .poll(() => (text = newestResetMail(to)), { message: `a reset e-mail to ${to}`, timeout: 5_000 })
    .toBeTruthy();
  const link = text!.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the plain-text part of the e-mail to ${to}`);
  return link;
}

function newestResetMail(to: string): string | undefined {
  const db = new Database(process.env.E2E_DATABASE_URL ?? ".e2e-data/app.db", { readonly: true });
  try {
    db.pragma("busy_timeout = 5000");
    const row = db
      .prepare("select text_body as text from mail_messages where to_address = ? and kind = 'password-reset' order by created_at desc, rowid desc limit 1")
      .get(to) as { text: string } | undefined;
    return row?.text;
  } finally {
    db.close();
  }
}
