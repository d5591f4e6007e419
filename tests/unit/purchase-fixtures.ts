import { randomUUID } from "node:crypto";
import { db } from "~/db/client.server";
import { orders, payments, purchases } from "~/db/schema";
import { createCategory, type Category } from "~/models/categories.server";
import { createPrompt, type Prompt } from "~/models/prompts.server";
import { registerUser, type Vendor } from "~/models/users.server";

/** Test data for the catalogue: accounts, a category, prompts, and purchases without checkout. */

const unique = () => randomUUID().slice(0, 8);
const account = (name: string) => ({ name, email: `${unique()}@example.com`, password: "test-pass-123", country: "Kenya" as const });

export async function makeBuyer(name = "Ben Buyer") {
  return (await registerUser({ role: "buyer", ...account(name) })).user;
}

export async function makeVendor(name = "Vera Vendor") {
  const { user, vendor } = await registerUser({
    role: "vendor",
    ...account(name),
    storeName: `Store ${unique()}`,
    bio: "Prompts for people who ship things.",
  });
  return { user, vendor: vendor! };
}

export function makeCategory(): Category {
  return createCategory(`Category ${unique()}`);
}

export function makePrompt(vendor: Vendor, category: Category, title = "Launch email writer"): Promise<Prompt> {
  return createPrompt(vendor, {
    title,
    description: "Writes a launch email for a product, with subject lines and a call to action.",
    categoryId: category.id,
    priceUsd: 9.99,
    content: "You are a launch copywriter.\nWrite three subject lines.\nThen the email body.",
    tags: ["email", "launch"],
    status: "active",
  });
}

/** What a completed checkout leaves behind: payment → order → purchase. */
export function recordPurchase(buyerId: string, prompt: Prompt): void {
  const reference = `ref-${unique()}`;
  db.transaction((tx) => {
    tx.insert(payments)
      .values({ reference, buyerId, provider: "local", amountCents: prompt.priceCents, status: "completed", settledAt: new Date() })
      .run();
    const order = tx
      .insert(orders)
      .values({
        paymentReference: reference,
        buyerId,
        promptId: prompt.id,
        vendorId: prompt.vendorId,
        amountCents: prompt.priceCents,
        paymentStatus: "completed",
        completedAt: new Date(),
      })
      .returning()
      .get();
    tx.insert(purchases).values({ userId: buyerId, promptId: prompt.id, orderId: order.id }).run();
  });
}
