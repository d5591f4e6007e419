import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ledgerEntries, orders, transactions } from "~/db/schema";
import { addToCart } from "~/models/cart.server";
import { createCategory, type Category } from "~/models/categories.server";
import { checkout } from "~/models/checkout.server";
import { payLocalCharge, TEST_CARD, type Deliver } from "~/models/payments/local-gateway.server";
import { createPrompt, type Prompt } from "~/models/prompts.server";
import { handleWebhook, settle } from "~/models/settlement.server";
import { createUser, registerUser, type User, type Vendor } from "~/models/users.server";
import type { WithdrawalInput } from "~/schemas/withdrawal";

/** Test data for the vendor business: real sales through checkout, the local gateway and its webhook. */

export const PASSWORD = "test-pass-123";
const unique = () => randomUUID().slice(0, 8);

export async function makeBuyer(name = "Ben Buyer"): Promise<User> {
  return (await registerUser({ role: "buyer", name, email: `buyer-${unique()}@example.com`, password: PASSWORD, country: "Kenya" })).user;
}

export async function makeSeller(storeName = `Store ${unique()}`, name = "Vera Vendor"): Promise<{ user: User; vendor: Vendor }> {
  const { user, vendor } = await registerUser({
    role: "vendor",
    name,
    email: `vendor-${unique()}@example.com`,
    password: PASSWORD,
    country: "Kenya",
    storeName,
    bio: "Prompts for people who ship things.",
  });
  return { user, vendor: vendor! };
}

export function makeAdmin(): Promise<User> {
  return createUser({ role: "admin", name: "Ada Admin", email: `admin-${unique()}@example.com`, password: PASSWORD, country: "Kenya" });
}

let category: Category | undefined;

export function pricedPrompt(vendor: Vendor, priceUsd: number, title = `Prompt ${unique()}`): Promise<Prompt> {
  category ??= createCategory(`Category ${unique()}`);
  return createPrompt(vendor, {
    title,
    description: "Writes a launch email for a product, with subject lines and a call to action.",
    categoryId: category.id,
    priceUsd,
    content: "You are a launch copywriter.\nWrite three subject lines.\nThen the email body.",
    tags: ["email"],
    status: "active",
  });
}

/** The local gateway's webhook handed straight to the app. */
export const deliverToApp: Deliver = async (rawBody, signature) => {
  await handleWebhook(rawBody, signature);
};

/** A buyer checks these prompts out and pays with the test card; the webhook fulfils the sale. */
export async function buy(buyer: User, ...items: Prompt[]): Promise<string> {
  for (const item of items) addToCart(buyer, item.id);
  const { reference } = await checkout(buyer);
  await payLocalCharge(reference, TEST_CARD, { deliver: deliverToApp });
  if ((await settle(reference)) !== "completed") throw new Error(`payment ${reference} did not complete`);
  return reference;
}

export const payoutDetails = (amount: number): WithdrawalInput => ({
  payoutMethod: "bank",
  bankName: "First Bank",
  accountNumber: "0123456789",
  accountName: "Vera Vendor",
  amount,
});

/**
 * Time travel for tests about withdrawals: the payment's sale credits become available now, as
 * they would once the earnings hold (payoutHoldDays) has passed. The hold itself is tested in
 * clearance.test.ts.
 */
export function passHold(reference: string): void {
  const sales = db
    .select({ id: transactions.id })
    .from(transactions)
    .innerJoin(orders, eq(orders.id, transactions.orderId))
    .where(eq(orders.paymentReference, reference));
  db.update(ledgerEntries)
    .set({ availableAt: new Date() })
    .where(and(eq(ledgerEntries.kind, "sale"), inArray(ledgerEntries.transactionId, sales)))
    .run();
}

/** A sale (as buy) whose hold has passed: its earnings can be withdrawn at once. */
export async function buyCleared(buyer: User, ...items: Prompt[]): Promise<string> {
  const reference = await buy(buyer, ...items);
  passHold(reference);
  return reference;
}
