import { waitForMail } from "./mailbox";

/**
 * The reset link mailed to `to`, as the e2e server's SMTP sink received it (tests/e2e/mailbox.ts):
 * the plain-text part must hold an absolute link under APP_URL (CONTRACT 11).
 */
export async function resetLinkFor(to: string): Promise<string> {
  const mail = await waitForMail(to, { subject: /^Reset your Promptory password$/ });
  const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
  if (!link) throw new Error(`no reset link in the plain-text part of the e-mail to ${to}`);
  return link;
}
