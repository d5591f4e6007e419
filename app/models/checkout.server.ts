import { and, desc, eq, gt } from "drizzle-orm";
import { db, type Tx, transaction, changedRows, firstRow } from "~/db/client.server";
import { orders, payments } from "~/db/tables.server";
import { env } from "~/env.server";
import { getCart, type Cart } from "./cart.server";
import { AppError, forbidden } from "~/utils/app-error";
import { formatUsd } from "~/utils/format";
import { newPaymentReference } from "./payment-reference";
import { paymentGateway } from "./payments/gateway.server";
import { cancelLocalCharge } from "./payments/local-gateway.server";
import { requireTeamBuyer, teamCheckoutItems } from "./team-library.server";

export const EMPTY_CART = "Your cart is empty.";
const REUSE_WINDOW_MS = 30 * 60 * 1000;

type Buyer = { id: string; email: string; role: string };

type Item = Cart["items"][number];

/** The buyer's pending payment for exactly these items at these prices, for the same team or none, if one is recent. */
async function reusablePayment(buyerId: string, items: readonly Item[], teamId: string | null) {
  const pending = await firstRow(db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.buyerId, buyerId),
        eq(payments.status, "pending"),
        gt(payments.createdAt, new Date(Date.now() - REUSE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(payments.createdAt)).limit(1));
  if (!pending?.authorizationUrl) return null;
  const ordered = await db.select().from(orders).where(eq(orders.paymentReference, pending.reference));
  const key = (lines: { promptId: string; cents: number; teamId: string | null }[]) =>
    lines.map((line) => `${line.promptId}:${line.cents}:${line.teamId ?? ""}`).sort().join(",");
  const same =
    key(ordered.map((order) => ({ promptId: order.promptId, cents: order.amountCents, teamId: order.teamId }))) ===
    key(items.map((item) => ({ promptId: item.promptId, cents: item.priceCents, teamId })));
  return same ? { reference: pending.reference, authorizationUrl: pending.authorizationUrl } : null;
}

/** An older pending checkout is called off, so the same prompts are never charged twice. */
async function cancelPendingPayments(buyerId: string): Promise<void> {
  const pending = await db
    .select({ reference: payments.reference, provider: payments.provider })
    .from(payments)
    .where(and(eq(payments.buyerId, buyerId), eq(payments.status, "pending")));
  for (const { reference, provider } of pending) await cancelCheckout(reference, provider);
}

/** A pending checkout called off: the payment and its orders, and the local gateway's charge. */
export async function cancelCheckout(reference: string, provider: string): Promise<void> {
  await markUnpaid(reference, "cancelled");
  if (provider === "local") await cancelLocalCharge(reference);
}

/** Pending → failed or cancelled, for the payment and its orders; settled ones stay as they are. */
export async function markUnpaid(reference: string, status: "failed" | "cancelled"): Promise<void> {
  await transaction(async (tx) => {
    const changes = changedRows(await tx
      .update(payments)
      .set({ status, settledAt: new Date() })
      .where(and(eq(payments.reference, reference), eq(payments.status, "pending"))));
    if (changes) {
      await tx.update(orders).set({ paymentStatus: status }).where(eq(orders.paymentReference, reference));
    }
  });
}

export type PendingPayment = {
  reference: string;
  buyerId: string;
  provider: string;
  items: readonly { promptId: string; vendorId: string; priceCents: number }[];
  /** A team licence for this team (decision 0328); absent for the buyer's own purchase. */
  teamId?: string | null;
  /** When the buyer checked out: now unless given (the demo history's past sales). */
  at?: Date;
};

/** A pending payment for the items' total and one pending order per item at its price. */
export async function recordPendingPayment(tx: Tx, { reference, buyerId, provider, items, teamId = null, at }: PendingPayment): Promise<void> {
  const amountCents = items.reduce((sum, item) => sum + item.priceCents, 0);
  await tx.insert(payments).values({ reference, buyerId, provider, amountCents, currency: "USD", createdAt: at });
  for (const item of items) {
    await tx.insert(orders)
      .values({
        paymentReference: reference,
        buyerId,
        promptId: item.promptId,
        vendorId: item.vendorId,
        amountCents: item.priceCents,
        licence: teamId ? "team" : "personal",
        teamId,
        createdAt: at,
      });
  }
}

type CheckoutResult = { reference: string; authorizationUrl: string };

/** Checkouts in progress, per buyer: a double submit joins the first instead of replacing it. */
const inProgress = new Map<string, Promise<CheckoutResult>>();

/**
 * Who the cart is bought for: the buyer (no team), or a team the buyer owns or administers.
 * `shownTotalCents`: the total the buyer was shown (the cart page sends it); a checkout that would
 * charge anything else, because the choice or a price changed since, is refused (409) rather
 * than charged, so the amount paid is always the amount seen.
 */
export type BuyFor = { teamId?: string | null; shownTotalCents?: number };

/**
 * One payment reference for the whole cart, one pending order per item at today's price (the
 * team price for a team), then the provider's page. Shared by the web form and
 * POST /api/v1/cart/checkout.
 */
export function checkout(buyer: Buyer, buyFor: BuyFor = {}): Promise<CheckoutResult> {
  const running = inProgress.get(buyer.id);
  if (running) return running;
  const started = startCheckout(buyer, buyFor).finally(() => inProgress.delete(buyer.id));
  inProgress.set(buyer.id, started);
  return started;
}

async function itemsFor(buyer: Buyer, teamId: string | null): Promise<Item[]> {
  if (buyer.role !== "buyer") throw forbidden("Only buyers can check out.");
  if (teamId) await requireTeamBuyer(buyer.id, teamId);
  const cart = await getCart(buyer.id);
  if (cart.items.length === 0) throw new AppError(400, EMPTY_CART);
  return teamId ? await teamCheckoutItems(teamId, cart.items) : cart.items;
}

async function startCheckout(buyer: Buyer, { teamId = null, shownTotalCents }: BuyFor): Promise<CheckoutResult> {
  const items = await itemsFor(buyer, teamId);
  const totalCents = items.reduce((sum, item) => sum + item.priceCents, 0);
  if (shownTotalCents !== undefined && shownTotalCents !== totalCents) {
    throw new AppError(409, `The total is ${formatUsd(totalCents)}, not the ${formatUsd(shownTotalCents)} shown. Check it and press Checkout again.`);
  }
  const reused = await reusablePayment(buyer.id, items, teamId);
  if (reused) return reused;
  await cancelPendingPayments(buyer.id);

  const gateway = paymentGateway();
  const reference = newPaymentReference();
  await transaction((tx) => recordPendingPayment(tx, { reference, buyerId: buyer.id, provider: gateway.name, items, teamId }));
  try {
    const { authorizationUrl } = await gateway.initialize({
      reference,
      amountCents: totalCents,
      currency: "USD",
      email: buyer.email,
      callbackUrl: `${env().APP_URL}/payment/callback`,
    });
    await db.update(payments).set({ authorizationUrl }).where(eq(payments.reference, reference));
    return { reference, authorizationUrl };
  } catch (error) {
    await markUnpaid(reference, "failed");
    throw error;
  }
}
