import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { OrdersTable } from "~/components/admin/orders-table";
import { TopVendors } from "~/components/admin/top-vendors";
import { Pagination } from "~/components/pagination";
import { SalesChart } from "~/components/sales-chart";
import { StatCard, StatGrid } from "~/components/stat-card";
import { dailySales, listAllOrders } from "~/models/orders.server";
import { adminStats } from "~/models/stats.server";
import { requireRole } from "~/pages/auth.server";
import { formatUsd } from "~/utils/format";
import { pageCount, parsePage } from "~/utils/pagination";

/** Tables show 8 rows a page (SPEC section 9). */
const ROWS = 8;

export const meta: MetaFunction = () => [{ title: "Admin dashboard | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const page = parsePage(new URL(request.url).searchParams);
  const { items, total } = await listAllOrders({ page, limit: ROWS });
  return {
    stats: await adminStats(),
    revenue: (await dailySales()).map(({ day, sales, grossCents }) => ({ day, sales, cents: grossCents })),
    orders: items.map(({ id, buyer, prompt, amountCents, paymentStatus, createdAt }) => ({
      id,
      buyerEmail: buyer.email,
      title: prompt.title,
      amountCents,
      status: paymentStatus,
      createdAt,
    })),
    page,
    pageCount: pageCount(total, ROWS),
  };
}

export default function AdminHome() {
  const { stats, revenue, orders, page, pageCount } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Admin dashboard</h1>
      <StatGrid>
        <StatCard label="Total Users" value={stats.totalUsers} />
        <StatCard label="Total Vendors" value={stats.totalVendors} />
        <StatCard label="Total Prompts" value={stats.totalPrompts} />
        <StatCard label="Total Orders" value={stats.totalOrders} />
        <StatCard label="Revenue (All Time)" value={formatUsd(stats.totalRevenueCents)} />
        <StatCard label="Pending Vendors" value={stats.pendingVendors} />
        <StatCard label="Top Vendors" value={stats.topVendors.length} />
      </StatGrid>
      <div className="grid gap-6 lg:grid-cols-3">
        <TopVendors vendors={stats.topVendors} className="lg:col-span-1" />
        <div className="lg:col-span-2">
          <SalesChart title="Revenue, last 30 days" days={revenue} />
        </div>
      </div>
      <section aria-labelledby="orders-heading" className="space-y-3">
        <h2 id="orders-heading" className="text-lg font-semibold">
          Orders
        </h2>
        <OrdersTable orders={orders} />
        <Pagination page={page} pageCount={pageCount} label="Order pages" />
      </section>
    </div>
  );
}
