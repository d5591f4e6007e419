import { Link } from "@remix-run/react";
import { DataTable, tableMoney, type Column } from "~/components/data-table";
import { WithdrawalStatus } from "~/components/withdrawal-status";
import { networkLabel, PAYOUT_METHOD_LABELS } from "~/components/vendor/payout-methods";
import { withdrawalPayout, type WithdrawalPayoutColumns } from "~/models/payout-details";
import type { WithdrawalStatus as Status } from "~/models/withdrawals.server";
import { formatDate } from "~/utils/format";
import { ActionFetcherForm } from "./action-fetcher-form";

export const QUEUE_FILTERS = ["pending", "approved", "paid", "rejected"] as const satisfies readonly Status[];

export type QueueRow = {
  id: string;
  storeName: string;
  vendorEmail: string;
  amountCents: number;
  status: Status;
  rejectionReason: string | null;
  createdAt: Date | string;
} & WithdrawalPayoutColumns;

/** The admin's withdrawal queue: open requests first, each with the actions its status allows. */
export function WithdrawalQueueTable({ rows, search }: { rows: QueueRow[]; search: string }) {
  const columns: Column<QueueRow>[] = [
    { header: "Store", cell: (row) => <span className="font-medium">{row.storeName}</span> },
    { header: "Email", cell: (row) => row.vendorEmail },
    { header: "Amount ($)", cell: (row) => tableMoney(row.amountCents), className: "tabular-nums" },
    { header: "Method", cell: (row) => PAYOUT_METHOD_LABELS[row.payoutMethod] },
    { header: "Payout details", cell: (row) => <PayoutDetails row={row} /> },
    { header: "Status", cell: (row) => <StatusCell row={row} /> },
    { header: "Date", cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" },
    { header: "Actions", cell: (row) => <QueueActions row={row} search={search} /> },
  ];
  return <DataTable caption="Withdrawal requests" columns={columns} rows={rows} rowKey={(row) => row.id} empty="No withdrawal requests" />;
}

/** In full: the admin sends the money to these details. */
function PayoutDetails({ row }: { row: QueueRow }) {
  const payout = withdrawalPayout(row);
  const details: [string, string, string?][] =
    payout.payoutMethod === "bank"
      ? [["Bank", payout.bankName], ["Account", payout.accountNumber, "font-mono"], ["Name", payout.accountName]]
      : payout.payoutMethod === "paypal"
        ? [["PayPal", payout.paypalEmail]]
        : [["Network", networkLabel(payout.cryptoNetwork)], ["Wallet", payout.cryptoAddress, "font-mono break-all"]];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
      {details.map(([term, value, className]) => (
        <div key={term} className="contents">
          <dt className="text-gray-600">{term}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusCell({ row }: { row: QueueRow }) {
  return (
    <>
      <WithdrawalStatus status={row.status} />
      {row.rejectionReason ? <p className="mt-1 max-w-xs text-xs text-gray-700">{row.rejectionReason}</p> : null}
    </>
  );
}

/** pending → Approve or Reject; approved → Mark paid or Reject; paid and rejected are final. */
function QueueActions({ row, search }: { row: QueueRow; search: string }) {
  if (row.status !== "pending" && row.status !== "approved") return null;
  // Named after the request, as every row has the same buttons.
  const which = `${row.storeName}, $${tableMoney(row.amountCents)}`;
  const approve = row.status === "pending" ? "Approve" : "Mark paid";
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <ActionFetcherForm fields={{ intent: row.status === "pending" ? "approve" : "pay", id: row.id }}>
        {(busy) => (
          <button type="submit" className="btn-primary px-3 py-1.5" disabled={busy} aria-label={`${approve} ${which}`}>
            {approve}
          </button>
        )}
      </ActionFetcherForm>
      <Link to={`/admin/withdrawals/${row.id}/reject${search}`} preventScrollReset className="btn-danger px-3 py-1.5" aria-label={`Reject ${which}`}>
        Reject
      </Link>
    </div>
  );
}
