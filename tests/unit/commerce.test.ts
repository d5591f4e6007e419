import { count, eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { ledgerEntries, orders, payments, prompts, purchases, transactions } from "~/db/tables.server";
import { addToCart, getCart, removeFromCart } from "~/models/cart.server";
import { checkout, EMPTY_CART } from "~/models/checkout.server";
import { AppError } from "~/utils/app-error";
import { DAY_MS, feeSplit, ledgerBalance, vendorBalance } from "~/models/ledger.server";
import { listNotifications } from "~/models/notifications.server";
import { cancelLocalCharge, payLocalCharge } from "~/models/payments/local-gateway.server";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import { handleWebhook, settle } from "~/models/settlement.server";
import type { User, Vendor } from "~/models/users.server";
import { deliverToApp, makeBuyer, makeVendor, pricedPrompt } from "../factories";

let vendor: Vendor;
let vendorUser: User;
let buyer: User;
let cheap: Prompt;
let pricey: Prompt;

const countRows = async (table: typeof transactions | typeof ledgerEntries | typeof purchases) =>
  (await firstRow(db.select({ n: count() }).from(table).limit(1)))!.n;

beforeEach(async () => {
  ({ user: vendorUser, vendor } = await makeVendor());
  buyer = await makeBuyer();
  cheap = await pricedPrompt(vendor, 9.99);
  pricey = await pricedPrompt(vendor, 24.5);
  await setSetting("platformFeePercentage", 20);
});

async function checkoutBoth() {
  await addToCart(buyer, cheap.id);
  await addToCart(buyer, pricey.id);
  return checkout(buyer);
}

describe("fee split", () => {
  test("fee + earnings = gross to the cent for every price and fee", () => {
    for (const pct of [0, 7.5, 12.345, 20, 33.33, 50, 99.9, 100]) {
      for (let gross = 99; gross <= 99_999; gross += 97) {
        const { platformFeeCents, vendorEarningsCents } = feeSplit(gross, pct);
        expect(platformFeeCents + vendorEarningsCents).toBe(gross);
        expect(Number.isInteger(platformFeeCents)).toBe(true);
        expect(Math.abs(platformFeeCents - (gross * pct) / 100)).toBeLessThanOrEqual(0.5);
      }
    }
    expect(feeSplit(999, 20)).toEqual({ platformFeeCents: 200, vendorEarningsCents: 799 });
  });
});

describe("cart", () => {
  test("adding twice is ignored, own and owned prompts are refused", async () => {
    expect((await addToCart(buyer, cheap.id)).added).toBe(true);
    expect((await addToCart(buyer, cheap.id)).added).toBe(false);
    expect((await getCart(buyer.id)).items).toHaveLength(1);
    await expect(addToCart(vendorUser, cheap.id)).rejects.toThrow("Only buyers have a cart.");
    await expect(addToCart(buyer, "missing")).rejects.toThrow("This prompt is not for sale.");

    const { reference } = await checkout(buyer);
    await payLocalCharge(reference, "4242 4242 4242 4242", { deliver: deliverToApp });
    await expect(addToCart(buyer, cheap.id)).rejects.toThrow("You already own this prompt.");
  });

  test("a banned or deactivated prompt is dropped from the cart with its name", async () => {
    await addToCart(buyer, cheap.id);
    await addToCart(buyer, pricey.id);
    await setPromptStatusByAdmin(cheap.id, "banned");
    expect((await getCart(buyer.id)).items.map((item) => item.promptId)).toEqual([pricey.id]);

    await db.update(prompts).set({ status: "inactive" }).where(eq(prompts.id, pricey.id));
    const cart = await getCart(buyer.id);
    expect(cart.items).toHaveLength(0);
    expect(cart.dropped).toEqual([pricey.title]);
    expect((await getCart(buyer.id)).dropped).toEqual([]);
    await expect(addToCart(buyer, cheap.id)).rejects.toThrow("This prompt is not for sale.");
  });

  test("removing and clearing", async () => {
    await addToCart(buyer, cheap.id);
    await removeFromCart(buyer.id, cheap.id);
    expect((await getCart(buyer.id)).items).toHaveLength(0);
    await expect(removeFromCart(buyer.id, cheap.id)).rejects.toThrow(AppError);
  });
});

describe("checkout", () => {
  test("an empty cart is refused", async () => {
    await expect(checkout(buyer)).rejects.toThrow(EMPTY_CART);
  });

  test("one reference, one pending order per item at the price of the moment", async () => {
    const { reference, authorizationUrl } = await checkoutBoth();
    expect(authorizationUrl).toMatch(new RegExp(`/pay/${reference}$`));
    const ordered = await db.select().from(orders).where(eq(orders.paymentReference, reference));
    expect(ordered.map((o) => o.amountCents).sort((a, b) => a - b)).toEqual([999, 2450]);
    expect(ordered.every((o) => o.paymentStatus === "pending")).toBe(true);
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))?.amountCents).toBe(3449);
  });

  test("checking out the same cart again reuses the pending payment", async () => {
    const first = await checkoutBoth();
    const second = await checkout(buyer);
    expect(second.reference).toBe(first.reference);
  });

  test("a changed cart cancels the earlier checkout, which can then not be paid", async () => {
    const first = await checkoutBoth();
    await removeFromCart(buyer.id, pricey.id);
    const second = await checkout(buyer);
    expect(second.reference).not.toBe(first.reference);
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, first.reference)).limit(1)))?.status).toBe("cancelled");
    expect(await payLocalCharge(first.reference, "4242424242424242", { deliver: deliverToApp })).toBe("abandoned");
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(0);
  });

  test("a price change after checkout does not change what the buyer pays", async () => {
    await addToCart(buyer, cheap.id);
    await db.update(prompts).set({ priceCents: 1500 }).where(eq(prompts.id, cheap.id));
    expect((await getCart(buyer.id)).totalCents).toBe(1500);
    const { reference } = await checkout(buyer);
    await db.update(prompts).set({ priceCents: 9900 }).where(eq(prompts.id, cheap.id));
    await payLocalCharge(reference, "4242424242424242", { deliver: deliverToApp });
    expect(await settle(reference)).toBe("completed");
    const [sale] = await db.select().from(transactions).where(eq(transactions.buyerId, buyer.id));
    expect(sale).toMatchObject({ grossCents: 1500, platformFeeCents: 300, vendorEarningsCents: 1200 });
  });
});

