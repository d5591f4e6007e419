import { z } from "zod";
import { TICKET_STATUSES } from "~/db/enums";

/** Why nobody can reply any more (the API's 409 and the thread page say it). */
export const TICKET_CLOSED = "This ticket is closed.";

const WRITE_FIRST = "Write your reply first";

/** A reply in a support ticket's thread (author or admin); the API's `message` too. */
export const TicketReplySchema = z.object({
  message: z
    .string({ required_error: WRITE_FIRST })
    .trim()
    .min(1, WRITE_FIRST)
    .max(5000, "A reply must be at most 5000 characters"),
});

/** The admin's status change of a ticket. */
export const TicketStatusSchema = z.object({
  status: z.enum(TICKET_STATUSES, { errorMap: () => ({ message: "Choose open, answered or closed" }) }),
});
