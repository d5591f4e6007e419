import { and, eq, sql } from "drizzle-orm";
import { db, type DB, firstRow } from "~/db/client.server";
import { ledgerEntries } from "~/db/tables.server";
import { instant } from "~/db/dialect.server";

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

export const DAY_MS = 24 * 60 * 60 * 1000;

type SaleCredit = { vendorId: string; transactionId: string; amountCents: number; holdDays: number } & When;

/**
 * Credits a sale to the vendor, available `holdDays` after the sale: the hold in force at the
 * sale, so changing the setting later moves no past sale (docs/decisions/0260). The unique index
 * makes a second credit for it impossible.
 */
export async function creditSale(tx: Tx, { at = new Date(), holdDays, ...entry }: SaleCredit): Promise<void> {
  const availableAt = new Date(at.getTime() + holdDays * DAY_MS);
  await tx.insert(ledgerEntries).values({ ...entry, kind: "sale", availableAt, createdAt: at });
}

/**
 * Reverses a sale's credit (docs/decisions/0262): the negative of what it credited, available
 * when the credit was, or now if that has passed. A reversal of a sale still on hold cancels the
 * pending amount; one of a cleared sale comes out of the available balance, which may go
 * negative. The unique index allows one reversal per sale. Returns the amount taken back.
 */
export async function reverseSale(tx: Tx, { transactionId, at = new Date() }: { transactionId: string } & When): Promise<number> {
  const credit = await firstRow(tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.transactionId, transactionId), eq(ledgerEntries.kind, "sale"))).limit(1));
  if (!credit) throw new Error(`No ledger credit for transaction ${transactionId}`);
  const availableAt = credit.availableAt > at ? credit.availableAt : at;
  await tx.insert(ledgerEntries)
    .values({ vendorId: credit.vendorId, transactionId, kind: "refund", amountCents: -credit.amountCents, availableAt, createdAt: at });
  return credit.amountCents;
}

type WithdrawalEntry = { vendorId: string; withdrawalId: string; amountCents: number } & When;

/** An entry that counts at once: withdrawal holds, releases and payouts. */
const immediate = (at: Date | undefined) => {
  const when = at ?? new Date();
  return { availableAt: when, createdAt: when };
};

/** A withdrawal request takes its amount out of the available balance until it is paid or rejected. */
export async function holdWithdrawal(tx: Tx, { at, ...entry }: WithdrawalEntry): Promise<void> {
  await tx.insert(ledgerEntries).values({ ...entry, kind: "withdrawal_hold", amountCents: -entry.amountCents, ...immediate(at) });
}

/** A rejected withdrawal gives its hold back. */
export async function releaseWithdrawal(tx: Tx, { at, ...entry }: WithdrawalEntry): Promise<void> {
  await tx.insert(ledgerEntries).values({ ...entry, kind: "withdrawal_release", amountCents: entry.amountCents, ...immediate(at) });
}

/** A paid withdrawal turns its hold into a payout: the hold is released and the money leaves. */
export async function recordPayout(tx: Tx, entry: WithdrawalEntry): Promise<void> {
  await releaseWithdrawal(tx, entry);
  const { at, ...payout } = entry;
  await tx.insert(ledgerEntries).values({ ...payout, kind: "payout", amountCents: -payout.amountCents, ...immediate(at) });
}

export type Balance = {
  /** Sales credited minus refunds reversed, all time. */
  earningsCents: number;
  /** Earnings still in the hold ("Pending clearance"). */
  pendingCents: number;
  /** Held by pending and approved withdrawals. */
  heldCents: number;
  paidOutCents: number;
  /** earnings − pending − held − paid out: what the vendor may withdraw; negative after a refund larger than it. */
  availableCents: number;
};

const EARNING = sql`${ledgerEntries.kind} in ('sale', 'refund')`;

/**
 * A vendor's balance at `now`: sums of their ledger entries, never a stored number, read from
 * the covering index ledger_vendor_balance_idx in one query.
 */
export async function vendorBalance(vendorId: string, tx: Tx = db, now: Date = new Date()): Promise<Balance> {
  const row = await firstRow(balanceQuery(vendorId, tx, now).limit(1));
  const earningsCents = Number(row?.earned ?? 0);
  const pendingCents = Number(row?.pending ?? 0);
  // `0 -` rather than unary minus: -0 would be shown as "-$0.00".
  const heldCents = 0 - Number(row?.hold ?? 0);
  const paidOutCents = 0 - Number(row?.payout ?? 0);
  return { earningsCents, pendingCents, heldCents, paidOutCents, availableCents: earningsCents - pendingCents - heldCents - paidOutCents };
}

/** The balance's one query (exported for its query-plan test). */
export function balanceQuery(vendorId: string, tx: Tx = db, now: Date = new Date()) {
  return tx
    .select({
      earned: sql<number>`coalesce(sum(case when ${EARNING} then ${ledgerEntries.amountCents} end), 0)`,
      pending: sql<number>`coalesce(sum(case when ${EARNING} and ${ledgerEntries.availableAt} > ${instant(now)} then ${ledgerEntries.amountCents} end), 0)`,
      hold: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} in ('withdrawal_hold', 'withdrawal_release') then ${ledgerEntries.amountCents} end), 0)`,
      payout: sql<number>`coalesce(sum(case when ${ledgerEntries.kind} = 'payout' then ${ledgerEntries.amountCents} end), 0)`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.vendorId, vendorId));
}

/** What the vendor may withdraw now. */
export async function ledgerBalance(vendorId: string, now = new Date()): Promise<number> {
  return (await vendorBalance(vendorId, db, now)).availableCents;
}
