import { buyerStats } from "~/models/stats.server";
import { listBuyerTransactions } from "~/models/transactions.server";
import { requireApiRole } from "./auth-context.server";
import { pageInfo, readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { get, type ApiContext, type ApiRoute } from "./router.server";
import { apiBuyerTransaction, emailAccess } from "./serializers.server";

export const buyerRoutes: ApiRoute[] = [
  get("users/dashboard-stats", dashboardStats),
  get("users/buyer/transactions", transactions),
];

async function dashboardStats(ctx: ApiContext) {
  const buyer = await requireApiRole(ctx, "buyer");
  const { totalPurchases, totalReviews, totalSpentCents } = buyerStats(buyer.id);
  return ok({ data: { totalPurchases, totalReviews, totalSpent: totalSpentCents / 100 } });
}

async function transactions(ctx: ApiContext) {
  const buyer = await requireApiRole(ctx, "buyer");
  const page = readPage(ctx.url);
  const { items, total } = listBuyerTransactions(buyer.id, page);
  return ok({ data: { data: items.map((row) => apiBuyerTransaction(row, emailAccess(buyer))), ...pageInfo(page, total) } });
}
