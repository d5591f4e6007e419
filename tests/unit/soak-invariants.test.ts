import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { db } from "~/db/client.server";
import { ledgerEntries, localCharges, orders, transactions } from "~/db/schema";
import { addToCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { payLocalCharge, TEST_CARD } from "~/models/payments/local-gateway.server";
import { settle } from "~/models/settlement.server";
import { checkInvariants } from "../../soak/invariants";
import { makeBuyer, makeCategory, makePrompt, makeVendor } from "./purchase-fixtures";

/** The soak's checks see a sound sale as sound, and each kind of damage as broken. */

/** The names of the invariants that are broken now. */
const broken = () => checkInvariants(process.env.DATABASE_URL!).filter((i) => i.broken > 0).map((i) => i.name);

test("a settled sale passes every invariant; each kind of damage breaks its own", async () => {
  const buyer = await makeBuyer();
  const prompt = await makePrompt((await makeVendor()).vendor, makeCategory());
  addToCart(buyer, prompt.id);
  const { reference } = await checkout(buyer);
  await payLocalCharge(reference, TEST_CARD, { webhook: "never" });
  expect(await settle(reference)).toBe("completed");
  expect(broken()).toEqual([]);

  const order = db.select().from(orders).where(eq(orders.paymentReference, reference)).get()!;
  const sale = db.select().from(transactions).where(eq(transactions.orderId, order.id)).get()!;
  db.delete(ledgerEntries).where(eq(ledgerEntries.transactionId, sale.id)).run();
  expect(broken()).toEqual(["ledger sums = transaction sums", "vendors' balances = credits - holds - payouts"]);

  db.delete(transactions).where(eq(transactions.id, sale.id)).run();
  expect(broken()).toContain("each paid reference fulfilled exactly once (or flagged for a refund)");

  db.update(orders).set({ paymentStatus: "pending" }).where(eq(orders.id, order.id)).run();
  expect(broken()).toEqual(expect.arrayContaining(["no purchase without a completed order", "no order without its payment"]));

  db.update(localCharges).set({ status: "failed" }).where(eq(localCharges.reference, reference)).run();
  expect(broken()).toContain("nothing granted without a paid charge");
});
