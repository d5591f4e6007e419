import { count, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { db, transaction, firstRow } from "~/db/client.server";
import { orders, purchases, transactions } from "~/db/tables.server";
import { addToCart, getCart } from "~/models/cart.server";
import { cancelCheckout, checkout } from "~/models/checkout.server";
import { listNotifications } from "~/models/notifications.server";
import { paymentFailure } from "~/models/payment-outcome.server";
import { DECLINED_CARD, localGateway, payLocalCharge, TEST_CARD } from "~/models/payments/local-gateway.server";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { refundPayment } from "~/models/refunds.server";
import { getPayment, paymentsNeedingAttention, settle } from "~/models/settlement.server";
import type { User, Vendor } from "~/models/users.server";
import { deliverToApp, makeBuyer, makeVendor, pricedPrompt } from "../factories";
import { startModelProcess, type ModelProcess } from "./model-processes";

/**
 * Settlement against what else happens while it waits for the provider (docs/decisions/0190,
 * 0191): a paid charge always ends granted exactly once or flagged for a refund, never silent.
 */

let counter = 0;
let vendor: Vendor;
let buyer: User;
let cheap: Prompt;
let pricey: Prompt;

beforeEach(async () => {
  vendor = (await makeVendor()).vendor;
  buyer = await makeBuyer();
  cheap = await pricedPrompt(vendor, 9.99, `Race prompt ${++counter}`);
  pricey = await pricedPrompt(vendor, 24.5, `Race prompt ${++counter}`);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The provider's next answers wait until `release()`: the test decides what happens meanwhile. */
function holdVerify() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const verify = localGateway.verify.bind(localGateway);
  const started: string[] = [];
  vi.spyOn(localGateway, "verify").mockImplementation(async (reference) => {
    started.push(reference);
    await gate;
    return verify(reference);
  });
  return { release, started };
}

const purchasesOf = async (userId: string) => await db.select().from(purchases).where(eq(purchases.userId, userId));
const transactionsOf = async (reference: string) =>
  (await firstRow(db
    .select({ n: count() })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(orders.paymentReference, reference)).limit(1)))!.n;

/** A paid charge whose settle is waiting on the provider when a newer checkout replaces it. */
async function paidThenReplaced() {
  await addToCart(buyer, cheap.id);
  const { reference } = await checkout(buyer);
  expect(await payLocalCharge(reference, TEST_CARD, { webhook: "never" })).toBe("success");
  const held = holdVerify();
  const settling = [settle(reference), settle(reference)];
  await vi.waitFor(() => expect(held.started).toHaveLength(2));
  await addToCart(buyer, pricey.id);
  const newer = await checkout(buyer);
  expect((await getPayment(reference))?.status).toBe("cancelled");
  return { reference, newer: newer.reference, settling, release: held.release };
}

describe("a newer checkout cancels a payment while settle waits for the provider", () => {
  test("the paid payment is granted once, and the newer checkout of the same prompt is called off", async () => {
    const { reference, newer, settling, release } = await paidThenReplaced();
    release();
    expect(await Promise.all(settling)).toEqual(["completed", "completed"]);

    expect(await getPayment(reference)).toMatchObject({ status: "completed", flag: null });
    expect((await purchasesOf(buyer.id)).map((p) => p.promptId)).toEqual([cheap.id]);
    expect(await transactionsOf(reference)).toBe(1);
    expect((await firstRow(db.select().from(orders).where(eq(orders.paymentReference, reference)).limit(1)))?.paymentStatus).toBe("completed");
    // The newer checkout also covered the granted prompt: it must not be charged a second time.
    expect((await getPayment(newer))?.status).toBe("cancelled");
    expect((await getCart(buyer.id)).items.map((item) => item.promptId)).toEqual([pricey.id]);
    expect(await settle(reference)).toBe("completed");
    expect(await transactionsOf(reference)).toBe(1);
  });

  test("a prompt banned meanwhile cannot be granted: flagged for a refund, the buyer told, the admin shown", async () => {
    const { reference, settling, release } = await paidThenReplaced();
    await setPromptStatusByAdmin(cheap.id, "banned");
    release();
    expect(await Promise.all(settling)).toEqual(["cancelled", "cancelled"]);

    const payment = (await getPayment(reference))!;
    expect(payment.status).toBe("cancelled");
    expect(payment.flag).toMatch(/^Refund due: Paid after it was cancelled, but "Race prompt \d+" is no longer for sale/);
    expect(await purchasesOf(buyer.id)).toHaveLength(0);
    expect(await transactionsOf(reference)).toBe(0);
    expect((await paymentsNeedingAttention()).map((p) => p.reference)).toContain(reference);
    const told = (await listNotifications(buyer.id)).filter((n) => n.title === "Payment to be refunded");
    expect(told).toHaveLength(1);
    expect(await paymentFailure(reference, buyer.id)).toEqual({ kind: "unverified" });
    // Asking again changes nothing and tells nobody twice.
    expect(await settle(reference)).toBe("cancelled");
    expect((await listNotifications(buyer.id)).filter((n) => n.title === "Payment to be refunded")).toHaveLength(1);
  });
});

describe("a failed payment paid on a retry of the same reference", () => {
  test("the retry's webhook grants it exactly once, however often it comes", async () => {
    await addToCart(buyer, cheap.id);
    const { reference } = await checkout(buyer);
    expect(await payLocalCharge(reference, DECLINED_CARD, { deliver: deliverToApp })).toBe("failed");
    expect(await settle(reference)).toBe("failed");

    expect(await payLocalCharge(reference, TEST_CARD, { webhook: "twice", deliver: deliverToApp })).toBe("success");
    expect((await getPayment(reference))?.status).toBe("completed");
    expect(await Promise.all([settle(reference), settle(reference)])).toEqual(["completed", "completed"]);
    expect((await purchasesOf(buyer.id)).map((p) => p.promptId)).toEqual([cheap.id]);
    expect(await transactionsOf(reference)).toBe(1);
    expect((await getCart(buyer.id)).items).toHaveLength(0);
  });

  test("a retry paid after the buyer bought the prompt elsewhere is flagged for a refund", async () => {
    await addToCart(buyer, cheap.id);
    const { reference: first } = await checkout(buyer);
    await payLocalCharge(first, DECLINED_CARD, { deliver: deliverToApp });
    const { reference: second } = await checkout(buyer);
    await payLocalCharge(second, TEST_CARD, { deliver: deliverToApp });
    expect((await getPayment(second))?.status).toBe("completed");

    await payLocalCharge(first, TEST_CARD, { deliver: deliverToApp });
    expect(await getPayment(first)).toMatchObject({ status: "failed" });
    expect((await getPayment(first))?.flag).toMatch(/^Refund due: Paid after it was failed, but the buyer already owns/);
    expect(await purchasesOf(buyer.id)).toHaveLength(1);
    expect(await transactionsOf(first)).toBe(0);
  });

  test("the admin's re-verify grants a failed payment the provider now reports paid", async () => {
    await addToCart(buyer, cheap.id);
    const { reference } = await checkout(buyer);
    await payLocalCharge(reference, DECLINED_CARD, { deliver: deliverToApp });
    await payLocalCharge(reference, TEST_CARD, { webhook: "never" });
    expect((await getPayment(reference))?.status).toBe("failed");
    expect(await settle(reference)).toBe("completed");
    expect(await transactionsOf(reference)).toBe(1);
  });
});

describe("the callback and the webhook settle one late-paid payment in two processes", () => {
  let webhook: ModelProcess | undefined;
  afterEach(async () => {
    await webhook?.stop();
  });

  test("the one that waited for the other's grant neither flags the payment nor tells the buyer of a refund", async () => {
    await addToCart(buyer, cheap.id);
    const { reference } = await checkout(buyer);
    await payLocalCharge(reference, TEST_CARD, { webhook: "never" });
    await cancelCheckout(reference, "local");
    const model = (webhook = startModelProcess());
    await model.ready;

    // This process takes the write lock first: the other reads the payment as cancelled, then waits for the lock.
    let other!: Promise<string>;
    await transaction(async () => {
      other = model.call<string>("settleAt", { reference, start: Date.now() });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await settle(reference)).toBe("completed");
    });

    expect(await other).toBe("completed");
    expect(await getPayment(reference)).toMatchObject({ status: "completed", flag: null });
    expect((await listNotifications(buyer.id)).filter((n) => n.title === "Payment to be refunded")).toHaveLength(0);
    expect((await purchasesOf(buyer.id)).map((p) => p.promptId)).toEqual([cheap.id]);
    expect(await transactionsOf(reference)).toBe(1);
  });
});

