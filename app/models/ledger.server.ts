import { eq, sum } from "drizzle-orm";
import { db, type DB } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";

type Tx = Pick<DB, "insert">;

/**
 * A sale's platform fee and the vendor's earnings: the fee is rounded to the cent and
 * the vendor gets the rest, so the two always add up to the price.
 */
export function feeSplit(grossCents: number, feePercentage: number) {
  const platformFeeCents = Math.round((grossCents * feePercentage) / 100);
  return { platformFeeCents, vendorEarningsCents: grossCents - platformFeeCents };
}

/** Credits a sale to the vendor; the unique index makes a second credit for it impossible. */
export function creditSale(tx: Tx, entry: { vendorId: string; transactionId: string; amountCents: number }): void {
  tx.insert(ledgerEntries).values({ ...entry, kind: "sale" }).run();
}

/** A vendor's balance: the sum of their ledger entries, never a stored number. */
export function ledgerBalance(vendorId: string): number {
  const row = db.select({ total: sum(ledgerEntries.amountCents) }).from(ledgerEntries).where(eq(ledgerEntries.vendorId, vendorId)).get();
  return Number(row?.total ?? 0);
}
