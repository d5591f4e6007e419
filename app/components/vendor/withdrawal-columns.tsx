import { tableMoney, type Column } from "~/components/data-table";
import { WithdrawalStatus } from "~/components/withdrawal-status";
import type { PayoutMethod } from "~/db/schema";
import type { Withdrawal } from "~/models/withdrawals.server";
import { formatDate } from "~/utils/format";
import { PAYOUT_METHOD_LABELS } from "./payout-methods";

export type WithdrawalRow = Pick<Withdrawal, "id" | "amountCents" | "status" | "rejectionReason"> & {
  payoutMethod: PayoutMethod;
  createdAt: Date | string;
};

export function toWithdrawalRow({ id, amountCents, payoutMethod, status, rejectionReason, createdAt }: Withdrawal): WithdrawalRow {
  return { id, amountCents, payoutMethod, status, rejectionReason, createdAt };
}

/** The Withdrawals tab (SPEC "Transactions"); a rejected request says why under its status. */
export const WITHDRAWAL_COLUMNS: Column<WithdrawalRow>[] = [
  { header: "ID", cell: (row) => row.id, className: "font-mono text-xs" },
  { header: "Amount ($)", cell: (row) => tableMoney(row.amountCents), className: "tabular-nums" },
  { header: "Method", cell: (row) => PAYOUT_METHOD_LABELS[row.payoutMethod] },
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
