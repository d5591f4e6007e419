import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, Outlet, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Spinner } from "~/components/spinner";
import { PaymentTable, RefundButton } from "~/components/admin/payment-table";
import { listPayments, paymentsToCheck, type PaymentRow } from "~/models/admin-payments.server";
import { settle } from "~/models/settlement.server";
import { requireRole } from "~/pages/auth.server";
import { rescue, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { usePendingFormData } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Payments | Promptory" }];

const PAGE_SIZE = 20;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const page = Math.max(1, Math.min(1000, Number(new URL(request.url).searchParams.get("page")) || 1));
  // One row more than shown says whether there is a next page, without counting every payment.
  const recent = await listPayments({ page, limit: PAGE_SIZE + 1 });
  return { payments: await paymentsToCheck(), recent: recent.slice(0, PAGE_SIZE), page, hasNext: recent.length > PAGE_SIZE };
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
        <PaymentTable
          caption="Payments to check"
          idPrefix="attention"
          rows={payments.map((payment) => ({ ...payment, note: payment.flag }))}
          actions={(payment, describedBy) =>
            payment.status === "pending" ? (
              <Form method="post">
                <input type="hidden" name="reference" value={payment.reference} />
                <button type="submit" className="btn-secondary" disabled={busyReference === payment.reference} aria-describedby={describedBy}>
                  {busyReference === payment.reference ? <Spinner label="Checking" /> : null}
                  Re-verify
                </button>
              </Form>
            ) : payment.status === "refunding" ? (
              <RefundButton reference={payment.reference} page={page} label="Retry refund" describedBy={describedBy} />
            ) : null
          }
        />
      )}
      <RecentPayments payments={recent} page={page} hasNext={hasNext} />
      <Outlet />
    </div>
  );
}

/** Every payment, newest first: a completed one can be refunded, a stuck refund retried. */
function RecentPayments({ payments, page, hasNext }: { payments: PaymentRow[]; page: number; hasNext: boolean }) {
  return (
    <section aria-labelledby="recent-payments" className="space-y-3">
      <h2 id="recent-payments" className="text-lg font-semibold">
        Recent payments
      </h2>
      <PaymentTable
        caption="Recent payments"
        idPrefix="payment"
        rows={payments.map((payment) => ({ ...payment, note: payment.refundReason ? `Refund: ${payment.refundReason}` : null }))}
        actions={(payment, describedBy) =>
          payment.status === "completed" || payment.status === "refunding" ? (
            <RefundButton
              reference={payment.reference}
              page={page}
              label={payment.status === "completed" ? "Refund" : "Retry refund"}
              describedBy={describedBy}
            />
          ) : null
        }
      />
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