describe("an admin's refund racing a late payment of the same prompt, in two processes", () => {
  let webhook: ModelProcess | undefined;
  afterEach(async () => {
    await webhook?.stop();
  });

  /** Bought on a second checkout; the first, declined, is now reported paid and not yet settled. */
  async function ownedWithALatePaymentWaiting(prompt: Prompt) {
    await addToCart(buyer, prompt.id);
    const { reference: late } = await checkout(buyer);
    await payLocalCharge(late, DECLINED_CARD, { deliver: deliverToApp });
    const { reference: bought } = await checkout(buyer);
    await payLocalCharge(bought, TEST_CARD, { deliver: deliverToApp });
    await payLocalCharge(late, TEST_CARD, { webhook: "never" });
    expect([(await getPayment(bought))?.status, (await getPayment(late))?.status]).toEqual(["completed", "failed"]);
    return { late, bought };
  }

  test("whichever commits first, the buyer ends with the prompt from exactly one unrefunded payment, or with none and the late one flagged", async () => {
    const model = (webhook = startModelProcess());
    await model.ready;
    for (const offset of [-20, -6, 0, 6, 20]) {
      const prompt = await pricedPrompt(vendor, 12, `Refund race ${++counter}`);
      const { late, bought } = await ownedWithALatePaymentWaiting(prompt);
      const start = Date.now() + 300;
      const [settled, refunded] = await Promise.all([
        model.call<string>("settleAt", { reference: late, start }),
        new Promise((resolve) => setTimeout(resolve, start + offset - Date.now())).then(() => refundPayment(bought, "Race")),
      ]);
      expect(refunded.status).toBe("refunded");
      const owned = (await purchasesOf(buyer.id)).filter((p) => p.promptId === prompt.id);
      const latePayment = (await getPayment(late))!;
      if (owned.length) {
        expect(settled).toBe("completed");
        expect(latePayment).toMatchObject({ status: "completed", flag: null });
        expect(await transactionsOf(late)).toBe(1);
      } else {
        expect(latePayment.status).toBe("failed");
        expect(latePayment.flag).toMatch(/^Refund due: Paid after it was failed, but the buyer already owns/);
        expect(await transactionsOf(late)).toBe(0);
      }
      expect(owned.length).toBeLessThanOrEqual(1);
    }
  });
});
