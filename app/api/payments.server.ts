import { refundPayment, type Payment } from "~/models/refunds.server";
import { RefundSchema } from "~/schemas/refund";
import { requireApiRole } from "./auth-context.server";
import { ok } from "./respond.server";
import { exampleOrder } from "./examples.server";
import { post, type ApiContext, type DocumentedRoute } from "./router.server";
import { parseJsonBody } from "./validate.server";

export const PAYMENT_REFUNDED = "Payment refunded";

export const paymentRoutes: DocumentedRoute[] = [
  post("payment/admin/refund/:reference", refund, {
    tag: "Payments", summary: "Refund a completed payment", auth: ["admin"], body: RefundSchema, errors: [409],
    example: {
      success: true,
      message: PAYMENT_REFUNDED,
      data: { reference: exampleOrder.paymentReference, status: "refunded", amount: 12.5, currency: "USD", refundReason: "Bought twice by mistake.", refundedAt: exampleOrder.createdAt },
    },
  }),
];

const apiPayment = (payment: Payment) => ({
  reference: payment.reference,
  status: payment.status,
  amount: payment.amountCents / 100,
  currency: payment.currency,
  refundReason: payment.refundReason,
  refundedAt: payment.refundedAt,
});

/** `{ reason }`: the admin's Refund, through the same refundPayment() as /admin/payments (409 when already refunded or refunding). */
async function refund(ctx: ApiContext) {
  await requireApiRole(ctx, "admin");
  const { reason } = await parseJsonBody(ctx.request, RefundSchema);
  const payment = await refundPayment(ctx.params.reference!, reason);
  return ok({ message: PAYMENT_REFUNDED, data: apiPayment(payment) });
}
