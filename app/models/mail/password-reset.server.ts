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
