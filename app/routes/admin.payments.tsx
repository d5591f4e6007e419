import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Spinner } from "~/components/spinner";
import { StatusBadge } from "~/components/prompts/status-badge";
import { listPayments, type PaymentRow } from "~/models/admin-payments.server";
import { paymentsNeedingAttention, settle } from "~/models/settlement.server";
import { requireRole } from "~/pages/auth.server";
import { formatDateTime, formatUsd } from "~/utils/format";
import { rescue, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { usePendingFormData } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Payments | Promptory" }];

const PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get("page")) || 1));
  // One row more than shown says whether there is a next page, without counting every payment.
  const recent = listPayments({ page, limit: PAGE_SIZE + 1 });
  return { payments: paymentsNeedingAttention(), recent: recent.slice(0, PAGE_SIZE), page, hasNext: recent.length > PAGE_SIZE };
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
  return rescue(async () => {
    const outcome = await settle(parsed.data.reference);
    return redirectWithToast(request, "/admin/payments", { type: outcome === "completed" ? "success" : "info", message: OUTCOME_MESSAGE[outcome] });
  }, toastError(request, "/admin/payments"));
}

export default function AdminPayments() {
  const { payments, recent, page, hasNext } = useLoaderData<typeof loader>();
  const busyReference = usePendingFormData()?.get("reference");
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
            <PaymentTableHead />
            <tbody className="divide-y divide-gray-100">
              {payments.map((payment) => (
                <tr key={payment.reference}>
                  <td id={`attention-${payment.reference}`} className="px-4 py-3 font-mono text-xs">
                    {payment.reference}
                  </td>
                  <td className="px-4 py-3">{payment.buyerEmail}</td>
                  <td className="px-4 py-3">{formatUsd(payment.amountCents)}</td>
                  <td className="px-4 py-3">
                    <PaymentBadge status={payment.status} />
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
                    ) : payment.status === "refunding" ? (
                      <RefundLink reference={payment.reference} page={page} label="Retry refund" describedBy={`attention-${payment.reference}`} />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RecentPayments payments={recent} page={page} hasNext={hasNext} />
      <Outlet />
    </div>
  );
}

function PaymentBadge({ status }: { status: PaymentRow["status"] }) {
  const tone = status === "completed" ? "active" : status === "pending" || status === "refunding" ? "pending" : "banned";
  return <StatusBadge status={tone} label={status} />;
}

/**
 * Opens the Refund dialog, a nested route (admin.payments.$reference.refund): a GET form, so it
 * is a real button with or without JavaScript. The row's reference describes it.
 */
function RefundLink({ reference, page, label, describedBy }: { reference: string; page: number; label: string; describedBy: string }) {
  return (
    <Form method="get" action={`/admin/payments/${reference}/refund`} preventScrollReset>
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      <button type="submit" className="btn-secondary" aria-describedby={describedBy}>
        {label}
      </button>
    </Form>
  );
}

/** Every payment, newest first: a completed one can be refunded, a stuck refund retried. */
function RecentPayments({ payments, page, hasNext }: { payments: PaymentRow[]; page: number; hasNext: boolean }) {
  return (
    <section aria-labelledby="recent-payments" className="space-y-3">
      <h2 id="recent-payments" className="text-lg font-semibold">
        Recent payments
      </h2>
      <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Recent payments</caption>
          <PaymentTableHead />
          <tbody className="divide-y divide-gray-100">
            {payments.map((payment) => (
              <tr key={payment.reference}>
                <td id={`payment-${payment.reference}`} className="px-4 py-3 font-mono text-xs">
                  {payment.reference}
                </td>
                <td className="px-4 py-3">{payment.buyerEmail}</td>
                <td className="px-4 py-3">{formatUsd(payment.amountCents)}</td>
                <td className="px-4 py-3">
                  <PaymentBadge status={payment.status} />
                  {payment.refundReason ? <p className="mt-1 max-w-xs text-xs text-gray-700">Refund: {payment.refundReason}</p> : null}
                </td>
                <td className="px-4 py-3">{formatDateTime(payment.createdAt)}</td>
                <td className="px-4 py-3">
                  {payment.status === "completed" || payment.status === "refunding" ? (
                    <RefundLink
                      reference={payment.reference}
                      page={page}
                      label={payment.status === "completed" ? "Refund" : "Retry refund"}
                      describedBy={`payment-${payment.reference}`}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav aria-label="Payment pages" className="flex justify-between text-sm">
        {page > 1 ? (
          <Link to={`?page=${page - 1}`} className="btn-secondary" rel="prev">
            Newer
          </Link>
        ) : (
          <span />
        )}
        {hasNext ? (
          <Link to={`?page=${page + 1}`} className="btn-secondary" rel="next">
            Older
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

const PAYMENT_COLUMNS = ["Reference", "Buyer", "Amount ($)", "Status", "Date", "Actions"];

/** The columns both payment tables share. */
function PaymentTableHead() {
  return (
    <thead className="bg-gray-50 text-gray-700">
      <tr>
        {PAYMENT_COLUMNS.map((column) => (
          <th key={column} scope="col" className="px-4 py-3">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
