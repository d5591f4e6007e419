import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DataTable, tableMoney, type Column } from "~/components/data-table";
import { PaymentStatus } from "~/components/payment-status";
import { StatusBadge } from "~/components/prompts/status-badge";
import { PromptResults, ResultGroup, SearchPage } from "~/components/search/search-results";
import { searchAsAdmin, type PaymentHit, type VendorHit } from "~/models/search.server";
import { searchWords, toPromptHit } from "~/pages/search.server";
import { requireRole } from "~/pages/auth.server";
import { formatDate } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Search | Admin | Promptory" }];

/** The admin's "Search Anything": every prompt, vendors by store or owner, payments by reference. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const q = searchWords(request);
  const { prompts, vendors, payments } = await searchAsAdmin(q);
  return { q, prompts: prompts.map(toPromptHit), vendors, payments };
}

const VENDOR_COLUMNS: Column<VendorHit>[] = [
  { header: "Store Name", cell: (row) => row.storeName, className: "font-medium" },
  {
    header: "Owner",
    cell: (row) => (
      <>
        <span className="block">{row.ownerName}</span>
        <span className="block text-xs text-gray-600">{row.ownerEmail}</span>
      </>
    ),
  },
  {
    header: "Status",
    cell: (row) =>
      row.banned ? <StatusBadge status="banned" /> : <StatusBadge status={row.isApproved ? "approved" : "pending"} />,
  },
];

const PAYMENT_COLUMNS: Column<PaymentHit>[] = [
  { header: "Reference", cell: (row) => row.reference, className: "whitespace-nowrap font-mono text-xs" },
  { header: "Buyer", cell: (row) => row.buyerEmail },
  { header: "Amount ($)", cell: (row) => tableMoney(row.amountCents), className: "tabular-nums" },
  { header: "Status", cell: (row) => <PaymentStatus status={row.status} /> },
  { header: "Date", cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" },
];

export default function AdminSearch() {
  const { q, prompts, vendors, payments } = useLoaderData<typeof loader>();
  return (
    <SearchPage q={q}>
      <PromptResults q={q} prompts={prompts} area="admin" />
      <ResultGroup title="Vendors" empty="No vendors match." count={vendors.length} more={{ to: "/admin/vendors", label: "All vendors" }}>
        <DataTable caption="Vendors" columns={VENDOR_COLUMNS} rows={vendors} rowKey={(row) => row.id} />
      </ResultGroup>
      <ResultGroup
        title="Payments"
        empty="No payments match. Search a payment by its reference (PRM-…)."
        count={payments.length}
        more={{ to: "/admin", label: "All orders" }}
      >
        <DataTable caption="Payments" columns={PAYMENT_COLUMNS} rows={payments} rowKey={(row) => row.reference} />
      </ResultGroup>
    </SearchPage>
  );
}
