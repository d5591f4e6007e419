import { and, eq, inArray, sum } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { ledgerEntries, localCharges, orders, payments, transactions } from "~/db/tables.server";
import { env } from "~/env.server";
import { addToCart } from "~/models/cart.server";
import { cancelCheckout, checkout } from "~/models/checkout.server";
import { listNotifications } from "~/models/notifications.server";
import { payLocalCharge, TEST_CARD } from "~/models/payments/local-gateway.server";
import type { Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import { fulfilPayment, handleWebhook, settle } from "~/models/settlement.server";
import { setEmailSaleNotices, type User, type Vendor } from "~/models/users.server";
import { formatUsd } from "~/utils/format";
import { buy, makeBuyer, makeVendor, pricedPrompt } from "../factories";
import { mailsTo, onlyMailTo, row } from "./mail-fixtures";
import { startModelProcess, type ModelProcess } from "./model-processes";

type Seller = { user: User; vendor: Vendor };

let buyer: User;
let vera: Seller;
let victor: Seller;
let essay: Prompt;
let haiku: Prompt;
let logo: Prompt;

beforeEach(async () => {
  await setSetting("platformFeePercentage", 20);
  buyer = await makeBuyer("Ben Buyer");
  vera = await makeVendor({ storeName: "Vera's Studio", name: "Vera Vendor" });
  victor = await makeVendor({ storeName: "Victor's Visions", name: "Victor Vendor" });
  essay = await pricedPrompt(vera.vendor, 9.99, "Essay outliner");
  haiku = await pricedPrompt(vera.vendor, 4.5, "Haiku helper");
  logo = await pricedPrompt(victor.vendor, 24.99, "Logo brief");
});

/** What the ledger credited a vendor for this payment's sales: the number the notice must show. */
async function ledgerCredit(vendor: Vendor, reference: string): Promise<number> {
  const sales = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.vendorId, vendor.id), inArray(transactions.orderId, await ordersOf(reference))));
  const credited = await firstRow(db
    .select({ cents: sum(ledgerEntries.amountCents) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, "sale"), inArray(ledgerEntries.transactionId, sales))).limit(1));
  return Number(credited?.cents ?? 0);
}

async function ordersOf(reference: string): Promise<string[]> {
  return (await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, reference))).map((order) => order.id);
}

/** Checked out and paid at the provider, the webhooks held back for the test to deliver. */
async function paidWithWebhooksHeld(...items: Prompt[]) {
  for (const item of items) await addToCart(buyer, item.id);
  const { reference } = await checkout(buyer);
  const webhooks: [string, string][] = [];
  await payLocalCharge(reference, TEST_CARD, { webhook: "twice", deliver: async (body, signature) => void webhooks.push([body, signature]) });
  return { reference, webhooks };
}

