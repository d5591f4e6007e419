import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { ledgerEntries, localRefunds, mailMessages, orders, payments, prompts, purchases, transactions } from "~/db/tables.server";
import { AppError } from "~/utils/app-error";
import { DAY_MS, vendorBalance } from "~/models/ledger.server";
import { listNotifications } from "~/models/notifications.server";
import { dailySales } from "~/models/orders.server";
import { localGateway, refuseLocalRefunds } from "~/models/payments/local-gateway.server";
import { ownsPrompt } from "~/models/ownership.server";
import type { Prompt } from "~/models/prompts.server";
import { ALREADY_REFUNDED, BEING_REFUNDED, REFUND_LEASE_MS, refundPayment } from "~/models/refunds.server";
import { getOwnReview, listReviews, ratingSummary, upsertReview } from "~/models/reviews.server";
import { setSetting } from "~/models/settings.server";
import { settle } from "~/models/settlement.server";
import type { User, Vendor } from "~/models/users.server";
import { approveWithdrawal, markWithdrawalPaid, requestWithdrawal, withdrawalOutlook } from "~/models/withdrawals.server";
import { buy, buyCleared, makeBuyer, makeVendor, payoutDetails, pricedPrompt } from "../factories";

let vera: { user: User; vendor: Vendor };
let victor: { user: User; vendor: Vendor };
let buyer: User;
let fifty: Prompt; // Vera's: $40.00 to her
let thirty: Prompt; // Victor's: $24.00 to him

beforeEach(async () => {
  await setSetting("platformFeePercentage", 20);
  await setSetting("minimumWithdrawalAmount", 10);
  await setSetting("maximumWithdrawalAmount", 5000);
  await setSetting("payoutHoldDays", 7);
  vera = await makeVendor();
  victor = await makeVendor();
  buyer = await makeBuyer();
  fifty = await pricedPrompt(vera.vendor, 50);
  thirty = await pricedPrompt(victor.vendor, 30);
});

afterEach(() => {
  refuseLocalRefunds(null);
  vi.restoreAllMocks();
});

const paymentOf = async (reference: string) => (await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))!;
const salesOf = async (reference: string) =>
  (await db.select({ sale: transactions }).from(transactions).innerJoin(orders, eq(orders.id, transactions.orderId)).where(eq(orders.paymentReference, reference))).map((row) => row.sale);
const entriesOf = async (vendorId: string) => await db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorId, vendorId));

async function caught(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

/** The soak's invariant, per vendor: sale and refund entries sum to the earnings of the sales not refunded. */
async function expectLedgerMatchesSales(vendorId: string) {
  const ledger = (await firstRow(db
    .select({ total: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.vendorId, vendorId), inArray(ledgerEntries.kind, ["sale", "refund"]))).limit(1)))!.total;
  const kept = (await firstRow(db
    .select({ total: sql<number>`coalesce(sum(${transactions.vendorEarningsCents}), 0)` })
    .from(transactions)
    .where(and(eq(transactions.vendorId, vendorId), eq(transactions.status, "completed"))).limit(1)))!.total;
  expect(ledger).toBe(kept);
  expect((await vendorBalance(vendorId)).earningsCents).toBe(kept);
}

