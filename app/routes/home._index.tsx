import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
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

export default function BuyerHome() {
  const { name, stats, transactions, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">Welcome, {name}</h1>
        <p className="text-gray-700">Find prompts that do the heavy lifting for you.</p>
      </div>
      <StatGrid>
        <StatCard label="Total Purchases" value={stats.totalPurchases} />
        <StatCard label="Total Reviews" value={stats.totalReviews} />
        <StatCard label="Total Spent" value={formatUsd(stats.totalSpentCents)} />
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
        {transactions.length === 0 ? (
          <p className="card text-center text-gray-700">There are no records to display.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
            <table className="min-w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-700">
                <tr>
                  <th scope="col" className="px-4 py-3">Reference</th>
                  <th scope="col" className="px-4 py-3">Prompt</th>
                  <th scope="col" className="px-4 py-3">Store</th>
                  <th scope="col" className="px-4 py-3">Amount ($)</th>
                  <th scope="col" className="px-4 py-3">Status</th>
                  <th scope="col" className="px-4 py-3">Date</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {transactions.map((row) => (
                  <tr key={row.id}>
                    <td className="px-4 py-3 font-mono text-xs">{row.reference}</td>
                    <td className="px-4 py-3">{row.title}</td>
                    <td className="px-4 py-3">
                      <StoreLink vendorId={row.vendorId} storeName={row.storeName} className="underline" />
                    </td>
                    <td className="px-4 py-3">{(row.amountCents / 100).toFixed(2)}</td>
                    <td className="px-4 py-3">
                      <PaymentStatus status={row.status} />
                    </td>
                    <td className="px-4 py-3">{formatDate(row.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination page={page} pageCount={pageCount} label="Transaction pages" />
      </section>
    </div>
  );
}
