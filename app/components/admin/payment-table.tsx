import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { DataTable, tableMoney, type Column } from "~/components/data-table";
import { EmailAddress } from "~/components/email-address";
import { StatusBadge } from "~/components/prompts/status-badge";
import type { PaymentRow } from "~/models/admin-payments.server";
import { formatDateTime } from "~/utils/format";

/** A payment as both tables of /admin/payments show it; `note` is the flag or the refund reason. */
export type PaymentTableRow = Pick<PaymentRow, "reference" | "status" | "amountCents" | "buyerEmail" | "createdAt" | "items"> & { note?: string | null };

/**
 * The admin's payments, in the shared DataTable (cards on a phone, like the withdrawal queue):
 * each row says what was bought, and `actions` gives its buttons. `idPrefix` keeps the ids of
 * the two tables on the page apart (a button is described by its row's reference).
 */
export function PaymentTable({
  caption,
  rows,
  idPrefix,
  actions,
}: {
  caption: string;
  rows: PaymentTableRow[];
  idPrefix: string;
  actions: (row: PaymentTableRow, describedBy: string) => ReactNode;
}) {
  const columns: Column<PaymentTableRow>[] = [
    {
      header: "Reference",
      rowHeader: true,
      cell: (row) => (
        <span id={`${idPrefix}-${row.reference}`} className="font-mono text-xs">
          {row.reference}
        </span>
      ),
    },
    { header: "Prompts", cell: (row) => <PromptTitles titles={row.items} /> },
    { header: "Buyer", cell: (row) => <EmailAddress email={row.buyerEmail} /> },
    { header: "Amount ($)", cell: (row) => tableMoney(row.amountCents), className: "tabular-nums" },
    { header: "Status", cell: (row) => <StatusCell row={row} /> },
    { header: "Date", cell: (row) => formatDateTime(row.createdAt) },
    { header: "Actions", cell: (row) => actions(row, `${idPrefix}-${row.reference}`) },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(row) => row.reference} />;
}

function PromptTitles({ titles }: { titles: string[] }) {
  if (titles.length === 1) return <>{titles[0]}</>;
  return (
    <ul className="space-y-1">
      {titles.map((title, index) => (
        <li key={index}>{title}</li>
      ))}
    </ul>
  );
}

function StatusCell({ row }: { row: PaymentTableRow }) {
  const tone = row.status === "completed" ? "active" : row.status === "pending" || row.status === "refunding" ? "pending" : "banned";
  return (
    <>
      <StatusBadge status={tone} label={row.status} />
      {row.note ? <p className="mt-1 max-w-xs text-xs text-gray-700">{row.note}</p> : null}
    </>
  );
}

/**
 * Opens the Refund dialog, a nested route (admin.payments.$reference.refund): a GET form, so it
 * is a real button with or without JavaScript. The row's reference describes it.
 */
export function RefundButton({ reference, page, label, describedBy }: { reference: string; page: number; label: string; describedBy: string }) {
  return (
    <Form method="get" action={`/admin/payments/${reference}/refund`} preventScrollReset>
      {page > 1 ? <input type="hidden" name="page" value={page} /> : null}
      <button type="submit" className="btn-secondary" aria-describedby={describedBy}>
        {label}
      </button>
    </Form>
  );
}
