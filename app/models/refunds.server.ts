import { and, eq, sql } from "drizzle-orm";
import { db, type Tx, transaction, changedRows, firstRow } from "~/db/client.server";
import { orders, payments, prompts, purchases, teamLicences, transactions, users } from "~/db/tables.server";
import { formatUsd } from "~/utils/format";
import { log } from "~/utils/logger.server";
import { AppError, notFound } from "~/utils/app-error";
import { reverseSale } from "./ledger.server";
import { buyerRefundNotice, vendorRefundNotice } from "./mail/refund-notice.server";
import { queueMail } from "./mail/outbox.server";
import { notify } from "./notifications.server";
import { paymentOrdersWithVendors, type SaleVendor } from "./orders.server";
import { DEMO_PROVIDER, paymentGateway } from "./payments/gateway.server";
import { withdrawReviews } from "./reviews.server";
import { larger } from "~/db/dialect.server";

/**
 * Refunds (docs/decisions/0261): completed → refunding (claimed in one transaction) → the
 * provider's refund, outside any transaction → refunded, with every consequence in one
 * transaction. A refusal puts the payment back to completed; a crash leaves it refunding, and an
 * admin may retry once the claim's lease has run out (the provider's refund is idempotent).
 */

export type Payment = typeof payments.$inferSelect;

/** Longer than any provider call may take (10 s timeout), so a live claim is never taken over. */
export const REFUND_LEASE_MS = 60_000;
export const ALREADY_REFUNDED = "This payment is already refunded";
export const BEING_REFUNDED = "This payment is already being refunded. If that was interrupted, try again in a minute.";

type When = { now?: Date };

export async function refundPayment(reference: string, reason: string, { now = new Date() }: When = {}): Promise<Payment> {
  const claimed = await claimRefund(reference, reason, now);
  try {
    await refundAtProvider(claimed);
  } catch (error) {
    await releaseClaim(reference, now);
    log("warn", "refund refused", { reference, error: String(error) });
    throw error;
  }
  await completeRefund(reference, now);
  return (await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))!;
}

/** completed → refunding, or a refunding payment whose claim has lapsed (a crash) claimed again. */
async function claimRefund(reference: string, reason: string, now: Date): Promise<Payment> {
  return await transaction(async (tx) => {
    const payment = await firstRow(tx.select().from(payments).where(eq(payments.reference, reference)).limit(1));
    if (!payment) throw notFound("Payment not found.");
    if (payment.status === "refunded") throw new AppError(409, ALREADY_REFUNDED);
    const claimedAt = payment.refundClaimedAt?.getTime() ?? 0;
    if (payment.status === "refunding" && now.getTime() - claimedAt < REFUND_LEASE_MS) throw new AppError(409, BEING_REFUNDED);
    if (payment.status !== "completed" && payment.status !== "refunding") {
      throw new AppError(409, `Only a completed payment can be refunded; this one is ${payment.status}.`);
    }
    return (await firstRow(tx
      .update(payments)
      .set({ status: "refunding", refundReason: reason, refundClaimedAt: now })
      .where(eq(payments.reference, reference))
      .returning()))!;
  });
}

/** The provider refused: back to completed, unless another claim has taken over meanwhile. */
async function releaseClaim(reference: string, claimedAt: Date): Promise<void> {
  await db.update(payments)
    .set({ status: "completed", refundReason: null, refundClaimedAt: null })
    .where(and(eq(payments.reference, reference), eq(payments.status, "refunding"), eq(payments.refundClaimedAt, claimedAt)));
}

async function refundAtProvider(payment: Payment): Promise<void> {
  if (payment.provider === DEMO_PROVIDER) return;
  const gateway = paymentGateway();
  if (gateway.name !== payment.provider) {
    throw new AppError(409, `This payment went through ${payment.provider}, which is not the payment provider configured now.`);
  }
  await gateway.refund(payment.reference, payment.amountCents);
}

type RefundedLine = {
  orderId: string;
  buyerId: string;
  /** What the buyer paid for this order. */
  grossCents: number;
  licence: "personal" | "team";
  transactionId: string;
  /** The vendor's earnings from it, taken back. */
  amountCents: number;
  promptId: string;
  title: string;
  storeName: string;
  vendor: SaleVendor;
};

/**
 * refunding → refunded, in one transaction: orders refunded, the buyer's access and reviews
 * removed, each sale's credit reversed and its transaction marked refunded, everyone told. Only
 * the call that moves the payment out of refunding does it; false for any other.
 */
