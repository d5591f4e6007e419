import { renderMail, type RenderedMail } from "./layout.server";

/** The reset e-mail; `link` is absolute (appUrl) and works once, for 60 minutes. */
export function passwordResetMail({ name, link }: { name: string; link: string }): RenderedMail {
  return renderMail({
    subject: "Reset your Promptory password",
    greeting: `Hello ${name},`,
    paragraphs: [
      "Someone, hopefully you, asked to reset the password of your Promptory account. Open the link below and choose a new one.",
      "The link works once, for 60 minutes. Resetting signs your account out on every device.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: "Reset your password", url: link },
    footer: "You get this e-mail because a password reset was requested for this address on Promptory.",
  });
}

const RESET_TOKEN = /(reset-password\?token=)[A-Za-z0-9_-]+/g;
export const REMOVED_TOKEN = "(removed: the link was sent)";

/**
 * The stored copy of a message once its link has left (docs/decisions/0206): the reset tokens in
 * it are cut out, so the outbox, the database and its backups hold no live link.
 */
export function withoutResetTokens(text: string): string {
  return text.replace(RESET_TOKEN, `$1${REMOVED_TOKEN}`);
}
