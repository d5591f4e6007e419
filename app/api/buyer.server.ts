import { buyerStats } from "~/models/stats.server";
import { listBuyerTransactions } from "~/models/transactions.server";
import { requireApiRole } from "./auth-context.server";
import { exampleOrder, examplePage, examplePromptCard, exampleVendor } from "./examples.server";
import { pageInfo, PageQuerySchema, readPage } from "./pagination.server";
import { ok } from "./respond.server";
import { get, type ApiContext, type DocumentedRoute } from "./router.server";
import { apiBuyerTransaction, emailAccess } from "./serializers.server";

const tag = "Buyer";
const buyer = ["buyer"] as const;

export const buyerRoutes: DocumentedRoute[] = [
  get("users/dashboard-stats", dashboardStats, {
    tag, summary: "The buyer's totals (money in dollars)", auth: buyer,
    description:
      "`totalPurchases`: prompts bought for themselves; `teamLicences`: prompts bought for a team. `totalSpent` is both; `teamSpent` the part of it paid for team licences.",
    example: { success: true, data: { totalPurchases: 3, teamLicences: 1, totalReviews: 1, totalSpent: 97.5, teamSpent: 60 } },
  }),
  get("users/buyer/transactions", transactions, {
    tag, summary: "The buyer's purchases, newest first", auth: buyer, query: PageQuerySchema,
    example: {
      success: true,
      data: {
        data: [
          {
            _id: exampleOrder._id,
            reference: exampleOrder.paymentReference,
            vendorId: { _id: exampleVendor._id, storeName: exampleVendor.storeName, name: "Vera Vendor", email: null },
            promptId: { title: examplePromptCard.title },
            amount: 12.5,
            status: "completed",
            createdAt: exampleOrder.createdAt,
          },
        ],
        ...examplePage,
      },
    },
  }),
];

async function dashboardStats(ctx: ApiContext) {
  const buyer = await requireApiRole(ctx, "buyer");
  const { totalPurchases, teamLicences, totalReviews, totalSpentCents, teamSpentCents } = await buyerStats(buyer.id);
  return ok({ data: { totalPurchases, teamLicences, totalReviews, totalSpent: totalSpentCents / 100, teamSpent: teamSpentCents / 100 } });
}

async function transactions(ctx: ApiContext) {
  const buyer = await requireApiRole(ctx, "buyer");
  const page = readPage(ctx.url);
  const { items, total } = await listBuyerTransactions(buyer.id, page);
  const access = await emailAccess(buyer);
  return ok({ data: { data: items.map((row) => apiBuyerTransaction(row, access)), ...pageInfo(page, total) } });
}
