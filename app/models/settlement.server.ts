import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { db, type Tx, transaction, changedRows, firstRow, oneRow } from "~/db/client.server";
import { type PAYMENT_STATUSES } from "~/db/schema";
import { cartItems, orders, payments, prompts, purchases, teamLicences, teams, transactions, users, webhookEvents } from "~/db/tables.server";
import { log } from "~/utils/logger.server";
import { cancelCheckout, markUnpaid } from "./checkout.server";
import { notFound } from "~/utils/app-error";
import { creditSale, feeSplit } from "./ledger.server";
import { notify, type NotifyInput } from "./notifications.server";
import { paymentOrdersWithVendors } from "./orders.server";
import { paymentGateway } from "./payments/gateway.server";
import { queueSaleMails, type SaleLine } from "./sale-mails.server";
import { getSettings } from "./settings.server";
import { boughtPersonally } from "./ownership.server";
import { buysForTeam, grantTeamOrder, teamOwnedAmong, type TeamOrderOutcome } from "./team-library.server";

export type PaymentOutcome = PaymentStatus;
type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment an admin refunds (or refunded) was fulfilled once and is never granted again. */
const isRefund = (status: PaymentStatus) => status === "refunding" || status === "refunded";

export async function getPayment(reference: string) {
  return await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1));
}

/**
 * Asks the provider how a payment went and acts on it exactly once. The callback, the
 * webhook and the admin's "Re-verify" all call this, in any order, any number of times.
 * A failed or cancelled payment is asked again too: the provider may report it paid after all
 * (a retry on the same reference, a charge that beat a newer checkout), and a paid charge always
 * ends granted or flagged for a refund (docs/decisions/0190).
 */
export async function settle(reference: string): Promise<PaymentOutcome> {
  const payment = await getPayment(reference);
  if (!payment) throw notFound("Payment not found.");
  if (payment.status === "completed" || isRefund(payment.status) || (payment.status !== "pending" && payment.flag)) return payment.status;

  const charge = await paymentGateway().verify(reference);
  if (charge.status === "pending") return (await getPayment(reference))!.status;
  if (charge.status !== "success") {
    await markUnpaid(reference, charge.status === "failed" ? "failed" : "cancelled");
    return (await getPayment(reference))!.status;
  }
  if (charge.amountCents !== payment.amountCents || charge.currency !== payment.currency) {
    const reason = `Amount mismatch: expected ${payment.amountCents} ${payment.currency}, provider reports ${charge.amountCents} ${charge.currency}.`;
    await markUnpaid(reference, "failed");
    await flagRefundDue(reference, reason);
    log("warn", "payment refused", { reference, reason });
    return (await getPayment(reference))!.status;
  }
  // Re-read: a newer checkout may have cancelled it while the provider answered.
  return await fulfilPaid(reference);
}

/**
 * The provider says paid: a pending payment is fulfilled; one already failed or cancelled is
 * fulfilled too if every prompt in it can still be granted (listed, not yet owned), and its
 * buyer's other pending checkouts of the same prompts are called off; otherwise it is flagged
 * for a refund and the buyer is told.
 */
async function fulfilPaid(reference: string): Promise<PaymentOutcome> {
  for (;;) {
    const payment = (await getPayment(reference))!;
    if (payment.status === "completed") return "completed";
    if (isRefund(payment.status)) return payment.status;
    if (payment.status === "pending") {
      if (await fulfilPayment(reference)) return "completed";
      continue; // cancelled or completed meanwhile: decide again on what it is now
    }
    if (payment.flag) return payment.status;
    const late = await grantIfStillGrantable(reference, payment.status);
    if (late === "flagged") return payment.status;
    if (late === "granted") {
      await cancelOverlappingCheckouts(reference, payment.buyerId);
      log("info", "late payment granted", { reference, was: payment.status });
      return "completed";
    }
  }
}

