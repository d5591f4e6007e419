import { renderMail, type RenderedMail } from "./layout.server";

type InvitationMail = { teamName: string; inviterName: string; role: string; link: string };

/** The invitation e-mail; `link` is absolute (appUrl) and works once, for 7 days, for this address only. */
export function teamInvitationMail({ teamName, inviterName, role, link }: InvitationMail): RenderedMail {
  return renderMail({
    subject: `Join the team ${teamName} on Promptory`,
    greeting: "Hello,",
    paragraphs: [
      `${inviterName} invited you to join the team "${teamName}" on Promptory as ${role === "admin" ? "an admin" : "a member"}.`,
      "Open the link below and sign in (or register) with this e-mail address to accept. The link works once, for 7 days.",
    ],
    action: { label: "Join the team", url: link },
    footer: "You get this e-mail because someone invited this address to a team on Promptory. If you do not want to join, ignore it.",
  });
}

const JOIN_TOKEN = /(teams\/join\/)[A-Za-z0-9_-]+/g;

/** The stored copy of an invitation once it has left: the join token is cut out, like a reset token. */
export function withoutJoinTokens(text: string): string {
  return text.replace(JOIN_TOKEN, "$1(removed: the link was sent)");
}
