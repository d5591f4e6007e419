import { count, desc, eq, sql } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { orders, prompts, users, vendors } from "~/db/tables.server";

export type BuyerTransaction = {
  id: string;
  reference: string;
  /** The store the prompt was bought from, and its owner's account. */
  vendor: { id: string; storeName: string; name: string; email: string };
  prompt: { title: string };
  amountCents: number;
  status: (typeof orders.$inferSelect)["paymentStatus"];
  createdAt: Date;
};

/**
 * The buyer's "My Transactions": one row per order of every checkout, whatever its status
 * (docs/decisions/0072), newest first.
 */
export async function listBuyerTransactions(
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<{ items: BuyerTransaction[]; total: number }> {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.paymentReference,
      vendorId: vendors.id,
      storeName: vendors.storeName,
      vendorName: users.name,
      vendorEmail: users.email,
      title: prompts.title,
      amountCents: orders.amountCents,
      status: orders.paymentStatus,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(orders.buyerId, userId))
    // rowid breaks ties between the orders of one checkout (same millisecond).
    .orderBy(desc(orders.createdAt), desc(sql`${orders}.rowid`))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = (await firstRow(db.select({ n: count() }).from(orders).where(eq(orders.buyerId, userId)).limit(1)))?.n ?? 0;
  return {
    items: rows.map(({ vendorId, storeName, vendorName, vendorEmail, title, ...row }) => ({
      ...row,
      vendor: { id: vendorId, storeName, name: vendorName, email: vendorEmail },
      prompt: { title },
    })),
    total,
  };
}
