import { Link } from "@remix-run/react";
import { TICKET_STATUSES, type TicketStatus } from "~/db/enums";
import { TICKET_STATUS_LABEL } from "./ticket-status";

/** All, Open, Answered, Closed: links that put the filter in the URL (and go back to page 1). */
export function TicketFilter({ current }: { current?: TicketStatus }) {
  const filters = [{ label: "All", to: "/admin/tickets", active: !current }].concat(
    TICKET_STATUSES.map((status) => ({ label: TICKET_STATUS_LABEL[status], to: `/admin/tickets?status=${status}`, active: current === status })),
  );
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link
              to={filter.to}
              aria-current={filter.active ? "page" : undefined}
              className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium ${
                filter.active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"
              }`}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
