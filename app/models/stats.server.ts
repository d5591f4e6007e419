import { and, count, desc, eq, gte, sql, sum } from "drizzle-orm";
import { db } from "~/db/client.server";
import { orders, prompts, purchases, reviews, transactions, users, vendors } from "~/db/schema";
import { oneDecimal } from "./catalogue.server";
import { vendorBalance } from "./ledger.server";

const cents = (value: string | number | null | undefined) => Number(value ?? 0);

export async function buyerStats(userId: string) {
  const totalPurchases = (await db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId)).get())?.n ?? 0;
  const totalReviews = (await db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)).get())?.n ?? 0;
  const spent = await db
    .select({ total: sum(orders.amountCents) })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), eq(orders.paymentStatus, "completed")))
    .get();
  return { totalPurchases, totalReviews, totalSpentCents: cents(spent?.total) };
}

function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function vendorStats(vendorId: string) {
  const sales = await db
    .select({
      totalSales: count(),
    })
    .from(transactions)
    .where(eq(transactions.vendorId, vendorId))
    .get();
  const thisMonthSales =
    (await db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.vendorId, vendorId), gte(transactions.createdAt, startOfMonth())))
      .get())?.n ?? 0;
  const catalogue = await db
    .select({
      totalPrompts: count(),
      totalViews: sum(prompts.views),
      totalFavourites: sum(prompts.favouritesCount),
      ratingSum: sum(prompts.ratingSum),
      reviewCount: sum(prompts.reviewCount),
      pending: sql<number>`sum(case when ${prompts.moderation} = 'pending' then 1 else 0 end)`,
      approved: sql<number>`sum(case when ${prompts.moderation} = 'approved' then 1 else 0 end)`,
      rejected: sql<number>`sum(case when ${prompts.moderation} = 'rejected' then 1 else 0 end)`,
    })
    .from(prompts)
    .where(eq(prompts.vendorId, vendorId))
    .get();
  const reviewCount = cents(catalogue?.reviewCount);
  return {
    totalSales: sales?.totalSales ?? 0,
    thisMonthSales,
    totalPrompts: catalogue?.totalPrompts ?? 0,
    totalViews: cents(catalogue?.totalViews),
    totalFavourites: cents(catalogue?.totalFavourites),
    /** From the ledger, like every money figure a vendor sees. */
    totalEarningsCents: (await vendorBalance(vendorId)).earningsCents,
    averageRating: reviewCount ? oneDecimal(cents(catalogue?.ratingSum) / reviewCount) : 0,
    pendingPrompts: cents(catalogue?.pending),
    approvedPrompts: cents(catalogue?.approved),
    rejectedPrompts: cents(catalogue?.rejected),
  };
}

export async function adminStats() {
  const totalUsers = (await db.select({ n: count() }).from(users).get())?.n ?? 0;
  const totalVendors = (await db.select({ n: count() }).from(vendors).get())?.n ?? 0;
  const pendingVendors = (await db.select({ n: count() }).from(vendors).where(eq(vendors.isApproved, false)).get())?.n ?? 0;
  const totalPrompts = (await db.select({ n: count() }).from(prompts).get())?.n ?? 0;
  const completed = await db
    .select({ n: count(), revenue: sum(orders.amountCents) })
    .from(orders)
    .where(eq(orders.paymentStatus, "completed"))
    .get();
  const topVendors = (await db
    .select({
      vendorId: vendors.id,
      storeName: vendors.storeName,
      sales: count(transactions.id),
      grossCents: sum(transactions.grossCents),
    })
    .from(transactions)
    .innerJoin(vendors, eq(vendors.id, transactions.vendorId))
    .groupBy(vendors.id)
    .orderBy(desc(count(transactions.id)))
    .limit(5))
    .map((row) => ({ ...row, grossCents: cents(row.grossCents) }));
  return {
    totalUsers,
    totalVendors,
    totalPrompts,
    totalOrders: completed?.n ?? 0,
    totalRevenueCents: cents(completed?.revenue),
    pendingVendors,
    topVendors,
  };
}
