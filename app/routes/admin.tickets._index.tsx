import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { Pagination } from "~/components/pagination";
import { StatusFilter } from "~/components/status-filter";
import { TICKET_STATUS_LABEL, TicketStatus } from "~/components/support/ticket-status";
import { TICKET_STATUSES } from "~/db/enums";
import { TicketStatusSchema } from "~/schemas/support-ticket";
import { listAllTickets } from "~/models/support-tickets.server";
import { TICKET_ROWS } from "~/pages/tickets.server";
import { requireRole } from "~/pages/auth.server";
import { formatDateTime } from "~/utils/format";
import { pageCount, parsePage } from "~/utils/pagination";

export const meta: MetaFunction = () => [{ title: "Support tickets | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const status = TicketStatusSchema.shape.status.optional().catch(undefined).parse(params.get("status") ?? undefined);
  const page = parsePage(params);
  const { items, total } = await listAllTickets({ status, page, limit: TICKET_ROWS });
  return { status, tickets: items, page, pageCount: pageCount(total, TICKET_ROWS) };
}

type Row = Awaited<ReturnType<typeof loader>>["tickets"][number];

export default function AdminTickets() {
  const { status, tickets, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Support tickets</h1>
        <p className="text-sm text-gray-600">Newest first. Open a ticket to read its thread, reply, or change its status.</p>
      </div>
      <StatusFilter path="/admin/tickets" statuses={TICKET_STATUSES} label={(ticketStatus) => TICKET_STATUS_LABEL[ticketStatus]} current={status} />
      <DataTable<Row>
        caption="Support tickets"
        rows={tickets}
        rowKey={(row) => row.id}
        empty="No tickets yet."
        columns={[
          {
            header: "Subject",
            cell: (row) => (
              <Link to={`/admin/tickets/${row.id}`} className="font-medium text-brand-800 underline">
                {row.subject}
              </Link>
            ),
          },
          {
            header: "From",
            cell: (row) => (
              <>
                {row.userName} <span className="capitalize text-gray-600">({row.userRole})</span>
                <br />
                <a className="text-gray-700 underline" href={`mailto:${row.userEmail}`}>
                  {row.userEmail}
                </a>
              </>
            ),
          },
          { header: "Status", cell: (row) => <TicketStatus status={row.status} /> },
          { header: "Opened", cell: (row) => formatDateTime(row.createdAt), className: "whitespace-nowrap" },
          { header: "Last activity", cell: (row) => formatDateTime(row.lastActivityAt), className: "whitespace-nowrap" },
        ]}
      />
      <Pagination page={page} pageCount={pageCount} label="Ticket pages" />
    </div>
  );
}
