import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { Pagination } from "~/components/pagination";
import { SALE_COLUMNS, toSaleRow } from "~/components/vendor/sale-columns";
import { TabLinks } from "~/components/vendor/tab-links";
import { toWithdrawalRow, WITHDRAWAL_COLUMNS } from "~/components/vendor/withdrawal-columns";
import { listVendorOrders } from "~/models/orders.server";
import { listVendorWithdrawals } from "~/models/withdrawals.server";
import { requireVendor } from "~/pages/auth.server";
import { pageCount, parsePage } from "~/utils/pagination";

/** Tables show 8 rows a page (SPEC section 9). */
const ROWS = 8;

export const meta: MetaFunction = () => [{ title: "Transactions | Promptory" }];

/** The vendor's sales (?tab absent) or withdrawal requests (?tab=withdrawals), a page at a time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params);
  if (params.get("tab") === "withdrawals") {
    const { items, total } = await listVendorWithdrawals(vendor.id, { page, limit: ROWS });
    return { tab: "withdrawals" as const, withdrawals: items.map(toWithdrawalRow), page, pageCount: pageCount(total, ROWS) };
  }
  const { items, total } = await listVendorOrders(vendor.id, { page, limit: ROWS });
  return { tab: "transactions" as const, sales: items.map(toSaleRow), page, pageCount: pageCount(total, ROWS) };
}

export default function VendorTransactions() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Transactions</h1>
      <TabLinks
        label="Transactions and withdrawals"
        tabs={[
          { label: "Transactions", to: "/vendor/transactions", current: data.tab === "transactions" },
          { label: "Withdrawals", to: "/vendor/transactions?tab=withdrawals", current: data.tab === "withdrawals" },
        ]}
      />
      {data.tab === "withdrawals" ? (
        <DataTable caption="Withdrawals" columns={WITHDRAWAL_COLUMNS} rows={data.withdrawals} rowKey={(row) => row.id} />
      ) : (
        <DataTable caption="Transactions" columns={SALE_COLUMNS} rows={data.sales} rowKey={(row) => row.id} />
      )}
      <Pagination page={data.page} pageCount={data.pageCount} label={data.tab === "withdrawals" ? "Withdrawal pages" : "Transaction pages"} />
    </div>
  );
}
