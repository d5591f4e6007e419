import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { Spinner } from "~/components/spinner";
import { StatusBadge } from "~/components/prompts/status-badge";
import { AppError } from "~/models/errors";
import { paymentsNeedingAttention, settle } from "~/models/settlement.server";
import { requireRole } from "~/utils/auth.server";
import { formatDateTime, formatUsd } from "~/utils/format";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Payments | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { payments: paymentsNeedingAttention() };
}

const ReverifySchema = z.object({ reference: z.string().min(1) });

const OUTCOME_MESSAGE = {
  completed: "Payment confirmed: the buyer has their prompts.",
  pending: "The provider has not confirmed this payment yet.",
  failed: "The payment failed: nothing was granted.",
  cancelled: "The payment was cancelled: nothing was granted.",
  refunding: "This payment is being refunded.",
  refunded: "This payment was refunded.",
} as const;

/** "Re-verify": asks the provider again through the same settle() as callback and webhook. */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const parsed = ReverifySchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return redirectWithToast(request, "/admin/payments", { type: "error", message: "Choose a payment." });
  try {
    const outcome = await settle(parsed.data.reference);
    return redirectWithToast(request, "/admin/payments", {
      type: outcome === "completed" ? "success" : "info",
      message: OUTCOME_MESSAGE[outcome],
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return redirectWithToast(request, "/admin/payments", { type: "error", message: error.message });
  }
}

export default function AdminPayments() {
  const { payments } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const busyReference = navigation.formData?.get("reference");
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Payments to check</h1>
        <p className="text-gray-700">Payments still waiting for the provider, and payments flagged for a refund or a mismatch.</p>
      </div>
      {payments.length === 0 ? (
        <p className="card text-center text-gray-700">Nothing needs your attention.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
          <table className="min-w-full text-left text-sm">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-4 py-3">Reference</th>
                <th scope="col" className="px-4 py-3">Buyer</th>
                <th scope="col" className="px-4 py-3">Amount ($)</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Date</th>
                <th scope="col" className="px-4 py-3">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {payments.map((payment) => (
                <tr key={payment.reference}>
                  <td className="px-4 py-3 font-mono text-xs">{payment.reference}</td>
                  <td className="px-4 py-3">{payment.buyerEmail}</td>
                  <td className="px-4 py-3">{formatUsd(payment.amountCents)}</td>
                  <td className="px-4 py-3">
                    <StatusBadge status={payment.status === "completed" ? "active" : payment.status === "pending" ? "pending" : "banned"} label={payment.status} />
                    {payment.flag ? <p className="mt-1 max-w-xs text-xs text-red-800">{payment.flag}</p> : null}
                  </td>
                  <td className="px-4 py-3">{formatDateTime(payment.createdAt)}</td>
                  <td className="px-4 py-3">
                    {payment.status === "pending" ? (
                      <Form method="post">
                        <input type="hidden" name="reference" value={payment.reference} />
                        <button type="submit" className="btn-secondary" disabled={busyReference === payment.reference}>
                          {busyReference === payment.reference ? <Spinner label="Checking" /> : null}
                          Re-verify
                        </button>
                      </Form>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
