import { and, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { db, type Tx, firstRow } from "~/db/client.server";
import { orders, prompts, transactions, users, vendors } from "~/db/tables.server";
import { containsText, startsWith } from "~/db/text-match.server";
import { looksLikeReference } from "./payment-reference";
import { unindexed, utcDay } from "~/db/dialect.server";

type Page = { page: number; limit: number };
type Licence = (typeof orders.$inferSelect)["licence"];

export type VendorOrder = {
  id: string;
  reference: string;
  buyer: { name: string; email: string };
  prompt: { id: string; title: string; priceCents: number };
  amountCents: number;
  paymentStatus: (typeof orders.$inferSelect)["paymentStatus"];
  /** "team" for a team licence (decision 0328), sold at the team price. */
  licence: Licence;
  createdAt: Date;
  transaction: { id: string; grossCents: number; platformFeeCents: number; vendorEarningsCents: number; status: string };
};

/** A vendor's sales (orders with their transaction) with what VendorOrder shows; add where, order and limit. */
function selectVendorSales() {
  return db
    .select({
      id: orders.id,
      reference: orders.paymentReference,
      buyerName: users.name,
      buyerEmail: users.email,
      promptId: prompts.id,
      title: prompts.title,
      priceCents: prompts.priceCents,
      amountCents: orders.amountCents,
      paymentStatus: orders.paymentStatus,
      licence: orders.licence,
      createdAt: orders.createdAt,
      transaction: {
        id: transactions.id,
        grossCents: transactions.grossCents,
        platformFeeCents: transactions.platformFeeCents,
        vendorEarningsCents: transactions.vendorEarningsCents,
        status: transactions.status,
      },
    })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .innerJoin(users, eq(users.id, orders.buyerId))
    .innerJoin(prompts, eq(prompts.id, orders.promptId));
}

type VendorSaleRow = Awaited<ReturnType<ReturnType<typeof selectVendorSales>["all"]>>[number];

function toVendorOrder({ buyerName, buyerEmail, promptId, title, priceCents, ...row }: VendorSaleRow): VendorOrder {
  return { ...row, buyer: { name: buyerName, email: buyerEmail }, prompt: { id: promptId, title, priceCents } };
}

const newestSale = [desc(transactions.createdAt), desc(sql`${transactions}.rowid`)];

/**
 * A vendor's sales: completed orders with their transaction (fee split), newest first.
 * This is both the dashboard's Recent Orders and the Transactions tab.
 */
export async function listVendorOrders(vendorId: string, { page, limit }: Page): Promise<{ items: VendorOrder[]; total: number }> {
  const rows = await selectVendorSales()
    .where(eq(transactions.vendorId, vendorId))
    .orderBy(...newestSale)
    .limit(limit)
    .offset((page - 1) * limit);
  const total = (await firstRow(db.select({ n: count() }).from(transactions).where(eq(transactions.vendorId, vendorId)).limit(1)))?.n ?? 0;
  return { items: rows.map(toVendorOrder), total };
}

/** How many of a vendor's newest sales a search by prompt title reads (docs/decisions/0121). */
export const SALES_SEARCH_WINDOW = 1000;

/**
 * A vendor's sales whose payment reference starts with `q` (read through the reference index)
 * or, among the newest SALES_SEARCH_WINDOW sales, whose prompt title contains it; newest first.
 */
export async function searchVendorSales(vendorId: string, q: string, limit: number): Promise<VendorOrder[]> {
  const byReference = looksLikeReference(q)
    ? await selectVendorSales()
        // Unary +: the vendor is checked row by row, so SQLite reads the reference index, not the vendor's.
        .where(and(startsWith(orders.paymentReference, q), eq(unindexed(transactions.vendorId), vendorId)))
        .limit(limit)
    : [];
  const newest = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(eq(transactions.vendorId, vendorId))
    .orderBy(...newestSale)
    .limit(SALES_SEARCH_WINDOW);
  const byTitle = await selectVendorSales()
    .where(and(inArray(transactions.id, newest), containsText(prompts.title, q)))
    .orderBy(...newestSale)
    .limit(limit);
  const found = new Map([...byReference, ...byTitle].map((row) => [row.id, row]));
  return [...found.values()]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit)
    .map(toVendorOrder);
}

