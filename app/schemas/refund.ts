import { z } from "zod";

export const REFUND_REASON_REQUIRED = "Give a reason for the refund";

/** The Refund dialog and POST /api/v1/payment/admin/refund/{reference}: the reason buyer and vendors read. */
export const RefundSchema = z.object({
  reason: z
    .string({ required_error: REFUND_REASON_REQUIRED })
    .trim()
    .min(3, REFUND_REASON_REQUIRED)
    .max(500, "Reason must be at most 500 characters"),
});
