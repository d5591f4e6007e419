import { tableMoney, type Column } from "~/components/data-table";
import { WithdrawalStatus } from "~/components/withdrawal-status";
import { withdrawalPayout } from "~/models/payout-details";
import type { Withdrawal } from "~/models/withdrawals.server";
import { formatDate } from "~/utils/format";
import { payoutSummary } from "./payout-methods";

export type WithdrawalRow = Pick<Withdrawal, "id" | "amountCents" | "status" | "rejectionReason"> & {
  /** The method and where the money goes, masked: "PayPal · v***@example.com". */
  paidTo: string;
  createdAt: Date | string;
};

export function toWithdrawalRow(withdrawal: Withdrawal): WithdrawalRow {
  const { id, amountCents, status, rejectionReason, createdAt } = withdrawal;
  return { id, amountCents, paidTo: payoutSummary(withdrawalPayout(withdrawal)), status, rejectionReason, createdAt };
}

/** The Withdrawals tab (SPEC "Transactions"); a rejected request says why under its status. */
export const WITHDRAWAL_COLUMNS: Column<WithdrawalRow>[] = [
  { header: "ID", cell: (row) => row.id, className: "font-mono text-xs" },
  { header: "Amount ($)", cell: (row) => tableMoney(row.amountCents), className: "tabular-nums" },
  { header: "Method", cell: (row) => row.paidTo },
  {
    header: "Status",
    cell: (row) => (
      <>
        <WithdrawalStatus status={row.status} />
        {row.status === "rejected" && row.rejectionReason ? (
          <span className="mt-1 block max-w-xs text-xs text-gray-700">Reason: {row.rejectionReason}</span>
        ) : null}
      </>
    ),
  },
  { header: "Date", cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" },
];
