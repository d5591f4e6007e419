import { DataTable, tableMoney, type Column } from "~/components/data-table";
import { EmailAddress } from "~/components/email-address";
import { PaymentStatus } from "~/components/payment-status";
import { formatDate } from "~/utils/format";

export type OrderRow = { id: string; buyerEmail: string; title: string; amountCents: number; status: string; createdAt: Date | string };

const COLUMNS: Column<OrderRow>[] = [
  { header: "Buyer Email", cell: (order) => <EmailAddress email={order.buyerEmail} /> },
  { header: "Prompt", cell: (order) => order.title },
  { header: "Price ($)", cell: (order) => tableMoney(order.amountCents), className: "tabular-nums" },
  { header: "Status", cell: (order) => <PaymentStatus status={order.status} /> },
  { header: "Date", cell: (order) => formatDate(order.createdAt), className: "whitespace-nowrap" },
];

/** Every order on the platform (SPEC admin dashboard); Price is what the buyer paid. */
export function OrdersTable({ orders }: { orders: OrderRow[] }) {
  return <DataTable caption="Orders" columns={COLUMNS} rows={orders} rowKey={(order) => order.id} empty="No orders found" />;
}
