import { TicketDialog } from "~/pages/profile";
import { dialogLoader, ticketAction } from "~/pages/profile.server";

export const loader = dialogLoader;
export const action = ticketAction;
export default TicketDialog;
