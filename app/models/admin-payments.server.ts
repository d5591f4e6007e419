import { desc, eq, inArray } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { orders, payments, prompts, users, vendors } from "~/db/tables.server";
import { paymentsNeedingAttention } from "./settlement.server";

/** What the admin's payments page and its Refund dialog read. */

type Payment = typeof payments.$inferSelect;

export type PaymentRow = Pick<Payment, "reference" | "status" | "amountCents" | "currency" | "provider" | "flag" | "refundReason" | "createdAt"> & {
  buyerEmail: string;
  /** What was bought: the titles of the payment's prompts. */
  items: string[];
};

/** Adds each payment's prompt titles, read for the whole page in one query (orders_reference_idx). */
export async function withItems<Row extends { reference: string }>(rows: Row[]): Promise<(Row & { items: string[] })[]> {
  const references = rows.map((row) => row.reference);
  const lines = references.length
    ? await db
        .select({ reference: orders.paymentReference, title: prompts.title })
        .from(orders)
        .innerJoin(prompts, eq(prompts.id, orders.promptId))
        .where(inArray(orders.paymentReference, references))
        .orderBy(orders.paymentReference, prompts.title)
    : [];
  return rows.map((row) => ({ ...row, items: lines.filter((line) => line.reference === row.reference).map((line) => line.title) }));
}

/** Every payment, newest first, a page at a time (read through payments_created_idx), for the admin's list. */
export async function listPayments({ page, limit }: { page: number; limit: number }): Promise<PaymentRow[]> {
  const rows = await db
    .select({
      reference: payments.reference,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      provider: payments.provider,
      flag: payments.flag,
      refundReason: payments.refundReason,
      createdAt: payments.createdAt,
      buyerEmail: users.email,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.buyerId))
    .orderBy(desc(payments.createdAt))
    .limit(limit)
    .offset((page - 1) * limit);
  return await withItems(rows);
}

/** The payments the admin should look at (settlement's list), each with what was bought. */
export const paymentsToCheck = async () => withItems(await paymentsNeedingAttention());

/** One payment with what the Refund dialog shows. */
export async function refundablePayment(reference: string) {
  const payment = await firstRow(db
    .select({ reference: payments.reference, status: payments.status, amountCents: payments.amountCents, buyerEmail: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(eq(payments.reference, reference)).limit(1));
  if (!payment) return null;
  const items = await db
    .select({ title: prompts.title, storeName: vendors.storeName, amountCents: orders.amountCents })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.paymentReference, reference));
  return { ...payment, items };
}
