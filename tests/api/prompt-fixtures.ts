import sharp from "sharp";
import { db } from "~/db/client.server";
import { orders, payments, purchases } from "~/db/schema";
import { createCategory, type Category } from "~/models/categories.server";
import { createPrompt, type Prompt } from "~/models/prompts.server";
import { getVendorByUserId, type User, type Vendor } from "~/models/users.server";
import type { PromptInput } from "~/schemas/prompt";
import { makeUser, tokenFor } from "./helpers";

let categoryCounter = 0;

export function makeCategory(name = `Category ${++categoryCounter}`): Category {
  return createCategory(name);
}

export type SignedIn = { user: User; token: string };
export type SignedInVendor = SignedIn & { vendor: Vendor };

export async function signedIn(role: "buyer"): Promise<SignedIn> {
  const user = await makeUser(role);
  return { user, token: await tokenFor(user) };
}

export async function signedInVendor(): Promise<SignedInVendor> {
  const user = await makeUser("vendor");
  return { user, vendor: getVendorByUserId(user.id)!, token: await tokenFor(user) };
}

/** Valid prompt fields as the API receives them (JSON). */
export function promptFields(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "Cinematic product photos",
    description: "Turns a plain product shot into a cinematic studio photograph.",
    categoryId,
    priceUsd: 12.5,
    content: "You are a product photographer. Light the subject from the left...",
    tags: ["photo", "studio"],
    ...overrides,
  };
}

/** A prompt stored through the domain function, skipping the API. */
export function seedPrompt(vendor: Vendor, categoryId: string, overrides: Partial<PromptInput> = {}): Promise<Prompt> {
  return createPrompt(vendor, { status: "active", ...promptFields(categoryId), ...overrides });
}

/** What checkout will write once it exists: a completed payment, its order and the purchase. */
/** A signed-in buyer and a signed-in vendor with two listed prompts: the cart's and favourites' set-up. */
export async function buyerAndTwoPrompts(): Promise<{ buyer: SignedIn; vendorToken: string; photo: Prompt; essay: Prompt }> {
  const buyer = await signedIn("buyer");
  const vendor = await signedInVendor();
  const categoryId = makeCategory().id;
  const photo = await seedPrompt(vendor.vendor, categoryId);
  const essay = await seedPrompt(vendor.vendor, categoryId, { title: "Essay outliner", priceUsd: 9.99 });
  return { buyer, vendorToken: vendor.token, photo, essay };
}

export function recordPurchase(buyer: User, prompt: Prompt): void {
  const reference = `ref-${buyer.id}-${prompt.id}`;
  db.insert(payments)
    .values({ reference, buyerId: buyer.id, provider: "test", amountCents: prompt.priceCents, status: "completed" })
    .run();
  const order = db
    .insert(orders)
    .values({
      paymentReference: reference,
      buyerId: buyer.id,
      promptId: prompt.id,
      vendorId: prompt.vendorId,
      amountCents: prompt.priceCents,
      paymentStatus: "completed",
      completedAt: new Date(),
    })
    .returning()
    .get();
  db.insert(purchases).values({ userId: buyer.id, promptId: prompt.id, orderId: order.id }).run();
}

export async function pngFile(name = "cover.png"): Promise<File> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0f766e" } }).png().toBuffer();
  return new File([new Uint8Array(png)], name, { type: "image/png" });
}

/** A multipart body; arrays become repeated fields. */
export function formOf(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      form.append(name, item instanceof File ? item : String(item));
    }
  }
  return form;
}
