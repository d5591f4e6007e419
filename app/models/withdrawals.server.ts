import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type DB, transaction, firstRow, oneRow } from "~/db/client.server";
import { type PayoutMethod, type WITHDRAWAL_STATUSES } from "~/db/schema";
import { users, vendors, withdrawals } from "~/db/tables.server";
import type { WithdrawalInput } from "~/schemas/withdrawal";
import { formatUsd } from "~/utils/format";
import { AppError, notFound } from "~/utils/app-error";
import { queueMail } from "./mail/outbox.server";
import { withdrawalStatus, type WithdrawalChange } from "./mail/withdrawal-status.server";
import { holdWithdrawal, recordPayout, releaseWithdrawal, vendorBalance } from "./ledger.server";
import { notify, notifyAdmins } from "./notifications.server";
import { withdrawalPayoutColumns } from "./payout-details";
import { getSettings } from "./settings.server";
import type { Vendor } from "./users.server";
import { checkWithdrawal, ONE_OPEN_REQUEST, withdrawalBlock, type WithdrawalLimits } from "./withdrawal-rules";
import { isUniqueViolation } from "~/db/driver-errors.server";

export type Withdrawal = typeof withdrawals.$inferSelect;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
type Tx = Pick<DB, "insert" | "select" | "update">;
/**
 * `at`: when it happened, now unless given (the demo history's past withdrawals); `mail`: e-mail
 * the vendor about a status change (default), off for the demo history (docs/decisions/0212).
 */
type When = { at?: Date; mail?: boolean };

/** Requests still in flight: they hold money and block a second request. */
const OPEN: WithdrawalStatus[] = ["pending", "approved"];
export { ONE_OPEN_REQUEST };
export const PAYOUT_METHOD_CHANGED = "Your store's payout method has changed: check the details and send the request again";

/**
 * Asks for a payout to the store's method, snapshotting the details given for it. The checks
 * and the hold happen in one IMMEDIATE transaction, so two requests at once (even from two
 * processes) cannot both pass the balance check; the partial unique index on open withdrawals
 * is the last line of defence.
 */
export async function requestWithdrawal(vendor: Vendor, input: WithdrawalInput, { at }: When = {}): Promise<Withdrawal> {
  if (input.payoutMethod !== vendor.payoutMethod) throw new AppError(409, PAYOUT_METHOD_CHANGED);
  const amountCents = Math.round(input.amount * 100);
  try {
    return await transaction(async (tx) => {
      checkWithdrawal(amountCents, await withdrawalLimits(tx, vendor.id, at));
      const withdrawal = await oneRow(tx
        .insert(withdrawals)
        .values({ vendorId: vendor.id, amountCents, ...withdrawalPayoutColumns(input), createdAt: at, updatedAt: at })
        .returning());
      await holdWithdrawal(tx, { vendorId: vendor.id, withdrawalId: withdrawal.id, amountCents, at });
      await notify(vendor.userId, { type: "info", title: "Withdrawal requested", message: `Your request for ${formatUsd(amountCents)} is waiting for review.`, at }, tx);
      await notifyAdmins({ type: "info", title: "New withdrawal request", message: `${vendor.storeName} asked for ${formatUsd(amountCents)}.`, at }, tx);
      return withdrawal;
    });
  } catch (error) {
    if (isUniqueViolation(error, "withdrawals.vendor_id")) throw new AppError(409, ONE_OPEN_REQUEST);
    throw error;
  }
}

/** The limits at `now` (a past moment for the demo history): only cleared earnings are available. */
async function withdrawalLimits(tx: Tx, vendorId: string, now = new Date()): Promise<WithdrawalLimits> {
  const { minimumWithdrawalAmount, maximumWithdrawalAmount } = await getSettings();
  const open = await firstRow(tx
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.vendorId, vendorId), inArray(withdrawals.status, OPEN))).limit(1));
  return {
    availableCents: (await vendorBalance(vendorId, tx, now)).availableCents,
    minimumCents: Math.round(minimumWithdrawalAmount * 100),
    maximumCents: Math.round(maximumWithdrawalAmount * 100),
    hasOpenRequest: Boolean(open),
  };
}

/** What the Withdraw dialog says before anything is typed: balance, bounds, and what blocks a request. */
export async function withdrawalOutlook(vendorId: string, now = new Date()) {
  const limits = await withdrawalLimits(db, vendorId, now);
  return { ...limits, block: withdrawalBlock(limits) };
}

/** Where a paid withdrawal went, in the vendor's notice. */
const PAID_TO: Record<PayoutMethod, string> = { bank: "bank account", paypal: "PayPal account", crypto: "crypto wallet" };

type Transition = { from: WithdrawalStatus[]; to: WithdrawalStatus; at?: Date };

/** Moves a withdrawal on only from the states it may leave; a stale click gets a clear 409. */
async function transition(tx: Tx, id: string, { from, to, at = new Date() }: Transition, reason?: string): Promise<Withdrawal> {
  const moved = await firstRow(tx
    .update(withdrawals)
    .set({ status: to, rejectionReason: reason ?? null, updatedAt: at })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, from)))
    .returning());
  if (moved) return moved;
  const current = await firstRow(tx.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, id)).limit(1));
  if (!current) throw notFound("Withdrawal not found");
  if (current.status === "pending") throw new AppError(409, "Approve this withdrawal before marking it paid");
  throw new AppError(409, `This withdrawal is already ${current.status}`);
}

type Owner = { userId: string; name: string; email: string };

async function ownerOf(tx: Tx, vendorId: string): Promise<Owner> {
  const row = await firstRow(tx
    .select({ userId: users.id, name: users.name, email: users.email })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.id, vendorId)).limit(1));
  if (!row) throw notFound("Store not found");
  return row;
}

