import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { SalesChart } from "~/components/sales-chart";
import { StatCard, StatGrid } from "~/components/stat-card";
import { EarningsCard } from "~/components/vendor/earnings-card";
import { RECENT_ORDER_COLUMNS, toSaleRow } from "~/components/vendor/sale-columns";
import { vendorBalance } from "~/models/ledger.server";
import { dailySales, listVendorOrders } from "~/models/orders.server";
import { vendorStats } from "~/models/stats.server";
import { requireVendor } from "~/pages/auth.server";

const RECENT_ORDERS = 5;

/** SPEC names the card "Prompts Purchased", but it counts the vendor's own prompts (totalPrompts): the caption says so. */
const PROMPT_COUNT_CAPTION = "Not sales: the prompts you have made, listed or not";

export const meta: MetaFunction = () => [{ title: "Vendor dashboard | Promptory" }];

/**
 * The vendor dashboard, as a pathless layout: /vendor shows it alone and /vendor/withdraw
 * shows the Withdraw dialog over it (docs/decisions/0080).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  return {
    storeName: vendor.storeName,
    isApproved: vendor.isApproved,
    stats: await vendorStats(vendor.id),
    balance: await vendorBalance(vendor.id),
    recentOrders: (await listVendorOrders(vendor.id, { page: 1, limit: RECENT_ORDERS })).items.map(toSaleRow),
    earningsByDay: (await dailySales({ vendorId: vendor.id })).map(({ day, sales, earningsCents }) => ({ day, sales, cents: earningsCents })),
  };
}

export default function VendorDashboard() {
  const { storeName, isApproved, stats, balance, recentOrders, earningsByDay } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold">{storeName}</h1>
        {isApproved ? null : (
          <p role="status" className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Your store is waiting for approval. Your prompts are listed once an admin approves it.
          </p>
        )}
      </div>
      {/*
        The earnings card comes first in the page (and on a phone, on screen): it is what a vendor
        acts on. From lg up the stat grid spans the row above it.
      */}
      <div className="grid gap-6 lg:grid-cols-3">
        <EarningsCard balance={balance} />
        <div className="lg:order-first lg:col-span-3">
          <StatGrid>
            <StatCard label="Total Sales" value={stats.totalSales} />
            <StatCard label="This Month Sales" value={stats.thisMonthSales} />
            <StatCard label="Prompts Purchased" value={stats.totalPrompts} hint={PROMPT_COUNT_CAPTION} />
            <StatCard label="Total Views" value={stats.totalViews} />
            <StatCard label="Favourites" value={stats.totalFavourites} hint="Buyers keeping your prompts" />
            <StatCard label="Average Rating" value={stats.averageRating.toFixed(1)} />
            <StatCard label="Pending Prompts" value={stats.pendingPrompts} />
            <StatCard label="Approved Prompts" value={stats.approvedPrompts} />
            <StatCard label="Rejected Prompts" value={stats.rejectedPrompts} />
          </StatGrid>
        </div>
        <div className="lg:col-span-2">
          <SalesChart title="Earnings over the last 30 days" days={earningsByDay} />
        </div>
      </div>
      <section aria-labelledby="recent-orders" className="space-y-3">
        <div className="flex items-center justify-between gap-4">
          <h2 id="recent-orders" className="text-lg font-semibold">
            Recent Orders
          </h2>
          <Link to="/vendor/transactions" className="text-sm font-semibold text-brand-700 hover:underline">
            All transactions
          </Link>
        </div>
        <DataTable caption="Recent Orders" columns={RECENT_ORDER_COLUMNS} rows={recentOrders} rowKey={(row) => row.id} />
      </section>
      <Outlet />
    </div>
  );
}