describe("refunds", () => {
  test("a refund reverses every sale of the payment, removes the buyer's access and tells everyone", async () => {
    const reference = await buy(buyer, fifty, thirty);
    const refunded = await refundPayment(reference, "Charged twice by mistake");

    expect(refunded).toMatchObject({ status: "refunded", refundReason: "Charged twice by mistake" });
    expect((await db.select().from(orders).where(eq(orders.paymentReference, reference))).map((o) => o.paymentStatus)).toEqual(["refunded", "refunded"]);
    expect(await ownsPrompt(buyer.id, fifty.id)).toBe(false);
    expect(await ownsPrompt(buyer.id, thirty.id)).toBe(false);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(0);
    expect((await salesOf(reference)).map((sale) => sale.status)).toEqual(["refunded", "refunded"]);
    expect(await firstRow(db.select().from(localRefunds).where(eq(localRefunds.reference, reference)).limit(1))).toMatchObject({ amountCents: 8000 });
    expect((await firstRow(db.select({ n: prompts.salesCount }).from(prompts).where(eq(prompts.id, fifty.id)).limit(1)))!.n).toBe(0);

    for (const [seller, earned] of [[vera, 4000], [victor, 2400]] as const) {
      expect((await entriesOf(seller.vendor.id)).map((e) => [e.kind, e.amountCents]).sort()).toEqual([["refund", -earned], ["sale", earned]]);
      expect(await vendorBalance(seller.vendor.id)).toEqual({ earningsCents: 0, pendingCents: 0, heldCents: 0, paidOutCents: 0, availableCents: 0 });
      await expectLedgerMatchesSales(seller.vendor.id);
      // The earnings chart counts it no more.
      expect((await dailySales({ vendorId: seller.vendor.id })).reduce((sum, day) => sum + day.earningsCents, 0)).toBe(0);
      expect((await listNotifications(seller.user.id)).find((n) => n.title === "Sale refunded")?.message).toContain("Charged twice by mistake.");
    }
    expect((await listNotifications(buyer.id)).find((n) => n.title === "Payment refunded")?.message).toContain("2 prompts left My Prompts");
    const mails = await db.select().from(mailMessages).where(eq(mailMessages.kind, "refund-notice"));
    expect(mails.map((m) => m.to).sort()).toEqual([buyer.email, vera.user.email, victor.user.email].sort());
    // The buyer's lists what each order cost; the vendors' what they earned.
    const toBuyer = mails.find((m) => m.to === buyer.email)!.text;
    for (const amount of ["$50.00", "$30.00", "$80.00"]) expect(toBuyer).toContain(amount);
    expect(mails.find((m) => m.to === vera.user.email)!.text).toContain("40.00");
  });

  test("a refund of a sale still on hold cancels the pending amount; a cleared sale's comes out of available", async () => {
    await buyCleared(await makeBuyer(), await pricedPrompt(vera.vendor, 25)); // $20.00 available
    const pending = await buy(buyer, fifty); // $40.00 pending
    expect(await vendorBalance(vera.vendor.id)).toMatchObject({ pendingCents: 4000, availableCents: 2000 });

    await refundPayment(pending, "Wrong prompt");
    expect(await vendorBalance(vera.vendor.id)).toMatchObject({ earningsCents: 2000, pendingCents: 0, availableCents: 2000 });
    // Once the refunded sale's hold would have passed, nothing changes either.
    expect(await vendorBalance(vera.vendor.id, db, new Date(Date.now() + 8 * DAY_MS))).toMatchObject({ pendingCents: 0, availableCents: 2000 });

    const cleared = await buyCleared(await makeBuyer(), await pricedPrompt(vera.vendor, 10)); // +$8.00 available
    await refundPayment(cleared, "Not as described");
    expect(await vendorBalance(vera.vendor.id)).toMatchObject({ earningsCents: 2000, pendingCents: 0, availableCents: 2000 });
    await expectLedgerMatchesSales(vera.vendor.id);
  });

  test("a double click or a second admin gets a clear 409, and the refund happens once", async () => {
    const reference = await buy(buyer, fifty);
    const [first, second] = await Promise.allSettled([refundPayment(reference, "Duplicate"), refundPayment(reference, "Duplicate")]);
    expect(first.status).toBe("fulfilled");
    // Which 409 depends on whether the first had finished when the second looked (on PostgreSQL a
    // conflicting claim runs again after the first commits): either says what happened.
    expect(second).toMatchObject({ status: "rejected", reason: { status: 409 } });
    expect([BEING_REFUNDED, ALREADY_REFUNDED]).toContain((second as PromiseRejectedResult).reason.message);
    expect(await caught(() => refundPayment(reference, "Again"))).toMatchObject({ status: 409, message: ALREADY_REFUNDED });
    expect((await entriesOf(vera.vendor.id)).filter((e) => e.kind === "refund")).toHaveLength(1);
    expect((await listNotifications(buyer.id)).filter((n) => n.title === "Payment refunded")).toHaveLength(1);
    await expectLedgerMatchesSales(vera.vendor.id);
  });

  test("the provider refuses: everything stays as it was and the admin hears why", async () => {
    const reference = await buy(buyer, fifty);
    const before = { ledger: await entriesOf(vera.vendor.id), notices: (await listNotifications(buyer.id)).length };
    refuseLocalRefunds("Insufficient balance for refund.");

    const error = await caught(() => refundPayment(reference, "Duplicate"));
    expect(error).toMatchObject({ status: 502, message: "The payment provider refused the refund: Insufficient balance for refund." });
    expect(await paymentOf(reference)).toMatchObject({ status: "completed", refundReason: null, refundClaimedAt: null });
    expect(await ownsPrompt(buyer.id, fifty.id)).toBe(true);
    expect(await entriesOf(vera.vendor.id)).toEqual(before.ledger);
    expect(await listNotifications(buyer.id)).toHaveLength(before.notices);
    expect(await db.select().from(localRefunds).where(eq(localRefunds.reference, reference))).toHaveLength(0);

    refuseLocalRefunds(null);
    expect(await refundPayment(reference, "Duplicate")).toMatchObject({ status: "refunded" });
  });

  test("a crash after the provider refunded but before the commit: the admin retries once the claim lapses", async () => {
    const reference = await buy(buyer, fifty);
    const realRefund = localGateway.refund.bind(localGateway);
    // The provider refunds, then the process dies: the call never comes back.
    vi.spyOn(localGateway, "refund").mockImplementationOnce(async (ref, cents) => {
      await realRefund(ref, cents);
      return new Promise<void>(() => {});
    });
    void refundPayment(reference, "Duplicate");
    await vi.waitFor(async () => expect(await firstRow(db.select().from(localRefunds).where(eq(localRefunds.reference, reference)).limit(1))).toBeDefined());
    expect((await paymentOf(reference)).status).toBe("refunding");
    expect(await ownsPrompt(buyer.id, fifty.id)).toBe(true);

    expect(await caught(() => refundPayment(reference, "Duplicate"))).toMatchObject({ status: 409, message: BEING_REFUNDED });
    const later = new Date(Date.now() + REFUND_LEASE_MS + 1000);
    expect(await refundPayment(reference, "Duplicate (retried)", { now: later })).toMatchObject({ status: "refunded", refundReason: "Duplicate (retried)" });
    expect(await db.select().from(localRefunds).where(eq(localRefunds.reference, reference))).toHaveLength(1);
    expect(await ownsPrompt(buyer.id, fifty.id)).toBe(false);
    await expectLedgerMatchesSales(vera.vendor.id);
  });

  test("a refund larger than the available balance leaves it negative and blocks withdrawals until it is positive", async () => {
    const reference = await buyCleared(buyer, fifty); // $40.00 available
    const paid = await requestWithdrawal(vera.vendor, payoutDetails(30));
    await approveWithdrawal(paid.id);
    await markWithdrawalPaid(paid.id); // $10.00 left

    await refundPayment(reference, "Chargeback");
    expect(await vendorBalance(vera.vendor.id)).toEqual({ earningsCents: 0, pendingCents: 0, heldCents: 0, paidOutCents: 3000, availableCents: -3000 });
    const outlook = await withdrawalOutlook(vera.vendor.id);
    expect(outlook.block).toMatchObject({ reason: "negative-balance" });
    expect(outlook.block?.message).toContain("-$30.00");
    expect(await caught(() => requestWithdrawal(vera.vendor, payoutDetails(10)))).toMatchObject({ status: 422, message: outlook.block!.message });

    await buyCleared(await makeBuyer(), fifty); // back to $10.00
    expect((await withdrawalOutlook(vera.vendor.id)).block).toBeNull();
    expect((await requestWithdrawal(vera.vendor, payoutDetails(10))).status).toBe("pending");
    await expectLedgerMatchesSales(vera.vendor.id);
  });

  test("only a completed payment can be refunded; a refunded one is never granted again", async () => {
    expect(await caught(() => refundPayment("PRM-NOPE", "x reason"))).toMatchObject({ status: 404 });
    const reference = await buy(buyer, fifty);
    await refundPayment(reference, "Duplicate");
    expect(await settle(reference)).toBe("refunded");
    expect(await ownsPrompt(buyer.id, fifty.id)).toBe(false);
    expect(await salesOf(reference)).toHaveLength(1);
  });
});