/** The vendor hears of every status change an admin makes by e-mail too, queued in the change's transaction. */
async function mailOwner(tx: Tx, owner: Owner, { amountCents, payoutMethod }: Withdrawal, change: WithdrawalChange): Promise<void> {
  const mail = withdrawalStatus({ vendorName: owner.name, amountCents, payoutMethod, ...change });
  await queueMail({ ...mail, to: owner.email, kind: "withdrawal-status", userId: owner.userId }, tx);
}

export async function approveWithdrawal(id: string, { at, mail = true }: When = {}): Promise<Withdrawal> {
  return await transaction(async (tx) => {
    const withdrawal = await transition(tx, id, { from: ["pending"], to: "approved", at });
    const owner = await ownerOf(tx, withdrawal.vendorId);
    await notify(owner.userId, {
      type: "success",
      title: "Withdrawal approved",
      message: `Your withdrawal of ${formatUsd(withdrawal.amountCents)} was approved and will be paid soon.`,
      at,
    }, tx);
    if (mail) await mailOwner(tx, owner, withdrawal, { status: "approved" });
    return withdrawal;
  });
}

export async function markWithdrawalPaid(id: string, { at, mail = true }: When = {}): Promise<Withdrawal> {
  return await transaction(async (tx) => {
    const withdrawal = await transition(tx, id, { from: ["approved"], to: "paid", at });
    await recordPayout(tx, { vendorId: withdrawal.vendorId, withdrawalId: withdrawal.id, amountCents: withdrawal.amountCents, at });
    const owner = await ownerOf(tx, withdrawal.vendorId);
    await notify(owner.userId, {
      type: "success",
      title: "Withdrawal paid",
      message: `${formatUsd(withdrawal.amountCents)} was sent to your ${PAID_TO[withdrawal.payoutMethod]}.`,
      at,
    }, tx);
    if (mail) await mailOwner(tx, owner, withdrawal, { status: "paid" });
    return withdrawal;
  });
}

export async function rejectWithdrawal(id: string, reason: string): Promise<Withdrawal> {
  return await transaction(async (tx) => {
    const withdrawal = await transition(tx, id, { from: OPEN, to: "rejected" }, reason);
    await releaseWithdrawal(tx, { vendorId: withdrawal.vendorId, withdrawalId: withdrawal.id, amountCents: withdrawal.amountCents });
    const owner = await ownerOf(tx, withdrawal.vendorId);
    await notify(owner.userId, {
      type: "warning",
      title: "Withdrawal rejected",
      message: `Your withdrawal of ${formatUsd(withdrawal.amountCents)} was rejected: ${sentence(reason)} The amount is back in your balance.`,
    }, tx);
    await mailOwner(tx, owner, withdrawal, { status: "rejected", reason });
    return withdrawal;
  });
}

/** The admin's reason as a sentence, so the message that follows it reads right. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

type Page = { page: number; limit: number };

/** A vendor's own requests, newest first. */
export async function listVendorWithdrawals(vendorId: string, { page, limit }: Page): Promise<{ items: Withdrawal[]; total: number }> {
  const items = await db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.vendorId, vendorId))
    .orderBy(desc(withdrawals.createdAt), desc(sql`${withdrawals}.rowid`))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = (await firstRow(db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.vendorId, vendorId)).limit(1)))?.n ?? 0;
  return { items, total };
}

export type QueuedWithdrawal = Withdrawal & { storeName: string; vendorEmail: string };

/** The admin queue: open requests first (oldest first, as they wait), then the rest, newest first. */
export async function listWithdrawalQueue({ status, page, limit }: Page & { status?: WithdrawalStatus }): Promise<{
  items: QueuedWithdrawal[];
  total: number;
}> {
  const where = status ? eq(withdrawals.status, status) : undefined;
  const open = sql`${withdrawals.status} in ('pending', 'approved')`;
  const items = (await db
    .select({ withdrawal: withdrawals, storeName: vendors.storeName, vendorEmail: users.email })
    .from(withdrawals)
    .innerJoin(vendors, eq(vendors.id, withdrawals.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(where)
    .orderBy(
      sql`case when ${open} then 0 else 1 end`,
      // Each key is null for the other group, so within a group only its own direction counts.
      asc(sql`case when ${open} then ${withdrawals.createdAt} end`),
      desc(sql`case when not ${open} then ${withdrawals.createdAt} end`),
      // Requests made in the same millisecond keep a stable order across pages.
      asc(sql`case when ${open} then ${withdrawals}.rowid end`),
      desc(sql`case when not ${open} then ${withdrawals}.rowid end`),
    )
    .limit(limit)
    .offset((page - 1) * limit))
    .map(({ withdrawal, storeName, vendorEmail }) => ({ ...withdrawal, storeName, vendorEmail }));
  const total = (await firstRow(db.select({ n: count() }).from(withdrawals).where(where).limit(1)))?.n ?? 0;
  return { items, total };
}

/** One request with its store, for the admin's dialogs. */
export async function getQueuedWithdrawal(id: string): Promise<QueuedWithdrawal | undefined> {
  const row = await firstRow(db
    .select({ withdrawal: withdrawals, storeName: vendors.storeName, vendorEmail: users.email })
    .from(withdrawals)
    .innerJoin(vendors, eq(vendors.id, withdrawals.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(withdrawals.id, id)).limit(1));
  return row && { ...row.withdrawal, storeName: row.storeName, vendorEmail: row.vendorEmail };
}

/** "Pending", "Approved", ...: the SPEC's statusDisplay. */
export function withdrawalStatusDisplay(status: WithdrawalStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}
