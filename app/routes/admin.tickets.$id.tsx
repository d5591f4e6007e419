import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { TICKET_STATUSES } from "~/db/enums";
import { TICKET_STATUS_LABEL } from "~/components/support/ticket-status";
import { TicketReplyForm, TicketThread } from "~/components/support/ticket-thread";
import { setTicketStatus, statusChangeMessage } from "~/models/support-tickets.server";
import type { User } from "~/models/users.server";
import { BackToTickets } from "~/pages/tickets";
import { sendReply, threadFor } from "~/pages/tickets.server";
import { TICKET_CLOSED, TicketStatusSchema } from "~/schemas/support-ticket";
import { requireRole } from "~/pages/auth.server";
import { rescue, runIntent, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.ticket.subject ?? "Ticket"} | Admin | Promptory` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const admin = await requireRole(request, "admin");
  return { ticket: await threadFor(admin, params.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireRole(request, "admin");
  const id = params.id ?? "";
  return runIntent(await request.formData(), {
    reply: (formData) => sendReply(request, admin, id, formData),
    status: (formData) => changeStatus(request, admin, id, formData),
  });
}

/** The status form; a stale or impossible change comes back as the model's message. */
async function changeStatus(request: Request, admin: User, id: string, formData: FormData) {
  const back = new URL(request.url).pathname;
  const parsed = TicketStatusSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return redirectWithToast(request, back, { type: "error", message: parsed.error.issues[0]!.message });
  return rescue(async () => {
    await setTicketStatus(admin, id, parsed.data.status);
    return redirectWithToast(request, back, { type: "success", message: statusChangeMessage(parsed.data.status) });
  }, toastError(request, back));
}

export default function AdminTicket() {
  const { ticket } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <BackToTickets to="/admin/tickets" />
      <TicketThread ticket={ticket}>
        <p className="text-sm text-gray-700">
          From {ticket.owner.name} <span className="capitalize">({ticket.owner.role})</span> ·{" "}
          <a className="underline" href={`mailto:${ticket.owner.email}`}>
            {ticket.owner.email}
          </a>
        </p>
      </TicketThread>
      {ticket.status === "closed" ? (
        <p className="card text-gray-700">{TICKET_CLOSED} Reopen it to reply.</p>
      ) : (
        <TicketReplyForm key={ticket.messages.length} lastResult={lastResult} />
      )}
      <Form method="post" className="card flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="ticket-status" className="label">
            Status
          </label>
          <select id="ticket-status" name="status" defaultValue={ticket.status} key={ticket.status} className="input">
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TICKET_STATUS_LABEL[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="status" className="btn-secondary">
          Update status
        </button>
      </Form>
    </div>
  );
}