/**
 * The check and the grant or the refund flag under one write lock (the outer BEGIN IMMEDIATE;
 * the inner transactions nest as savepoints): no other process can grant, flag or unlist between
 * them (docs/decisions/0190). The payment is read again under the lock: the callback and the
 * webhook in two processes may both have read it as failed before one of them granted it, and
 * the other must then not find the buyer owning its prompts and flag it "Refund due".
 */
async function grantIfStillGrantable(reference: string, seen: PaymentStatus): Promise<"granted" | "flagged" | "changed"> {
  return await transaction(async () => {
    const payment = (await getPayment(reference))!;
    if (payment.status !== seen || payment.flag) return "changed";
    const refusal = await whyNotGrantable(reference, payment.buyerId);
    if (!refusal) return await fulfilPayment(reference, { from: seen }) ? "granted" : "changed";
    await flagRefundDue(reference, `Paid after it was ${seen}, but ${refusal}: refund it.`);
    return "flagged";
  });
}

/**
 * Why a late-paid payment's prompts cannot all be granted now, or null when they can. A team order
 * goes where fulfilment would send it (grantTeamOrder): to the team while its buyer may still buy
 * for it, else to the buyer (decision 0354); so "owned" is asked of the team or of the buyer.
 */
async function whyNotGrantable(reference: string, buyerId: string): Promise<string | null> {
  const items = await db
    .select({ title: prompts.title, listed: prompts.listed, licence: orders.licence, teamId: orders.teamId, promptId: orders.promptId })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .where(eq(orders.paymentReference, reference));
  for (const item of items) {
    const toTeam = item.licence === "team" && await buysForTeam(buyerId, item.teamId);
    const owned = toTeam ? (await teamOwnedAmong(item.teamId!, [item.promptId])).size > 0 : await boughtPersonally(buyerId, item.promptId);
    if (owned) return `${toTeam ? "the team" : "the buyer"} already owns "${item.title}"`;
  }
  const unlisted = items.find((item) => !item.listed);
  if (unlisted) return `"${unlisted.title}" is no longer for sale`;
  return null;
}

/** The buyer's pending checkouts that include a prompt this payment just granted are called off. */
async function cancelOverlappingCheckouts(reference: string, buyerId: string): Promise<void> {
  const granted = await db.select({ promptId: orders.promptId }).from(orders).where(eq(orders.paymentReference, reference));
  const overlapping = await db
    .selectDistinct({ reference: payments.reference, provider: payments.provider })
    .from(payments)
    .innerJoin(orders, eq(orders.paymentReference, payments.reference))
    .where(
      and(
        eq(payments.buyerId, buyerId),
        eq(payments.status, "pending"),
        inArray(orders.promptId, granted.map(({ promptId }) => promptId)),
      ),
    );
  for (const pending of overlapping) await cancelCheckout(pending.reference, pending.provider);
}

/**
 * Paid but not granted: the flag puts it on the admin's payments page, and the buyer hears it
 * once (only the call that sets the flag tells them).
 */
async function flagRefundDue(reference: string, reason: string): Promise<void> {
  const flag = `Refund due: ${reason}`;
  await transaction(async (tx) => {
    const flagged = await firstRow(tx
      .update(payments)
      .set({ flag })
      .where(and(eq(payments.reference, reference), isNull(payments.flag)))
      .returning({ buyerId: payments.buyerId }));
    if (!flagged) return;
    await notify(
      flagged.buyerId,
      {
        type: "warning",
        title: "Payment to be refunded",
        message: "We received a payment we could not turn into prompts. It will be refunded; support can tell you more.",
      },
      tx,
    );
  });
  log("warn", "payment flagged", { reference, reason });
}

export type Fulfilment = {
  /** When the payment went through: now unless given (the demo history's past sales). */
  at?: Date;
  /** Tell the vendors and the buyer (default); the demo history keeps only its recent notices. */
  notify?: boolean;
  /** Queue the receipt and the sale notices (default); the demo history queues none (docs/decisions/0212). */
  mail?: boolean;
  /** The status it moves from: pending, or failed/cancelled for a late-paid one (settle decides). */
  from?: PaymentStatus;
};

