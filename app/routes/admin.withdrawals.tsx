import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { ActionError } from "~/components/admin/action-error";
import { QUEUE_FILTERS, WithdrawalQueueTable } from "~/components/admin/withdrawal-queue";
import { StatusFilter } from "~/components/status-filter";
import { Pagination } from "~/components/pagination";
import { approveWithdrawal, listWithdrawalQueue, markWithdrawalPaid } from "~/models/withdrawals.server";
import { requireRole } from "~/pages/auth.server";
import { pageCount, parsePage } from "~/utils/pagination";
import { rowIntents, runIntent } from "~/pages/errors.server";

/** Tables show 8 rows a page (SPEC section 9). */
const ROWS = 8;

export const meta: MetaFunction = () => [{ title: "Withdrawals | Admin | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const status = z.enum(QUEUE_FILTERS).optional().catch(undefined).parse(params.get("status") ?? undefined);
  const page = parsePage(params);
  const { items, total } = await listWithdrawalQueue({ status, page, limit: ROWS });
  return {
    status,
    withdrawals: items,
    page,
    pageCount: pageCount(total, ROWS),
  };
}

/** The row buttons; rejecting needs a reason, so it has its own dialog (admin.withdrawals.$id.reject). */
const CHANGES = {
  approve: async (id: string) => {
    await approveWithdrawal(id);
    return "Withdrawal approved";
  },
  pay: async (id: string) => {
    await markWithdrawalPaid(id);
    return "Withdrawal marked as paid";
  },
};

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const back = `/admin/withdrawals${new URL(request.url).search}`;
  return runIntent(await request.formData(), rowIntents(request, back, "Withdrawal not found", CHANGES));
}

export default function AdminWithdrawals() {
  const { status, withdrawals, page, pageCount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Withdrawals</h1>
        <p className="text-sm text-gray-600">
          Open requests come first, oldest first. Approve a request, then mark it paid once the money is sent; rejecting one gives the
          amount back to the vendor's balance.
        </p>
      </div>
      <StatusFilter path="/admin/withdrawals" statuses={QUEUE_FILTERS} label={capitalise} current={status} />
      <ActionError result={result} />
      <WithdrawalQueueTable rows={withdrawals} search={search} />
      <Pagination page={page} pageCount={pageCount} label="Withdrawal pages" />
      <Outlet />
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
