import { openTicket, TICKET_SUCCESS } from "~/models/support.server";
import { SupportTicketSchema } from "~/schemas/profile";
import { requireApiUser } from "./auth-context.server";
import { ok } from "./respond.server";
import { post, type ApiContext, type ApiRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

export const supportRoutes: ApiRoute[] = [post("support-tickets", open)];

/** openTicket refuses admins (403); blank fields are refused first (422). */
async function open(ctx: ApiContext) {
  const user = await requireApiUser(ctx);
  const input = await parseJsonBody(ctx.request, SupportTicketSchema);
  openTicket(user, input);
  return ok({ message: TICKET_SUCCESS }, 201);
}
