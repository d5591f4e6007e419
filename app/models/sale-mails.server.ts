import { eq } from "drizzle-orm";
import { firstRow, type Tx } from "~/db/client.server";
import { type transactions } from "~/db/schema";
import { users } from "~/db/tables.server";
import { queueMail } from "./mail/outbox.server";
import { purchaseReceipt } from "./mail/purchase-receipt.server";
import { saleNotice } from "./mail/sale-notice.server";
import type { SaleVendor } from "./orders.server";

type Recorded = typeof transactions.$inferSelect;

/** One item of a fulfilled payment: its prompt, its store's owner, and the sale row the ledger credited. */
export type SaleLine = {
  title: string;
  storeName: string;
  vendor: SaleVendor;
  sale: Recorded;
};

/**
 * The receipt to the buyer and a sale notice to each vendor (unless they turned those off),
 * queued in the fulfilment's own transaction: a payment is fulfilled once, so they go once.
 * The amounts are the recorded sale rows', the same numbers the vendor's ledger shows.
 */
export async function queueSaleMails(tx: Tx, { reference, buyerId, at, lines }: { reference: string; buyerId: string; at: Date; lines: SaleLine[] }): Promise<void> {
  const buyer = await firstRow(tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, buyerId)).limit(1));
  if (buyer) {
    const items = lines.map(({ title, storeName, sale }) => ({ title, store: storeName, amountCents: sale.grossCents }));
    await queueMail({ ...purchaseReceipt({ buyerName: buyer.name, reference, paidAt: at, items }), to: buyer.email, kind: "purchase-receipt", userId: buyerId }, tx);
  }
  for (const [vendorUserId, sold] of byVendor(lines)) {
    const { vendor, storeName } = sold[0]!;
    if (!vendor.emailSaleNotices) continue;
    const items = sold.map(({ title, sale }) => ({ title, ...sale }));
    await queueMail({ ...saleNotice({ vendorName: vendor.name, storeName, items }), to: vendor.email, kind: "sale-notice", userId: vendorUserId }, tx);
  }
}

function byVendor(lines: SaleLine[]): Map<string, SaleLine[]> {
  const groups = new Map<string, SaleLine[]>();
  for (const line of lines) groups.set(line.vendor.userId, [...(groups.get(line.vendor.userId) ?? []), line]);
  return groups;
}
