import { tableMoney, type Column } from "~/components/data-table";
import { EmailAddress } from "~/components/email-address";
import { PaymentStatus } from "~/components/payment-status";
import type { VendorOrder } from "~/models/orders.server";
import { formatDate } from "~/utils/format";

/** One of the vendor's sales as the tables show it: only what they display is sent. */
export type SaleRow = {
  id: string;
  reference: string;
  buyerName: string;
  buyerEmail: string;
  title: string;
  teamLicence: boolean;
  grossCents: number;
  platformFeeCents: number;
  earningsCents: number;
  status: string;
  createdAt: Date | string;
};

export function toSaleRow({ id, reference, buyer, prompt, licence, transaction, createdAt }: VendorOrder): SaleRow {
  return {
    id,
    reference,
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    title: prompt.title,
    teamLicence: licence === "team",
    grossCents: transaction.grossCents,
    platformFeeCents: transaction.platformFeeCents,
    earningsCents: transaction.vendorEarningsCents,
    status: transaction.status,
    createdAt,
  };
}

const reference: Column<SaleRow> = { header: "Reference", cell: (row) => row.reference, className: "whitespace-nowrap font-mono text-xs" };
const buyer: Column<SaleRow> = {
  header: "Buyer",
  cell: (row) => (
    <>
      <span className="block">{row.buyerName}</span>
      <span className="block text-xs text-gray-600">
        <EmailAddress email={row.buyerEmail} />
      </span>
    </>
  ),
};
const prompt: Column<SaleRow> = {
  header: "Prompt",
  cell: (row) => (
    <>
      {row.title}
      {row.teamLicence ? <span className="ml-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800">Team licence</span> : null}
    </>
  ),
};
const status: Column<SaleRow> = { header: "Status", cell: (row) => <PaymentStatus status={row.status} /> };
const date: Column<SaleRow> = { header: "Date", cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" };
const money = (header: string, cents: (row: SaleRow) => number): Column<SaleRow> => ({
  header,
  cell: (row) => tableMoney(cents(row)),
  className: "tabular-nums",
});

/** The Transactions tab (SPEC "Transactions"): the whole fee split. */
export const SALE_COLUMNS: Column<SaleRow>[] = [
  reference,
  buyer,
  prompt,
  money("Gross ($)", (row) => row.grossCents),
  money("Platform Fee ($)", (row) => row.platformFeeCents),
  money("Vendor Earnings ($)", (row) => row.earningsCents),
  status,
  date,
];

/** The dashboard's Recent Orders: what the buyer paid and what the vendor keeps. */
export const RECENT_ORDER_COLUMNS: Column<SaleRow>[] = [
  reference,
  buyer,
  prompt,
  money("Price ($)", (row) => row.grossCents),
  money("Earnings ($)", (row) => row.earningsCents),
  status,
  date,
];
