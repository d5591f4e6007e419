import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { ReasonDialog } from "~/components/reason-dialog";
import { refundablePayment } from "~/models/admin-payments.server";
import { refundPayment } from "~/models/refunds.server";
import { RefundSchema } from "~/schemas/refund";
import { requireRole } from "~/pages/auth.server";
import { invariantResponse } from "~/pages/errors.server";
import { formatUsd } from "~/utils/format";
import { reasonAction } from "~/pages/reason-dialog.server";

export const meta: MetaFunction = () => [{ title: "Refund payment | Admin | Promptory" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const payment = await refundablePayment(params.reference ?? "");
  invariantResponse(payment, "Payment not found.");
  return { payment };
}

/** The same refundPayment() as the API; a refusal (already refunded, the provider said no) stays in the dialog. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  return reasonAction(request, {
    schema: RefundSchema,
    change: (reason) => refundPayment(params.reference ?? "", reason),
    backTo: "/admin/payments",
    done: "Payment refunded",
  });
}

export default function RefundDialog() {
  const { payment } = useLoaderData<typeof loader>();
  return (
    <ReasonDialog
      title="Refund payment"
      pendingLabel="Refunding"
      formId="refund-payment"
      schema={RefundSchema}
      lastResult={useActionData<typeof action>()}
      closeTo={`/admin/payments${useLocation().search}`}
    >
      <p className="mb-3 text-gray-800">
        <span className="font-semibold">{formatUsd(payment.amountCents)}</span> back to {payment.buyerEmail} for payment{" "}
        <span className="font-mono text-sm">{payment.reference}</span> ({payment.status}). The buyer loses these prompts and each
        vendor's earnings from them are taken back; everyone is told why.
      </p>
      <ul className="mb-4 list-disc pl-5 text-sm text-gray-800">
        {payment.items.map((item) => (
          <li key={`${item.title}-${item.storeName}`}>
            {item.title} ({item.storeName}): {formatUsd(item.amountCents)}
          </li>
        ))}
      </ul>
    </ReasonDialog>
  );
}

/** An unknown payment (or one gone from the queue): the message in the dialog, the table behind it. */
export function ErrorBoundary() {
  return <DialogErrorBoundary title="Refund payment" closeTo={`/admin/payments${useLocation().search}`} backLabel="Back to payments" />;
}
