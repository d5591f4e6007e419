import { parseWithZod } from "~/utils/conform";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getTicketThread, listOwnTickets, replyToTicket } from "~/models/support-tickets.server";
import type { User } from "~/models/users.server";
import { TicketReplySchema } from "~/schemas/support-ticket";
import { requireAreaUser } from "./auth.server";
import { pageCount, parsePage } from "~/utils/pagination";
import { ROLE_HOME } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";
import { fieldError, rescue, throwResponse } from "./errors.server";
import { replyInvalid } from "~/utils/submission.server";

/** Tables show 8 rows a page (SPEC section 9). */
export const TICKET_ROWS = 8;

/** /home/tickets and /vendor/tickets: the signed-in author's own tickets, newest first. */
export async function myTicketsLoader({ request }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request);
  const page = parsePage(new URL(request.url).searchParams);
  const { items, total } = await listOwnTickets(user.id, { page, limit: TICKET_ROWS });
  return { area: ROLE_HOME[user.role], tickets: items, page, pageCount: pageCount(total, TICKET_ROWS) };
}

/** The thread, or the model's "Ticket not found." as a 404 for the route's error boundary. */
export function threadFor(user: User, id = "") {
  return rescue(() => getTicketThread(user, id), throwResponse);
}

/** /home/tickets/:id and /vendor/tickets/:id: one's own ticket only (anyone else's is a 404). */
export async function myTicketLoader({ request, params }: LoaderFunctionArgs) {
  const user = await requireAreaUser(request);
  return { area: ROLE_HOME[user.role], ticket: await threadFor(user, params.id) };
}

export async function myTicketAction({ request, params }: ActionFunctionArgs) {
  const user = await requireAreaUser(request);
  return sendReply(request, user, params.id ?? "", await request.formData());
}

/** Posts a reply (the author's or an admin's), then back to the thread with a toast. */
export function sendReply(request: Request, user: User, id: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: TicketReplySchema });
  if (submission.status !== "success") return replyInvalid(submission);
  return rescue(async () => {
    await replyToTicket(user, id, submission.value);
    return redirectWithToast(request, new URL(request.url).pathname, { type: "success", message: "Reply sent" });
  }, fieldError(submission));
}
