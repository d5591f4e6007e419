import type { Role, TicketStatus } from "~/db/schema";
import { ROLE_HOME } from "~/utils/roles";
import { appUrl, renderMail, type RenderedMail } from "./layout.server";

/** What support did: a reply (its text) or a status change (the new status). */
export type TicketChange = { kind: "reply"; reply: string } | { kind: "status"; status: TicketStatus };

export type TicketUpdate = { authorName: string; authorRole: Role; ticketId: string; subject: string } & TicketChange;

const STATUS_TEXT: Record<TicketStatus, string> = { open: "reopened", answered: "marked answered", closed: "closed" };

/** To a ticket's author when support replies to it or changes its status. */
export function ticketUpdate(update: TicketUpdate): RenderedMail {
  const reply = update.kind === "reply";
  return renderMail({
    subject: reply ? `New reply to your ticket "${update.subject}"` : `Your ticket "${update.subject}" was ${STATUS_TEXT[update.status]}`,
    greeting: `Hi ${update.authorName},`,
    paragraphs: reply
      ? [`Support replied to your ticket "${update.subject}":`, ...paragraphsOf(update.reply)]
      : [`Support ${STATUS_TEXT[update.status]} your ticket "${update.subject}".`],
    action: { label: "View the ticket", url: appUrl(`${ROLE_HOME[update.authorRole]}/tickets/${update.ticketId}`) },
  });
}

/** The reply's lines as paragraphs: the HTML part would run them together otherwise. */
const paragraphsOf = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== "");
