import { eq, sql } from "drizzle-orm";
import { db, type DB } from "~/db/client.server";
import { ledgerEntries } from "~/db/schema";

type Tx = Pick<DB, "insert" | "select">;
/** `at`: when the entry happened, now unless given (the demo history books its past). */
type When = { at?: Date };

/**
 * A sale's platform fee and the vendor's earnings: the fee is rounded to the cent and
 * the vendor gets the rest, so the two always add up to the price.
 */
export function feeSplit(grossCents: number, feePercentage: number) {
  const platformFeeCents = Math.round((grossCents * feePercentage) / 100);
  return { platformFeeCents, vendorEarningsCents: grossCents - platformFeeCents };
}

/** Credits a sale to the vendor; the unique index makes a second credit for it impossible. */
export function creditSale(tx: Tx, { at, ...entry }: { vendorId: string; transactionId: string; amountCents: number } & When): void {
  tx.insert(ledgerEntries).values({ ...entry, kind: "sale", createdAt: at }).run();
}

type WithdrawalEntry = { vendorId: string; withdrawalId: string; amountCents: number } & When;

/** A withdrawal request takes its amount out of the available balance until it is paid or rejected. */
export function holdWithdrawal(tx: Tx, { at, ...entry }: WithdrawalEntry): void {
  tx.insert(ledgerEntries).values({ ...entry, kind: "withdrawal_hold", amountCents: -entry.amountCents, createdAt: at }).run();
}

/** A rejected withdrawal gives its hold back. */
export function releaseWithdrawal(tx: Tx, { at, ...entry }: WithdrawalEntry): void {
  tx.insert(ledgerEntries).values({ ...entry, kind: "withdrawal_release", amountCents: entry.amountCents, createdAt: at }).run();
}

/** A paid withdrawal turns its hold into a payout: the hold is released and the money leaves. */
export function recordPayout(tx: Tx, entry: WithdrawalEntry): void {
  releaseWithdrawal(tx, entry);
  const { at, ...payout } = entry;
  tx.insert(ledgerEntries).values({ ...payout, kind: "payout", amountCents: -payout.amountCents, createdAt: at }).run();
}

export type Balance = {
  /** Every sale credited, all time. */
  earningsCents: number;
  /** Held by pending and approved withdrawals. */
  heldCents: number;
  paidOutCents: number;
  /** earnings − held − paid out: what the vendor may still withdraw. */
  availableCents: number;
};

/** A vendor's balance: sums of their ledger entries, never a stored number. */
export function vendorBalance(vendorId: string, tx: Tx = db): Balance {
  const row = tx
    .select({
      sale: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'sale' then ${ledgerEntries.amountCents} end), 0)`,
      hold: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} in ('withdrawal_hold', 'withdrawal_release') then ${ledgerEntries.amountCents} end), 0)`,
      payout: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'payout' then ${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.vendorId, vendorId))
    .get();
  const earningsCents = Number(row?.sale ?? 0);
  // `0 -` rather than unary minus: -0 would be shown as "-$0.00".
  const heldCents = 0 - Number(row?.hold ?? 0);
  const paidOutCents = 0 - Number(row?.payout ?? 0);
  return { earningsCents, heldCents, paidOutCents, availableCents: earningsCents - heldCents - paidOutCents };
}

/** What the vendor may withdraw now (the sum of all their entries). */
export function ledgerBalance(vendorId: string): number {
  return vendorBalance(vendorId).availableCents;
}
