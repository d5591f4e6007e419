import type { MetaFunction } from "@remix-run/node";
import { MyTicketPage } from "~/pages/tickets";
import { myTicketAction, myTicketLoader } from "~/pages/tickets.server";

export const meta: MetaFunction<typeof myTicketLoader> = ({ data }) => [
  { title: `${data?.ticket.subject ?? "Ticket"} | Promptory` },
];
export const loader = myTicketLoader;
export const action = myTicketAction;
export default MyTicketPage;
