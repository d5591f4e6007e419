import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { orders } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import type { Prompt } from "~/models/prompts.server";
import { listBuyerTransactions } from "~/models/transactions.server";
import type { User, Vendor } from "~/models/users.server";
import { makeBuyer, makeCategory, makePrompt, makeVendor, recordPurchase } from "../factories";

let buyer: User;
let vendorUser: User;
let vendor: Vendor;
let first: Prompt;
let second: Prompt;
let third: Prompt;

beforeEach(async () => {
  buyer = await makeBuyer();
  const seller = await makeVendor({ name: "Vera Vendor" });
  vendorUser = seller.user;
  vendor = seller.vendor;
  const category = await makeCategory();
  first = await makePrompt(seller.vendor, category, { title: "First prompt" });
  second = await makePrompt(seller.vendor, category, { title: "Second prompt" });
  third = await makePrompt(seller.vendor, category, { title: "Third prompt" });
});

const titles = (items: { prompt: { title: string } }[]) => items.map((item) => item.prompt.title);

describe("listBuyerTransactions", () => {
  test("one row per order with its store and vendor, prompt, amount, status and reference", async () => {
    await recordPurchase(buyer.id, first);
    const { items, total } = await listBuyerTransactions(buyer.id, { page: 1, limit: 10 });
    expect(total).toBe(1);
    const order = (await firstRow(db.select().from(orders).where(eq(orders.buyerId, buyer.id)).limit(1)))!;
    expect(items).toEqual([
      {
        id: order.id,
        reference: order.paymentReference,
        vendor: { id: vendor.id, storeName: vendor.storeName, name: "Vera Vendor", email: vendorUser.email },
        prompt: { title: "First prompt" },
        amountCents: 999,
        status: "completed",
        createdAt: order.createdAt,
      },
    ]);
  });

  test("newest first, paged, with the total of all pages", async () => {
    await recordPurchase(buyer.id, first);
    await recordPurchase(buyer.id, second);
    await recordPurchase(buyer.id, third);
    const firstPage = await listBuyerTransactions(buyer.id, { page: 1, limit: 2 });
    expect(titles(firstPage.items)).toEqual(["Third prompt", "Second prompt"]);
    const last = await listBuyerTransactions(buyer.id, { page: 2, limit: 2 });
    expect(titles(last.items)).toEqual(["First prompt"]);
    expect(last.total).toBe(3);
    expect(await listBuyerTransactions(buyer.id, { page: 3, limit: 2 })).toEqual({ items: [], total: 3 });
  });

  test("an older timestamp sorts later whatever the insertion order", async () => {
    await recordPurchase(buyer.id, first);
    await recordPurchase(buyer.id, second);
    const older = (await firstRow(db.select().from(orders).where(eq(orders.promptId, second.id)).limit(1)))!;
    await db.update(orders).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(orders.id, older.id));
    const { items } = await listBuyerTransactions(buyer.id, { page: 1, limit: 10 });
    expect(titles(items)).toEqual(["First prompt", "Second prompt"]);
  });

  test("unpaid checkouts are listed as pending", async () => {
    await addToCart(buyer, first.id);
    await addToCart(buyer, second.id);
    const { reference } = await checkout(buyer);
    const { items } = await listBuyerTransactions(buyer.id, { page: 1, limit: 10 });
    expect(items.map((item) => [item.reference, item.status])).toEqual([
      [reference, "pending"],
      [reference, "pending"],
    ]);
  });

  test("only the buyer's own orders", async () => {
    const other = await makeBuyer("Other Buyer");
    await recordPurchase(other.id, first);
    await recordPurchase(buyer.id, second);
    expect(titles((await listBuyerTransactions(buyer.id, { page: 1, limit: 10 })).items)).toEqual(["Second prompt"]);
    expect((await listBuyerTransactions(buyer.id, { page: 1, limit: 10 })).total).toBe(1);
  });
});