/**
 * Orders completed, purchases granted, fee split recorded, vendors credited and notified,
 * cart cleared, receipt and sale notices queued (docs/decisions/0210): all in one transaction,
 * and only by whoever moves the payment out of pending.
 * Only for a payment known to be paid: settle() once the provider says so, and the demo seed.
 */
export async function fulfilPayment(
  reference: string,
  { at = new Date(), notify: notifies = true, mail = true, from = "pending" }: Fulfilment = {},
): Promise<boolean> {
  const { platformFeePercentage: feePercentage, payoutHoldDays: holdDays } = await getSettings();
  const tell = async (tx: Tx, userId: string, input: NotifyInput) => {
    if (notifies) await notify(userId, { ...input, at }, tx);
  };
  return await transaction(async (tx) => {
    const changes = changedRows(await tx
      .update(payments)
      .set({ status: "completed", settledAt: at })
      .where(and(eq(payments.reference, reference), eq(payments.status, from))));
    if (changes === 0) return false;

    const sold = await paymentOrdersWithVendors(tx, reference);
    const lines: SaleLine[] = [];
    /** Where each team order went (grantTeamOrder): the team, the buyer, or nowhere (already theirs). */
    const went: Record<TeamOrderOutcome, string[]> = { team: [], buyer: [], owned: [] };
    for (const { order, title, storeName, vendor } of sold) {
      await tx.update(orders).set({ paymentStatus: "completed", completedAt: at }).where(eq(orders.id, order.id));
      if (order.licence === "team") went[await grantTeamOrder(tx, order, at)].push(title);
      else await tx.insert(purchases).values({ userId: order.buyerId, promptId: order.promptId, orderId: order.id, createdAt: at }).onConflictDoNothing();
      const split = feeSplit(order.amountCents, feePercentage);
      const sale = await oneRow(tx
        .insert(transactions)
        .values({ orderId: order.id, vendorId: order.vendorId, buyerId: order.buyerId, grossCents: order.amountCents, feePercentage, ...split, createdAt: at })
        .returning());
      await creditSale(tx, { vendorId: order.vendorId, transactionId: sale.id, amountCents: split.vendorEarningsCents, holdDays, at });
      await tx.update(prompts).set({ salesCount: sql`${prompts.salesCount} + 1` }).where(eq(prompts.id, order.promptId));
      const what = order.licence === "team" ? `a team licence for "${title}"` : `"${title}"`;
      await tell(tx, vendor.userId, { type: "success", title: "New sale", message: `Someone bought ${what}.` });
      lines.push({ title, storeName, vendor, sale });
    }
    const buyerId = sold[0]?.order.buyerId;
    if (!buyerId) return true;
    await tx.delete(cartItems)
      .where(and(eq(cartItems.userId, buyerId), inArray(cartItems.promptId, sold.map(({ order }) => order.promptId))));
    const first = sold[0]!.order;
    if (first.licence !== "team") {
      await tell(tx, buyerId, { type: "success", title: "Payment successful", message: `${promptsAre(sold.length)} now in My Prompts.` });
    } else {
      await tellTeamOutcome(tx, { teamId: first.teamId, went, tell: (input) => tell(tx, buyerId, input), flag: (reason) => flagRefundDue(reference, reason) });
    }
    if (mail) await queueSaleMails(tx, { reference, buyerId, at, lines });
    return true;
  });
}

const promptsAre = (n: number) => `${n} prompt${n === 1 ? " is" : "s are"}`;
const quoted = (titles: string[]) => titles.map((title) => `“${title}”`).join(", ");

/**
 * The buyer is told where a team checkout went (decision 0354): the team's library; their own My
 * Prompts when they may no longer buy for the team (removed, lowered, or the team deleted since
 * the checkout); or, when they already own a copy of their own, that the payment will be refunded
 * (the flag puts it before an admin, and its notice is the buyer's).
 */
