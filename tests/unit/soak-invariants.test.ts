import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { and, eq as equal } from "drizzle-orm";
import { ledgerEntries, localCharges, localRefunds, orders, payments, purchases, transactions } from "~/db/tables.server";
import { refundPayment } from "~/models/refunds.server";
import { checkInvariants } from "../../soak/invariants";
import { rawGet } from "../support/raw-sql";
import { buy, makeBuyer, makeCategory, makePrompt, makeVendor } from "../factories";

/** The soak's checks see a sound sale as sound, and each kind of damage as broken. */

/** The names of the invariants that are broken now (read through this process's database, so on either engine). */
const broken = async () =>
  (await checkInvariants(async (sql) => Number(Object.values((await rawGet<object>(sql))!)[0]))).filter((i) => i.broken > 0).map((i) => i.name);

/** A real sale of one prompt, fulfilled, with its order and sale (transaction) rows. */
async function soundSale() {
  const buyer = await makeBuyer();
  const prompt = await makePrompt((await makeVendor()).vendor, await makeCategory());
  const reference = await buy(buyer, prompt);
  const order = (await firstRow(db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1)))!;
  const sale = (await firstRow(db.select().from(transactions).where(eq(transactions.orderId, order.id)).limit(1)))!;
  return { buyer, prompt, reference, order, sale };
}

test("a refunded sale passes every invariant; each kind of refund damage breaks its own", async () => {
  const { buyer, prompt, reference, order, sale } = await soundSale();
  await refundPayment(reference, "Bought by mistake");
  expect(await broken()).toEqual([]);

  const reversal = and(equal(ledgerEntries.transactionId, sale.id), equal(ledgerEntries.kind, "refund"));
  const entry = (await firstRow(db.select().from(ledgerEntries).where(reversal).limit(1)))!;

  await db.update(ledgerEntries).set({ availableAt: new Date(0) }).where(reversal);
  expect(await broken()).toEqual(["credits clear after their sale, reversals never before their credit"]);
  await db.delete(ledgerEntries).where(reversal);
  expect(await broken()).toEqual(["ledger sums = transaction sums", "vendors' balances = credits - refunds - holds - payouts"]);
  await db.insert(ledgerEntries).values(entry);
  expect(await broken()).toEqual([]);

  await db.insert(purchases).values({ userId: buyer.id, promptId: prompt.id, orderId: order.id });
  expect(await broken()).toEqual(["no purchase without a completed order"]);
  await db.delete(purchases).where(eq(purchases.orderId, order.id));

  await db.delete(localRefunds).where(eq(localRefunds.reference, reference));
  expect(await broken()).toEqual(["each refund given back once, and only for a refunded payment"]);
  await db.insert(localRefunds).values({ reference, amountCents: order.amountCents });

  // Given back, yet the payment still counts as completed: its orders say refunded.
  await db.update(payments).set({ status: "completed" }).where(eq(payments.reference, reference));
  expect(await broken()).toEqual(expect.arrayContaining(["each refund given back once, and only for a refunded payment", "no order without its payment"]));
  // Repaired: the next test starts from a sound database.
  await db.update(payments).set({ status: "refunded" }).where(eq(payments.reference, reference));
  expect(await broken()).toEqual([]);
});

test("a settled sale passes every invariant; each kind of damage breaks its own", async () => {
  const { reference, order, sale } = await soundSale();
  expect(await broken()).toEqual([]);

  await db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, sale.id));
  expect(await broken()).toEqual(["ledger sums = transaction sums", "vendors' balances = credits - refunds - holds - payouts"]);

  await db.delete(transactions).where(eq(transactions.id, sale.id));
  expect(await broken()).toContain("each paid reference fulfilled exactly once (or flagged for a refund)");

  await db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, order.id));
  expect(await broken()).toEqual(expect.arrayContaining(["no purchase without a completed order", "no order without its payment"]));

  await db.update(localCharges).set({ status: "failed" }).where(eq(localCharges.reference, reference));
  expect(await broken()).toContain("nothing granted without a paid charge");
});
