import { and, count, desc, eq, gte, sql, sum } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { orders, prompts, purchases, reviews, transactions, users, vendors } from "~/db/tables.server";
import { oneDecimal } from "./catalogue.server";
import { vendorBalance } from "./ledger.server";

const cents = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * A buyer's summary. Purchases are the prompts they own themselves (a deleted team's licence
 * passed to them included, decision 0353); team licences are what they bought for a team (the
 * team orders that did not become their own purchase, decision 0354). The spending is every completed order, and how much of it was at team prices,
 * so the two counts and the total never seem to disagree (issue 41 point 10).
 */
export async function buyerStats(userId: string) {
  const totalPurchases = (await firstRow(db.select({ n: count() }).from(purchases).where(eq(purchases.userId, userId)).limit(1)))?.n ?? 0;
  const totalReviews = (await firstRow(db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId)).limit(1)))?.n ?? 0;
  const isTeam = sql`${orders.licence} = 'team'`;
  // Through purchases' key (buyer, prompt): the order id says it is this order's.
  const passedToBuyer = sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${orders.buyerId} and ${purchases.promptId} = ${orders.promptId} and ${purchases.orderId} = ${orders.id})`;
  const spent = await firstRow(db
    .select({
      total: sum(orders.amountCents),
      team: sql<number>`coalesce(sum(case when ${isTeam} then ${orders.amountCents} end), 0)`,
      teamLicences: sql<number>`count(case when ${isTeam} and not ${passedToBuyer} then 1 end)`,
    })
    .from(orders)
    .where(and(eq(orders.buyerId, userId), eq(orders.paymentStatus, "completed"))).limit(1));
  return {
    totalPurchases,
    teamLicences: Number(spent?.teamLicences ?? 0),
    totalReviews,
    totalSpentCents: cents(spent?.total),
    teamSpentCents: cents(spent?.team),
  };
}

function startOfMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

export async function vendorStats(vendorId: string) {
  const sales = await firstRow(db
    .select({
      totalSales: count(),
    })
    .from(transactions)
    .where(eq(transactions.vendorId, vendorId)).limit(1));
  const thisMonthSales =
    (await firstRow(db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.vendorId, vendorId), gte(transactions.createdAt, startOfMonth()))).limit(1)))?.n ?? 0;
  const catalogue = await firstRow(db
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
    .where(eq(prompts.vendorId, vendorId)).limit(1));
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
  const totalUsers = (await firstRow(db.select({ n: count() }).from(users).limit(1)))?.n ?? 0;
  const totalVendors = (await firstRow(db.select({ n: count() }).from(vendors).limit(1)))?.n ?? 0;
  const pendingVendors = (await firstRow(db.select({ n: count() }).from(vendors).where(eq(vendors.isApproved, false)).limit(1)))?.n ?? 0;
  const totalPrompts = (await firstRow(db.select({ n: count() }).from(prompts).limit(1)))?.n ?? 0;
  const completed = await firstRow(db
    .select({ n: count(), revenue: sum(orders.amountCents) })
    .from(orders)
    .where(eq(orders.paymentStatus, "completed")).limit(1));
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