export type AdminOrder = {
  id: string;
  reference: string;
  buyer: { name: string; email: string };
  prompt: { id: string; title: string; priceCents: number };
  storeName: string;
  amountCents: number;
  paymentStatus: (typeof orders.$inferSelect)["paymentStatus"];
  licence: Licence;
  createdAt: Date;
  transaction: { platformFeeCents: number; vendorEarningsCents: number; status: string } | null;
};

/** Every order on the platform, any status, newest first (admin dashboard, GET /admin/orders). */
export async function listAllOrders({ page, limit }: Page): Promise<{ items: AdminOrder[]; total: number }> {
  const buyers = alias(users, "buyers");
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.paymentReference,
      buyerName: buyers.name,
      buyerEmail: buyers.email,
      promptId: prompts.id,
      title: prompts.title,
      priceCents: prompts.priceCents,
      storeName: vendors.storeName,
      amountCents: orders.amountCents,
      paymentStatus: orders.paymentStatus,
      licence: orders.licence,
      createdAt: orders.createdAt,
      platformFeeCents: transactions.platformFeeCents,
      vendorEarningsCents: transactions.vendorEarningsCents,
      transactionStatus: transactions.status,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .leftJoin(transactions, eq(transactions.orderId, orders.id))
    .orderBy(desc(orders.createdAt), desc(sql`${orders}.rowid`))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = (await firstRow(db.select({ n: count() }).from(orders).limit(1)))?.n ?? 0;
  return {
    items: rows.map(({ buyerName, buyerEmail, promptId, title, priceCents, platformFeeCents, vendorEarningsCents, transactionStatus, ...row }) => ({
      ...row,
      buyer: { name: buyerName, email: buyerEmail },
      prompt: { id: promptId, title, priceCents },
      transaction:
        platformFeeCents === null || vendorEarningsCents === null || transactionStatus === null
          ? null
          : { platformFeeCents, vendorEarningsCents, status: transactionStatus },
    })),
    total,
  };
}

/** Who sold an order's prompt: the fields the sale and refund notices need. */
export type SaleVendor = { userId: string; name: string; email: string; emailSaleNotices: boolean };

/**
 * A payment's orders with their prompt's title, store and vendor, and the sale (transaction)
 * fulfilment recorded for each: null until then. Fulfilment and refunds read it in their
 * own transaction, through the orders' reference index.
 */
export async function paymentOrdersWithVendors(tx: Tx, reference: string) {
  return await tx
    .select({
      order: orders,
      title: prompts.title,
      storeName: vendors.storeName,
      vendor: { userId: users.id, name: users.name, email: users.email, emailSaleNotices: users.emailSaleNotices },
      sale: { id: transactions.id, vendorEarningsCents: transactions.vendorEarningsCents },
    })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .leftJoin(transactions, eq(transactions.orderId, orders.id))
    .where(eq(orders.paymentReference, reference));
}

export type SalesDay = { day: string; sales: number; grossCents: number; earningsCents: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sales (not refunded) per UTC day over the last `days` days, oldest first, with empty days as zeros:
 * one vendor's when `vendorId` is given, the whole platform's otherwise.
 */
export async function dailySales({ vendorId, days = 30, now = new Date() }: { vendorId?: string; days?: number; now?: Date } = {}): Promise<SalesDay[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const dayOf = utcDay(transactions.createdAt);
  const rows = await db
    .select({
      day: dayOf,
      sales: count(),
      grossCents: sql<number>`sum(${transactions.grossCents})`,
      earningsCents: sql<number>`sum(${transactions.vendorEarningsCents})`,
    })
    .from(transactions)
    // Refunded sales earned nothing (their credit was reversed, docs/decisions/0262).
    .where(and(gte(transactions.createdAt, from), vendorId ? eq(transactions.vendorId, vendorId) : undefined, eq(transactions.status, "completed")))
    .groupBy(dayOf);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(from.getTime() + index * DAY_MS).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, sales: row?.sales ?? 0, grossCents: Number(row?.grossCents ?? 0), earningsCents: Number(row?.earningsCents ?? 0) };
  });
}
