import { renderMail, type RenderedMail } from "./layout.server";

/** The verification e-mail; `link` is absolute (appUrl) and works once, for 24 hours, for this address. */
export function emailVerificationMail({ name, link }: { name: string; link: string }): RenderedMail {
  return renderMail({
    subject: "Verify your e-mail address",
    greeting: `Hello ${name},`,
    paragraphs: [
      "Confirm that this address belongs to your Promptory account: open the link below and press \"Verify e-mail address\".",
      "The link works once, for 24 hours. Until the address is verified you can use everything on Promptory except its AI features (live preview and the enhancer's model).",
    ],
    action: { label: "Verify your e-mail address", url: link },
    footer: "You get this e-mail because a Promptory account uses this address. If you did not make one, ignore it.",
  });
}

const VERIFY_TOKEN = /(verify-email\/)[A-Za-z0-9_-]+/g;

/** The stored copy of a verification e-mail once it has left: the token is cut out, like a reset token. */
export function withoutVerifyTokens(text: string): string {
  return text.replace(VERIFY_TOKEN, "$1(removed: the link was sent)");
}
