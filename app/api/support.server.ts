import { TICKET_STATUSES } from "~/db/enums";
import {
  getTicketThread,
  listAllTickets,
  listOwnTickets,
  openTicket,
  replyToTicket,
  setTicketStatus,
  statusChangeMessage,
  TICKET_SUCCESS,
  type AdminTicketSummary,
  type TicketMessage,
  type TicketSummary,
  type TicketThread,
} from "~/models/support-tickets.server";
import { SupportTicketSchema } from "~/schemas/profile";
import { TicketReplySchema, TicketStatusSchema } from "~/schemas/support-ticket";
import { requireApiRole, requireApiUser } from "./auth-context.server";
import { z } from "zod";
import { examplePage, exampleTicket, exampleTicketMessage, pick } from "./examples.server";
import { pageInfo, PageQuerySchema, readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { get, patch, post, type ApiContext, type DocumentedRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

/** An admin may list one status only; anything else lists them all. */
const TicketListQuerySchema = PageQuerySchema.extend({ status: z.enum(TICKET_STATUSES).optional().catch(undefined) });

const tag = "Support tickets";

export const supportRoutes: DocumentedRoute[] = [
  post("support-tickets", open, {
    tag, summary: "Open a ticket (buyers and vendors)", auth: "user", body: SupportTicketSchema, status: 201,
    example: { success: true, message: TICKET_SUCCESS },
  }),
  get("support-tickets", list, {
    tag, summary: "The caller's tickets; an admin's are everyone's", auth: "user", query: TicketListQuerySchema,
    description: "An admin's items also carry `userId` ({ name, email, role }); `status` filters them.",
    example: { success: true, data: { tickets: [exampleTicket], ...examplePage } },
  }),
  get("support-tickets/:id", show, {
    tag, summary: "One ticket's thread, oldest message first", auth: "user",
    example: {
      success: true,
      data: {
        ...pick(exampleTicket, "_id", "subject", "status", "createdAt"),
        userId: { name: "Ben Buyer", email: "buyer@demo.test", role: "buyer" },
        messages: [exampleTicketMessage],
      },
    },
  }),
  post("support-tickets/:id/messages", reply, {
    tag, summary: "Reply in a thread (its author or an admin)", auth: "user", body: TicketReplySchema, status: 201, errors: [409],
    example: { success: true, message: "Reply sent", data: exampleTicketMessage },
  }),
  patch("support-tickets/:id", changeStatus, {
    tag, summary: "Set a ticket's status", auth: ["admin"], body: TicketStatusSchema, errors: [409],
    example: { success: true, message: statusChangeMessage("closed"), data: { _id: exampleTicket._id, status: "closed" } },
  }),
];

function apiTicket(ticket: TicketSummary | AdminTicketSummary) {
  const { id, subject, status, createdAt, lastActivityAt } = ticket;
  const user = "userEmail" in ticket ? { userId: { name: ticket.userName, email: ticket.userEmail, role: ticket.userRole } } : {};
  return { _id: id, subject, status, createdAt, lastActivityAt, ...user };
}

function apiMessage({ id, body, createdAt, author }: TicketMessage) {
  return { _id: id, body, author, createdAt };
}

function apiThread({ id, subject, status, createdAt, owner, messages }: TicketThread) {
  return { _id: id, subject, status, createdAt, userId: owner, messages: messages.map(apiMessage) };
}

/** openTicket refuses admins (403); blank fields are refused first (422). Unchanged from SPEC section 7. */
async function open(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const input = await parseJsonBody(ctx.request, SupportTicketSchema);
  await openTicket(user, input);
  return ok({ message: TICKET_SUCCESS }, 201);
}

/** One's own tickets; an admin's are everyone's, optionally `?status=` one status. */
async function list(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const page = readPage(ctx.url);
  const { items, total } =
    user.role === "admin" ? await listAllTickets({ ...page, status: statusFilter(ctx.url) }) : await listOwnTickets(user.id, page);
  return ok({ data: { tickets: items.map(apiTicket), ...pageInfo(page, total) } });
}

function statusFilter(url: URL) {
  return TicketListQuerySchema.parse(Object.fromEntries(url.searchParams)).status;
}

/** The thread, oldest message first; someone else's ticket is a 404. */
async function show(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  return ok({ data: apiThread(await getTicketThread(user, ctx.params.id!)) });
}

/** `{ message }`: the author or an admin replies; a closed ticket answers 409. */
async function reply(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const input = await parseJsonBody(ctx.request, TicketReplySchema);
  const message = await replyToTicket(user, ctx.params.id!, input);
  return ok({ message: "Reply sent", data: apiMessage(message) }, 201);
}

/** `{ status }`, admins only: open, answered or closed (a closed ticket only reopens). */
async function changeStatus(ctx: ApiContext) {
  const admin = await requireApiRole(ctx, "admin");
  const { status } = await parseJsonBody(ctx.request, TicketStatusSchema);
  await setTicketStatus(admin, ctx.params.id!, status);
  return ok({ message: statusChangeMessage(status), data: { _id: ctx.params.id, status } });
}
