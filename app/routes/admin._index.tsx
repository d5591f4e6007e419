import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StatCard, StatGrid } from "~/components/stat-card";
import { adminStats } from "~/models/stats.server";
import { requireRole } from "~/utils/auth.server";
import { formatUsd } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Admin dashboard | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  return { stats: adminStats() };
}

export default function AdminHome() {
  const { stats } = useLoaderData<typeof loader>();
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
    </div>
  );
}