describe("fulfilment", () => {
  test("paying grants the prompts, splits the fee, credits the vendor, notifies, empties the cart", async () => {
    const { reference } = await checkoutBoth();
    expect(await payLocalCharge(reference, "4242 4242 4242 4242", { deliver: deliverToApp })).toBe("success");
    expect(await settle(reference)).toBe("completed");

    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(2);
    const sales = await db.select().from(transactions).where(eq(transactions.vendorId, vendor.id));
    expect(sales.map((s) => [s.grossCents, s.platformFeeCents, s.vendorEarningsCents]).sort()).toEqual([
      [2450, 490, 1960],
      [999, 200, 799],
    ]);
    // Credited now, withdrawable once the earnings hold has passed.
    expect(await vendorBalance(vendor.id)).toMatchObject({ earningsCents: 1960 + 799, pendingCents: 1960 + 799, availableCents: 0 });
    expect(await ledgerBalance(vendor.id, new Date(Date.now() + 8 * DAY_MS))).toBe(1960 + 799);
    expect((await getCart(buyer.id)).items).toHaveLength(0);
    expect((await listNotifications(vendorUser.id)).filter((n) => n.title === "New sale")).toHaveLength(2);
    expect((await listNotifications(buyer.id)).filter((n) => n.title === "Payment successful")).toHaveLength(1);
    expect((await firstRow(db.select().from(prompts).where(eq(prompts.id, cheap.id)).limit(1)))?.salesCount).toBe(1);
  });

  test("the fee is the admin's setting at the time of purchase", async () => {
    await addToCart(buyer, cheap.id);
    const { reference } = await checkout(buyer);
    await setSetting("platformFeePercentage", 10);
    await payLocalCharge(reference, "4242424242424242", { deliver: deliverToApp });
    const [sale] = await db.select().from(transactions).where(eq(transactions.buyerId, buyer.id));
    expect(sale).toMatchObject({ feePercentage: 10, platformFeeCents: 100, vendorEarningsCents: 899 });
  });

  test("exactly once: webhook twice, callbacks many times, all at once", async () => {
    const { reference } = await checkoutBoth();
    const before = { sales: await countRows(transactions), ledger: await countRows(ledgerEntries) };
    const webhooks: [string, string][] = [];
    await payLocalCharge(reference, "4242424242424242", {
      webhook: "twice",
      deliver: async (body, signature) => void webhooks.push([body, signature]),
    });
    const results = await Promise.all([
      ...webhooks.map(([body, signature]) => handleWebhook(body, signature)),
      settle(reference),
      settle(reference),
      settle(reference),
    ]);
    expect(results.filter((r) => r === "handled")).toHaveLength(1);
    expect(results.filter((r) => r === "duplicate")).toHaveLength(1);
    expect(await countRows(transactions) - before.sales).toBe(2);
    expect(await countRows(ledgerEntries) - before.ledger).toBe(2);
    expect(await settle(reference)).toBe("completed");
    expect(await handleWebhook(...webhooks[0]!)).toBe("duplicate");
    expect(await countRows(transactions) - before.sales).toBe(2);
  });

  test("a late webhook after the callback settled it changes nothing", async () => {
    const { reference } = await checkoutBoth();
    let late: [string, string] | undefined;
    await payLocalCharge(reference, "4242424242424242", { deliver: async (b, s) => void (late = [b, s]) });
    expect(await settle(reference)).toBe("completed");
    const sales = await countRows(transactions);
    expect(await handleWebhook(...late!)).toBe("handled");
    expect(await countRows(transactions)).toBe(sales);
  });

  test("a declined card fails the payment and grants nothing; the cart stays", async () => {
    const { reference } = await checkoutBoth();
    expect(await payLocalCharge(reference, "4000 0000 0000 0002", { deliver: deliverToApp })).toBe("failed");
    expect(await settle(reference)).toBe("failed");
    expect((await db.select().from(orders).where(eq(orders.paymentReference, reference))).every((o) => o.paymentStatus === "failed")).toBe(true);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(0);
    expect((await getCart(buyer.id)).items).toHaveLength(2);
  });

  test("a cancelled payment grants nothing; the cart stays", async () => {
    const { reference } = await checkoutBoth();
    await cancelLocalCharge(reference);
    expect(await settle(reference)).toBe("cancelled");
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(0);
    expect((await getCart(buyer.id)).items).toHaveLength(2);
  });

  test("a webhook with a bad signature is refused and changes nothing", async () => {
    const { reference } = await checkoutBoth();
    let refused: unknown;
    await payLocalCharge(reference, "4242424242424242", {
      webhook: "tampered",
      deliver: (body, signature) => handleWebhook(body, signature).then(() => undefined, (e) => void (refused = e)),
    });
    expect(refused).toThrowAppError(401);
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))?.status).toBe("pending");
  });

  test("a charge for a smaller amount is refused and flagged", async () => {
    const { reference } = await checkoutBoth();
    await payLocalCharge(reference, "4242424242424242", { chargedCents: 100, deliver: deliverToApp });
    const payment = await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1));
    expect(payment?.status).toBe("failed");
    expect(payment?.flag).toMatch(/Amount mismatch: expected 3449 USD, provider reports 100 USD/);
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(0);
  });

  test("a webhook that never comes: the callback settles it", async () => {
    const { reference } = await checkoutBoth();
    await payLocalCharge(reference, "4242424242424242", { webhook: "never", deliver: deliverToApp });
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))?.status).toBe("pending");
    expect(await settle(reference)).toBe("completed");
  });
});

describe("checkout races and dropped items", () => {
  test("two checkouts at the same moment share one payment", async () => {
    await addToCart(buyer, cheap.id);
    const [a, b] = await Promise.all([checkout(buyer), checkout(buyer)]);
    expect(a.reference).toBe(b.reference);
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, a.reference)).limit(1)))?.status).toBe("pending");
  });

  test("a buyer whose cart held a banned prompt is told it was removed", async () => {
    await addToCart(buyer, cheap.id);
    await setPromptStatusByAdmin(cheap.id, "banned");
    expect((await getCart(buyer.id)).items).toHaveLength(0);
    const [notice] = await listNotifications(buyer.id);
    expect(notice).toMatchObject({ title: "Removed from your cart", type: "warning" });
    expect(notice?.message).toContain(cheap.title);
  });
});