async function completeRefund(reference: string, now: Date): Promise<boolean> {
  return await transaction(async (tx) => {
    const moved = await firstRow(tx
      .update(payments)
      .set({ status: "refunded", refundedAt: now })
      .where(and(eq(payments.reference, reference), eq(payments.status, "refunding")))
      .returning());
    if (!moved) return false;
    const lines = await refundedLines(tx, reference);
    await tx.update(orders).set({ paymentStatus: "refunded" }).where(eq(orders.paymentReference, reference));
    // Reviews speak for a personal purchase: a personal order's, or a team licence's that passed to
    // its payer when the team was deleted (decision 0353).
    const reviewedAsOwn: string[] = [];
    for (const line of lines) {
      // By the primary key (buyer, prompt); the order id makes sure it is this order's access.
      const removed = changedRows(await tx.delete(purchases)
        .where(and(eq(purchases.userId, line.buyerId), eq(purchases.promptId, line.promptId), eq(purchases.orderId, line.orderId))));
      if (removed || line.licence === "personal") reviewedAsOwn.push(line.promptId);
      // A team licence goes for every member at once (decision 0328).
      await tx.delete(teamLicences).where(eq(teamLicences.orderId, line.orderId));
      await tx.update(transactions).set({ status: "refunded" }).where(eq(transactions.id, line.transactionId));
      await reverseSale(tx, { transactionId: line.transactionId, at: now });
      await tx.update(prompts).set({ salesCount: larger(sql`${prompts.salesCount} - 1`, 0) }).where(eq(prompts.id, line.promptId));
    }
    await withdrawReviews(tx, moved.buyerId, reviewedAsOwn);
    await tellEveryone(tx, moved, lines, now);
    return true;
  });
}

/** The payment's sold orders, each with the sale whose credit is reversed. */
async function refundedLines(tx: Tx, reference: string): Promise<RefundedLine[]> {
  return (await paymentOrdersWithVendors(tx, reference)).flatMap(({ order, sale, title, storeName, vendor }) => {
    if (!sale) return [];
    const { id: orderId, buyerId, promptId, amountCents: grossCents, licence } = order;
    return [{ orderId, buyerId, promptId, licence, grossCents, transactionId: sale.id, amountCents: sale.vendorEarningsCents, title, storeName, vendor }];
  });
}

/** The buyer and each vendor get a notice, and an e-mail as for the sale (vendors who turned sale mails off get none). */
async function tellEveryone(tx: Tx, payment: Payment, lines: RefundedLine[], at: Date): Promise<void> {
  const reason = sentence(payment.refundReason ?? "");
  const count = `${lines.length} prompt${lines.length === 1 ? "" : "s"}`;
  await notify(payment.buyerId, {
    type: "info",
    title: "Payment refunded",
    message: `Your payment of ${formatUsd(payment.amountCents)} was refunded: ${reason} ${count} left My Prompts.`,
    at,
  }, tx);
  const buyer = await firstRow(tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, payment.buyerId)).limit(1));
  if (buyer) {
    const items = lines.map(({ title, grossCents }) => ({ title, amountCents: grossCents }));
    const mail = buyerRefundNotice({ buyerName: buyer.name, reference: payment.reference, reason, items });
    await queueMail({ ...mail, to: buyer.email, kind: "refund-notice", userId: payment.buyerId }, tx);
  }
  for (const sold of byVendor(lines).values()) {
    const { vendor, storeName } = sold[0]!;
    const total = sold.reduce((sum, line) => sum + line.amountCents, 0);
    const titles = sold.map((line) => `"${line.title}"`).join(", ");
    await notify(vendor.userId, {
      type: "warning",
      title: "Sale refunded",
      message: `A purchase of ${titles} was refunded: ${reason} ${formatUsd(total)} was taken back from your earnings.`,
      at,
    }, tx);
    if (!vendor.emailSaleNotices) continue;
    const mail = vendorRefundNotice({ vendorName: vendor.name, storeName, reason, items: sold.map(({ title, amountCents }) => ({ title, amountCents })) });
    await queueMail({ ...mail, to: vendor.email, kind: "refund-notice", userId: vendor.userId }, tx);
  }
}

function byVendor(lines: RefundedLine[]): Map<string, RefundedLine[]> {
  const groups = new Map<string, RefundedLine[]>();
  for (const line of lines) groups.set(line.vendor.userId, [...(groups.get(line.vendor.userId) ?? []), line]);
  return groups;
}

/** The admin's reason as a sentence, so the message that follows it reads right. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
