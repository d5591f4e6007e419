import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { Pagination } from "~/components/pagination";
import { TicketStatus } from "~/components/support/ticket-status";
import { TicketReplyForm, TicketThread } from "~/components/support/ticket-thread";
import { TICKET_CLOSED } from "~/schemas/support-ticket";
import { formatDateTime } from "~/utils/format";
import type { myTicketAction, myTicketLoader, myTicketsLoader } from "./tickets.server";

type Row = Awaited<ReturnType<typeof myTicketsLoader>>["tickets"][number];

export function MyTicketsPage() {
  const { area, tickets, page, pageCount } = useLoaderData<typeof myTicketsLoader>();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">My tickets</h1>
        <Link to={`${area}/profile/ticket`} className="btn-primary">
          Open Ticket
        </Link>
      </div>
      <DataTable<Row>
        caption="My tickets"
        rows={tickets}
        rowKey={(row) => row.id}
        empty="No tickets yet."
        columns={[
          {
            header: "Subject",
            cell: (row) => (
              <Link to={`${area}/tickets/${row.id}`} className="font-medium text-brand-800 underline">
                {row.subject}
              </Link>
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

export function MyTicketPage() {
  const { area, ticket } = useLoaderData<typeof myTicketLoader>();
  const lastResult = useActionData<typeof myTicketAction>();
  return (
    <div className="space-y-6">
      <BackToTickets to={`${area}/tickets`} />
      <TicketThread ticket={ticket} />
      {ticket.status === "closed" ? (
        <p className="card text-gray-700">{TICKET_CLOSED} Open a new ticket if you need more help.</p>
      ) : (
        <TicketReplyForm key={ticket.messages.length} lastResult={lastResult} />
      )}
    </div>
  );
}

export function BackToTickets({ to }: { to: string }) {
  return (
    <Link to={to} className="text-sm font-medium text-brand-800 underline">
      Back to tickets
    </Link>
  );
}

