import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StatCard, StatGrid } from "~/components/stat-card";
import { buyerStats } from "~/models/stats.server";
import { requireRole } from "~/utils/auth.server";
import { formatUsd } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Home | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return { name: user.name, stats: buyerStats(user.id) };
}

export default function BuyerHome() {
  const { name, stats } = useLoaderData<typeof loader>();
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
      <Link to="/home/prompts" className="btn-primary">
        Browse the marketplace
      </Link>
    </div>
  );
}