describe("a purchase from two vendors", () => {
  test("queues one receipt to the buyer, with every item, the total, the reference and an absolute My Prompts link", async () => {
    const reference = await buy(buyer, essay, haiku, logo);

    const receipt = await onlyMailTo(buyer.email, "purchase-receipt");
    expect(receipt.userId).toBe(buyer.id);
    // The delivery pass the commit starts may already be sending or have stored it (at once on PostgreSQL, decision 0343).
    expect(["queued", "sending", "stored"]).toContain(receipt.status);
    expect(receipt.subject).toContain(reference);
    expect(row(receipt.text, "Essay outliner (Vera's Studio)")).toBe("$9.99");
    expect(row(receipt.text, "Haiku helper (Vera's Studio)")).toBe("$4.50");
    expect(row(receipt.text, "Logo brief (Victor's Visions)")).toBe("$24.99");
    expect(row(receipt.text, "Total")).toBe("$39.48");
    expect(row(receipt.text, "Payment reference")).toBe(reference);
    expect(row(receipt.text, "Date")).toMatch(/^\d\d\/\d\d\/\d{4}, \d\d:\d\d UTC$/);
    expect(receipt.text).toContain(`${env().APP_URL}/home/prompts`);
    expect(env().APP_URL).toMatch(/^https?:\/\//);
    expect(receipt.html).toContain(`href="${env().APP_URL}/home/prompts"`);
    expect(receipt.html).toContain("Vera&#39;s Studio");
  });

  test("queues one sale notice per vendor, whose earnings after the fee are what the ledger credited", async () => {
    const reference = await buy(buyer, essay, haiku, logo);

    const toVera = await onlyMailTo(vera.user.email, "sale-notice");
    expect(toVera).toMatchObject({ userId: vera.user.id, status: "queued" });
    expect(row(toVera.text, "Essay outliner")).toBe("$9.99");
    expect(row(toVera.text, "Haiku helper")).toBe("$4.50");
    expect(toVera.text).not.toContain("Logo brief");
    expect(row(toVera.text, "Sale amount")).toBe("$14.49");
    // 20% of 999 is 199.8 and of 450 is 90: the recorded fees are 200 and 90, earnings 799 + 360.
    expect(row(toVera.text, "Platform fee (20%)")).toBe("$2.90");
    expect(row(toVera.text, "Your earnings")).toBe(formatUsd(await ledgerCredit(vera.vendor, reference)));
    expect(await ledgerCredit(vera.vendor, reference)).toBe(1159);
    expect(toVera.text).toContain(`${env().APP_URL}/vendor/transactions`);

    const toVictor = await onlyMailTo(victor.user.email, "sale-notice");
    expect(toVictor.text).not.toContain("Essay outliner");
    expect(row(toVictor.text, "Your earnings")).toBe(formatUsd(await ledgerCredit(victor.vendor, reference)));
    expect(await ledgerCredit(victor.vendor, reference)).toBe(1999);
  });

  test("the notice shows the fee the sale was recorded with, not the setting at the time it is read", async () => {
    await addToCart(buyer, essay.id);
    const { reference } = await checkout(buyer);
    await setSetting("platformFeePercentage", 10);
    await payLocalCharge(reference, TEST_CARD, { deliver: async (body, signature) => void (await handleWebhook(body, signature)) });
    await setSetting("platformFeePercentage", 30);
    const notice = await onlyMailTo(vera.user.email, "sale-notice");
    expect(row(notice.text, "Platform fee (10%)")).toBe("$1.00");
    expect(row(notice.text, "Your earnings")).toBe(formatUsd(await ledgerCredit(vera.vendor, reference)));
  });
});

describe("exactly once", () => {
  test("the webhook twice, settle many times, all at once: still one receipt and one notice per vendor", async () => {
    const { reference, webhooks } = await paidWithWebhooksHeld(essay, logo);
    const results = await Promise.all([...webhooks.map(([body, signature]) => handleWebhook(body, signature)), settle(reference), settle(reference)]);
    expect(results.filter((result) => result === "handled")).toHaveLength(1);
    expect(await settle(reference)).toBe("completed");
    expect(await handleWebhook(...webhooks[0]!)).toBe("duplicate");
    expect(await fulfilPayment(reference)).toBe(false);

    expect(await mailsTo(buyer.email, "purchase-receipt")).toHaveLength(1);
    expect(await mailsTo(vera.user.email, "sale-notice")).toHaveLength(1);
    expect(await mailsTo(victor.user.email, "sale-notice")).toHaveLength(1);
  });

  test("nothing is queued before the payment is fulfilled, nor for a declined one", async () => {
    await addToCart(buyer, essay.id);
    const { reference } = await checkout(buyer);
    expect(await settle(reference)).toBe("pending");
    await payLocalCharge(reference, "4000 0000 0000 0002", { webhook: "never" });
    expect(await settle(reference)).toBe("failed");
    expect(await mailsTo(buyer.email, "purchase-receipt")).toHaveLength(0);
    expect(await mailsTo(vera.user.email, "sale-notice")).toHaveLength(0);
  });

  test("a payment cancelled before the provider's 'paid' arrives is granted late: one receipt; one flagged for a refund: none", async () => {
    await addToCart(buyer, essay.id);
    const { reference } = await checkout(buyer);
    await payLocalCharge(reference, TEST_CARD, { webhook: "never" });
    await cancelCheckout(reference, "local");
    expect(await settle(reference)).toBe("completed");
    expect(await settle(reference)).toBe("completed");
    expect(await mailsTo(buyer.email, "purchase-receipt")).toHaveLength(1);
    expect(await mailsTo(vera.user.email, "sale-notice")).toHaveLength(1);

    // The same prompt paid again on a second, cancelled checkout: the buyer owns it, so a refund is due.
    await db.insert(payments).values({ reference: "PRM-second-charge", buyerId: buyer.id, provider: "local", amountCents: essay.priceCents, status: "cancelled" });
    await db.insert(orders).values({ paymentReference: "PRM-second-charge", buyerId: buyer.id, promptId: essay.id, vendorId: vera.vendor.id, amountCents: essay.priceCents, paymentStatus: "cancelled" });
    await db.insert(localCharges).values({ reference: "PRM-second-charge", amountCents: essay.priceCents, currency: "USD", email: buyer.email, transactionId: "tx-second", status: "success" });
    expect(await settle("PRM-second-charge")).toBe("cancelled");
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, "PRM-second-charge")).limit(1)))?.flag).toMatch(/^Refund due/);
    expect(await mailsTo(buyer.email, "purchase-receipt")).toHaveLength(1);
    expect(await mailsTo(vera.user.email, "sale-notice")).toHaveLength(1);
  });

  describe("two processes settling the same payment at the same instant", () => {
    const processes: ModelProcess[] = [];
    afterEach(async () => {
      await Promise.all(processes.splice(0).map((process) => process.stop()));
    });

    test("one receipt and one notice per vendor", async () => {
      const { reference } = await paidWithWebhooksHeld(essay, haiku, logo);
      processes.push(startModelProcess(), startModelProcess());
      await Promise.all(processes.map((process) => process.ready));
      const start = Date.now() + 300;
      const outcomes = await Promise.all(processes.map((process) => process.call<string>("settleAt", { reference, start })));
      expect(outcomes).toEqual(["completed", "completed"]);

      expect(await mailsTo(buyer.email, "purchase-receipt")).toHaveLength(1);
      expect(await mailsTo(vera.user.email, "sale-notice")).toHaveLength(1);
      expect(await mailsTo(victor.user.email, "sale-notice")).toHaveLength(1);
    });
  });
});

describe("the sale-notice preference", () => {
  test("a vendor who turned sale e-mails off gets none, but still the in-app notice; the others' mail is unchanged", async () => {
    await setEmailSaleNotices(vera.user.id, false);
    await buy(buyer, essay, logo);

    expect(await mailsTo(vera.user.email, "sale-notice")).toHaveLength(0);
    expect((await listNotifications(vera.user.id)).filter((notice) => notice.title === "New sale")).toHaveLength(1);
    expect(await mailsTo(victor.user.email, "sale-notice")).toHaveLength(1);
    expect((await onlyMailTo(buyer.email, "purchase-receipt")).text).toContain("Essay outliner");
  });

  test("turned back on, the next sale is e-mailed again", async () => {
    await setEmailSaleNotices(vera.user.id, false);
    await buy(buyer, essay);
    await setEmailSaleNotices(vera.user.id, true);
    await buy(await makeBuyer(), haiku);
    const [notice, ...more] = await mailsTo(vera.user.email, "sale-notice");
    expect(more).toHaveLength(0);
    expect(notice!.text).toContain("Haiku helper");
  });
});
