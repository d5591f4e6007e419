import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatCard, StatGrid } from "~/components/stat-card";
import { vendorStats } from "~/models/stats.server";
import { getVendorByUserId } from "~/models/users.server";
import { requireRole } from "~/utils/auth.server";
import { formatWholeUsd } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Vendor dashboard | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "vendor");
  const vendor = getVendorByUserId(user.id);
  if (!vendor) throw new Response("Store not found", { status: 404 });
  return { storeName: vendor.storeName, isApproved: vendor.isApproved, stats: vendorStats(vendor.id) };
}

export default function VendorHome() {
  const { storeName, isApproved, stats } = useLoaderData<typeof loader>();
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
      <StatGrid>
        <StatCard label="Total Sales" value={stats.totalSales} />
        <StatCard label="This Month Sales" value={stats.thisMonthSales} />
        <StatCard label="Prompts Purchased" value={stats.totalPrompts} hint="Prompts in your store" />
        <StatCard label="Total Views" value={stats.totalViews} />
        <StatCard label="Average Rating" value={stats.averageRating.toFixed(1)} />
        <StatCard label="Pending Prompts" value={stats.pendingPrompts} />
        <StatCard label="Approved Prompts" value={stats.approvedPrompts} />
        <StatCard label="Rejected Prompts" value={stats.rejectedPrompts} />
      </StatGrid>
      <section className="card max-w-sm" aria-labelledby="earnings">
        <h2 id="earnings" className="text-sm font-medium text-gray-600">
          Total Earnings
        </h2>
        <p className="mt-2 text-3xl font-bold">{formatWholeUsd(stats.totalEarningsCents)}</p>
      </section>
    </div>
  );
}