async function tellTeamOutcome(
  tx: Tx,
  { teamId, went, tell, flag }: { teamId: string | null; went: Record<TeamOrderOutcome, string[]>; tell: (input: NotifyInput) => Promise<void>; flag: (reason: string) => Promise<void> },
): Promise<void> {
  const name = teamId ? (await firstRow(tx.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)).limit(1)))?.name : undefined;
  if (went.team.length) {
    await tell({ type: "success", title: "Payment successful", message: `${promptsAre(went.team.length)} now in the library of your team “${name}”.` });
  }
  const why = name ? `you can no longer buy for the team “${name}”` : "the team it was for was deleted";
  if (went.buyer.length) {
    const they = went.buyer.length === 1 ? "it" : "they";
    await tell({
      type: "info",
      title: "Bought as your own purchase",
      message: `${quoted(went.buyer)} ${went.buyer.length === 1 ? "is" : "are"} now in My Prompts as your own purchase: ${why}, so ${they} could not go to the team. Support can refund the payment if you would rather.`,
    });
  }
  if (went.owned.length) {
    const team = name ? `the buyer can no longer buy for the team "${name}"` : "its team was deleted";
    await flag(`${team} and already owns ${went.owned.map((title) => `"${title}"`).join(", ")}`);
  }
}

/**
 * A provider's webhook: signature checked by the gateway, then the payment settled.
 * An event already handled answers "duplicate" and does nothing.
 */
export async function handleWebhook(rawBody: string, signature: string | null): Promise<"handled" | "duplicate"> {
  const gateway = paymentGateway();
  const event = gateway.parseWebhook(rawBody, signature);
  const seen = await firstRow(db.select({ id: webhookEvents.id }).from(webhookEvents).where(eq(webhookEvents.id, event.id)).limit(1));
  if (seen) return "duplicate";
  if (event.event.startsWith("charge.") && await getPayment(event.reference)) await settle(event.reference);
  // Recorded after settling: a provider retry after a failure here is not lost.
  const changes = changedRows(await db
    .insert(webhookEvents)
    .values({ id: event.id, provider: gateway.name, reference: event.reference })
    .onConflictDoNothing());
  return changes ? "handled" : "duplicate";
}

/**
 * A payment's outcome and items, for its own buyer only (anyone else gets null). Each item says
 * where it went once paid: `team` (the team's library), `you` (the buyer's own, decision 0354) or
 * null (not granted); `team` names the team a team checkout was for, while it exists.
 * `refundDue`: paid but flagged for a refund.
 */
export async function paymentReceipt(reference: string, buyerId: string | undefined) {
  const payment = await getPayment(reference);
  if (!payment || !buyerId || payment.buyerId !== buyerId) return null;
  const rows = await db
    .select({
      promptId: orders.promptId,
      title: prompts.title,
      amountCents: orders.amountCents,
      status: orders.paymentStatus,
      licence: orders.licence,
      teamId: teams.id,
      teamName: teams.name,
      toTeam: sql<number>`exists (select 1 from ${teamLicences} where ${teamLicences.orderId} = ${orders.id})`,
      toYou: sql<number>`exists (select 1 from ${purchases} where ${purchases.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(prompts, eq(prompts.id, orders.promptId))
    .leftJoin(teams, eq(teams.id, orders.teamId))
    .where(eq(orders.paymentReference, reference));
  const items = rows.map(({ teamId, teamName, toTeam, toYou, ...item }) => ({
    ...item,
    team: teamId && teamName !== null ? { id: teamId, name: teamName } : null,
    grantedTo: toTeam ? ("team" as const) : toYou ? ("you" as const) : null,
  }));
  return { status: payment.status, amountCents: payment.amountCents, refundDue: Boolean(payment.flag) && !isRefund(payment.status), items };
}

/** Payments an admin should look at: still pending, a refund not finished, or flagged (mismatch, paid after cancel). */
export async function paymentsNeedingAttention(limit = 100) {
  return await db
    .select({
      reference: payments.reference,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      flag: payments.flag,
      provider: payments.provider,
      createdAt: payments.createdAt,
      buyerEmail: users.email,
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.buyerId))
    .where(or(inArray(payments.status, ["pending", "refunding"]), isNotNull(payments.flag)))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
