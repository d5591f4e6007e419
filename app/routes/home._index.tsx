import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DataTable, tableMoney, type Column } from "~/components/data-table";
import { Pagination } from "~/components/pagination";
import { PaymentStatus } from "~/components/payment-status";
import { StatCard, StatGrid } from "~/components/stat-card";
import { StoreLink } from "~/components/store/store-link";
import { buyerStats } from "~/models/stats.server";
import { listBuyerTransactions } from "~/models/transactions.server";
import { requireRole } from "~/pages/auth.server";
import { formatDate, formatUsd } from "~/utils/format";
import { pageCount, parsePage } from "~/utils/pagination";

/** Tables show 8 rows a page (SPEC section 9). */
const ROWS = 8;

export const meta: MetaFunction = () => [{ title: "Home | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const page = parsePage(new URL(request.url).searchParams);
  const { items, total } = await listBuyerTransactions(user.id, { page, limit: ROWS });
  return {
    name: user.name,
    stats: await buyerStats(user.id),
    transactions: items.map(({ id, reference, vendor, prompt, amountCents, status, createdAt }) => ({
      id,
      reference,
      vendorId: vendor.id,
      storeName: vendor.storeName,
      title: prompt.title,
      amountCents,
      status,
      createdAt,
    })),
    page,
    pageCount: pageCount(total, ROWS),
  };
}

type TransactionRow = ReturnType<typeof useLoaderData<typeof loader>>["transactions"][number];

const TRANSACTION_COLUMNS: Column<TransactionRow>[] = [
  { header: "Reference", cell: (row) => row.reference, className: "whitespace-nowrap font-mono text-xs" },
  { header: "Prompt", cell: (row) => row.title },
  { header: "Store", cell: (row) => <StoreLink vendorId={row.vendorId} storeName={row.storeName} className="underline" /> },
  { header: "Amount ($)", cell: (row) => tableMoney(row.amountCents) },
  { header: "Status", cell: (row) => <PaymentStatus status={row.status} /> },
  { header: "Date", cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" },
];

export default function BuyerHome() {
  const { name, stats, transactions, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {name}</h1>
        <p className="text-gray-700">Find prompts that do the heavy lifting for you.</p>
      </div>
      <StatGrid>
        {/* Team licences apart from purchases, and the spending says how much was for teams (issue 41 point 10). */}
        <StatCard label="Total Purchases" value={stats.totalPurchases} hint="Prompts you bought for yourself" />
        <StatCard label="Team Licences" value={stats.teamLicences} hint="Prompts you bought for a team" />
        <StatCard label="Total Reviews" value={stats.totalReviews} />
        <StatCard
          label="Total Spent"
          value={formatUsd(stats.totalSpentCents)}
          hint={stats.teamSpentCents ? `${formatUsd(stats.teamSpentCents)} of it on team licences` : undefined}
        />
      </StatGrid>
      <div className="flex flex-wrap gap-3">
        <Link to="/home/prompts" className="btn-primary">
          Browse the marketplace
        </Link>
        <Link to="/enhance" className="btn-secondary">
          Prompt enhancer
        </Link>
      </div>
      <section aria-labelledby="my-transactions" className="space-y-3">
        <h2 id="my-transactions" className="text-lg font-semibold">
          My Transactions
        </h2>
        {/* Cards on a phone, a table that fits its box wider: no column cut off at the right edge. */}
        <DataTable caption="My Transactions" columns={TRANSACTION_COLUMNS} rows={transactions} rowKey={(row) => row.id} />
        <Pagination page={page} pageCount={pageCount} label="Transaction pages" />
      </section>
    </div>
  );
}
