import type { TicketStatus as Status } from "~/db/enums";

export const TICKET_STATUS_LABEL: Record<Status, string> = { open: "Open", answered: "Answered", closed: "Closed" };

const TONE: Record<Status, string> = {
  open: "bg-amber-100 text-amber-900",
  answered: "bg-emerald-100 text-emerald-800",
  closed: "bg-gray-200 text-gray-800",
};

/** Open (waiting for support) yellow, answered green, closed grey. */
export function TicketStatus({ status }: { status: Status }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONE[status]}`}>{TICKET_STATUS_LABEL[status]}</span>;
}