describe("a refunded buyer's review", () => {
  test("is taken off the prompt and out of its rating, in the refund; other buyers' reviews stay", async () => {
    const other = await makeBuyer();
    await buy(other, fifty);
    await upsertReview(other, fifty.id, { rating: 4, text: "Solid outline, saved me an hour." });
    const reference = await buy(buyer, fifty, thirty);
    await upsertReview(buyer, fifty.id, { rating: 1, text: "Not what the description said at all." });
    await upsertReview(buyer, thirty.id, { rating: 2, text: "Too generic for my product copy." });
    expect(await ratingSummary(fifty.id)).toMatchObject({ count: 2, average: 2.5 });

    await refundPayment(reference, "Not as described");

    expect((await listReviews(fifty.id)).items.map((review) => review.text)).toEqual(["Solid outline, saved me an hour."]);
    expect(await ratingSummary(fifty.id)).toMatchObject({ count: 1, average: 4 });
    expect((await listReviews(thirty.id)).total).toBe(0);
    const counters = async (id: string) => await firstRow(db.select({ reviewCount: prompts.reviewCount, ratingSum: prompts.ratingSum, rating: prompts.rating }).from(prompts).where(eq(prompts.id, id)).limit(1));
    expect(await counters(fifty.id)).toEqual({ reviewCount: 1, ratingSum: 4, rating: 4 });
    expect(await counters(thirty.id)).toEqual({ reviewCount: 0, ratingSum: 0, rating: 0 });
    expect(await getOwnReview(buyer.id, fifty.id)).toBeUndefined();
  });
});
