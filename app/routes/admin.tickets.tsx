import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AppError } from "~/models/errors";
import { closeTicket, listTickets } from "~/models/support.server";
import { requireRole } from "~/utils/auth.server";
import { formatDateTime } from "~/utils/format";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Support tickets | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { tickets: listTickets() };
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const id = String((await request.formData()).get("id") ?? "");
  try {
    closeTicket(id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return redirectWithToast(request, "/admin/tickets", { type: "error", message: error.message });
  }
  return redirectWithToast(request, "/admin/tickets", { type: "success", message: "Ticket closed" });
}

export default function AdminTickets() {
  const { tickets } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Support tickets</h1>
      {tickets.length === 0 ? (
        <p className="card text-center text-gray-700">No tickets yet.</p>
      ) : (
        <ul className="space-y-4">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="card">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="font-semibold">{ticket.subject}</h2>
                  <p className="text-sm text-gray-600">
                    {ticket.userName} · <a className="underline" href={`mailto:${ticket.userEmail}`}>{ticket.userEmail}</a> ·{" "}
                    {formatDateTime(ticket.createdAt)}
                  </p>
                </div>
                {ticket.status === "open" ? (
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="id" value={ticket.id} />
                    <button type="submit" className="btn-secondary">
                      Close ticket<span className="sr-only"> {ticket.subject}</span>
                    </button>
                  </Form>
                ) : (
                  <span className="rounded-full bg-gray-200 px-3 py-1 text-xs font-semibold text-gray-800">Closed</span>
                )}
              </div>
              <p className="mt-3 whitespace-pre-line text-sm text-gray-800">{ticket.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
