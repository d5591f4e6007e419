import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { orders, transactions } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { dailySales, listAllOrders, listVendorOrders } from "~/models/orders.server";
import { DECLINED_CARD, payLocalCharge } from "~/models/payments/local-gateway.server";
import type { Prompt } from "~/models/prompts.server";
import { setSetting } from "~/models/settings.server";
import { handleWebhook } from "~/models/settlement.server";
import type { User, Vendor } from "~/models/users.server";
import { buy, makeBuyer, makeVendor, pricedPrompt } from "../factories";

const DAY = 24 * 60 * 60 * 1000;

let seller: { user: User; vendor: Vendor };
let rival: { user: User; vendor: Vendor };
let ann: User;
let bob: User;
let guide: Prompt;
let recipe: Prompt;
let poem: Prompt;
let rivalPrompt: Prompt;
let pendingReference: string;
let failedReference: string;

/** Dates a sale (its transaction and order), so ordering does not depend on timing. */
async function dateSale(promptId: string, buyerId: string, when: Date) {
  const order = (await db.select().from(orders).where(eq(orders.promptId, promptId))).find((o) => o.buyerId === buyerId && o.paymentStatus === "completed")!;
  await db.update(orders).set({ createdAt: when }).where(eq(orders.id, order.id));
  await db.update(transactions).set({ createdAt: when }).where(eq(transactions.orderId, order.id));
  return order.id;
}
/** Earlier today, `minutes` before the newest of these sales (never before midnight UTC). */
function minutesAgo(minutes: number): Date {
  const now = new Date();
  const latest = Math.max(now.getTime(), Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 60 * 60_000);
  return new Date(latest - minutes * 60_000);
}

beforeAll(async () => {
  await setSetting("platformFeePercentage", 20);
  seller = await makeVendor({ storeName: "Seller Store", name: "Sally Seller" });
  rival = await makeVendor({ storeName: "Rival Store", name: "Rita Rival" });
  ann = await makeBuyer("Ann Buyer");
  bob = await makeBuyer("Bob Buyer");
  guide = await pricedPrompt(seller.vendor, 10, "Travel guide");
  recipe = await pricedPrompt(seller.vendor, 24.99, "Recipe planner");
  poem = await pricedPrompt(seller.vendor, 5, "Poem helper");
  rivalPrompt = await pricedPrompt(rival.vendor, 40, "Rival prompt");

  await buy(ann, guide, recipe, rivalPrompt);
  await buy(bob, guide);
  await setSetting("platformFeePercentage", 10);
  await buy(bob, recipe);
  await setSetting("platformFeePercentage", 20);
  await dateSale(guide.id, ann.id, minutesAgo(50));
  await dateSale(recipe.id, ann.id, minutesAgo(40));
  await dateSale(rivalPrompt.id, ann.id, minutesAgo(35));
  await dateSale(guide.id, bob.id, minutesAgo(30));
  await dateSale(recipe.id, bob.id, minutesAgo(20));

  // Not sales: one checkout never paid, one declined.
  await addToCart(ann, poem.id);
  pendingReference = (await checkout(ann)).reference;
  await addToCart(bob, poem.id);
  failedReference = (await checkout(bob)).reference;
  await payLocalCharge(failedReference, DECLINED_CARD, { deliver: async (body, signature) => void (await handleWebhook(body, signature)) });
  await db.update(orders).set({ createdAt: minutesAgo(10) }).where(eq(orders.paymentReference, pendingReference));
  await db.update(orders).set({ createdAt: minutesAgo(5) }).where(eq(orders.paymentReference, failedReference));
});

describe("listVendorOrders", () => {
  test("only this vendor's completed sales, newest first, with the buyer, prompt and fee split", async () => {
    const { items, total } = await listVendorOrders(seller.vendor.id, { page: 1, limit: 10 });
    expect(total).toBe(4);
    expect(items.map((item) => [item.prompt.title, item.buyer.name])).toEqual([
      ["Recipe planner", "Bob Buyer"],
      ["Travel guide", "Bob Buyer"],
      ["Recipe planner", "Ann Buyer"],
      ["Travel guide", "Ann Buyer"],
    ]);
    expect(items.every((item) => item.paymentStatus === "completed")).toBe(true);
    expect(items[0]).toMatchObject({
      buyer: { name: "Bob Buyer", email: bob.email },
      prompt: { id: recipe.id, title: "Recipe planner", priceCents: 2499 },
      amountCents: 2499,
      paymentStatus: "completed",
      transaction: { grossCents: 2499, platformFeeCents: 250, vendorEarningsCents: 2249, status: "completed" },
    });
    expect(items[2]?.transaction).toMatchObject({ grossCents: 2499, platformFeeCents: 500, vendorEarningsCents: 1999 });
    for (const { transaction } of items) expect(transaction.platformFeeCents + transaction.vendorEarningsCents).toBe(transaction.grossCents);
    expect(items[0]?.reference).toMatch(/\S/);
    expect(items[0]?.createdAt).toBeInstanceOf(Date);
  });

  test("paged, with the total of all pages", async () => {
    const all = (await listVendorOrders(seller.vendor.id, { page: 1, limit: 10 })).items.map((item) => item.id);
    const first = await listVendorOrders(seller.vendor.id, { page: 1, limit: 3 });
    const second = await listVendorOrders(seller.vendor.id, { page: 2, limit: 3 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(all);
    expect(second).toMatchObject({ total: 4 });
    expect(second.items).toHaveLength(1);
    expect(await listVendorOrders(seller.vendor.id, { page: 3, limit: 3 })).toEqual({ items: [], total: 4 });
  });

  test("the other vendor sees only their own sale; a store without sales sees none", async () => {
    const { items, total } = await listVendorOrders(rival.vendor.id, { page: 1, limit: 10 });
    expect(total).toBe(1);
    expect(items.map((item) => item.prompt.title)).toEqual(["Rival prompt"]);
    expect(items[0]?.transaction).toMatchObject({ grossCents: 4000, platformFeeCents: 800, vendorEarningsCents: 3200 });
    const { vendor: idle } = await makeVendor();
    expect(await listVendorOrders(idle.id, { page: 1, limit: 10 })).toEqual({ items: [], total: 0 });
  });
});

describe("listAllOrders", () => {
  const everything = () => listAllOrders({ page: 1, limit: 1000 });

  test("every order of every status, newest first; no transaction unless completed", async () => {
    const { items, total } = await everything();
    expect(total).toBe((await firstRow(db.select({ n: count() }).from(orders).limit(1)))!.n);
    expect(items).toHaveLength(total);
    const times = items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const pending = items.find((item) => item.reference === pendingReference)!;
    expect(pending).toMatchObject({
      paymentStatus: "pending",
      transaction: null,
      buyer: { name: "Ann Buyer", email: ann.email },
      prompt: { id: poem.id, title: "Poem helper", priceCents: 500 },
      storeName: "Seller Store",
      amountCents: 500,
    });
    expect(items.find((item) => item.reference === failedReference)).toMatchObject({ paymentStatus: "failed", transaction: null });

    const sale = items.find((item) => item.prompt.id === rivalPrompt.id)!;
    expect(sale).toMatchObject({
      paymentStatus: "completed",
      storeName: "Rival Store",
      transaction: { platformFeeCents: 800, vendorEarningsCents: 3200, status: "completed" },
    });
    // The two unpaid orders are the newest; then the sales by date.
    expect(items.slice(0, 2).map((item) => item.reference)).toEqual([failedReference, pendingReference]);
    const ours = items.filter((item) => [guide.id, recipe.id, rivalPrompt.id].includes(item.prompt.id));
    expect(ours.map((item) => `${item.prompt.title}/${item.buyer.name}`)).toEqual([
      "Recipe planner/Bob Buyer",
      "Travel guide/Bob Buyer",
      "Rival prompt/Ann Buyer",
      "Recipe planner/Ann Buyer",
      "Travel guide/Ann Buyer",
    ]);
  });

  test("paged consistently with the whole list", async () => {
    const { items, total } = await everything();
    const pages = await Promise.all(Array.from({ length: Math.ceil(total / 3) }, (_, i) => listAllOrders({ page: i + 1, limit: 3 })));
    const paged = pages.flatMap((page) => page.items);
    expect(paged.map((item) => item.id)).toEqual(items.map((item) => item.id));
    expect(await listAllOrders({ page: 1000, limit: 3 })).toEqual({ items: [], total });
  });
});

describe("dailySales", () => {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const dayKey = (daysAgo: number) => new Date(startOfToday - daysAgo * DAY).toISOString().slice(0, 10);
  let atStart: string;
  let beforeStart: string;

  beforeAll(async () => {
    const older = await makeBuyer("Old Buyer");
    const early = await pricedPrompt(seller.vendor, 7, "Early sale");
    const tooOld = await pricedPrompt(seller.vendor, 8, "Too old sale");
    const lastMinute = await pricedPrompt(seller.vendor, 9, "Just before the window");
    const rivalOld = await pricedPrompt(rival.vendor, 11, "Rival mid-window");
    await buy(older, early, tooOld, lastMinute, rivalOld);
    // The first day of the window starts at midnight UTC 29 days before today.
    atStart = await dateSale(early.id, older.id, new Date(startOfToday - 29 * DAY));
    await dateSale(tooOld.id, older.id, new Date(startOfToday - 31 * DAY + 5 * 60 * 60 * 1000));
    beforeStart = await dateSale(lastMinute.id, older.id, new Date(startOfToday - 29 * DAY - 1));
    await dateSale(rivalOld.id, older.id, new Date(startOfToday - 10 * DAY + 12 * 60 * 60 * 1000));
  });

  test("30 days, oldest first, ending today, with empty days as zeros", async () => {
    const days = await dailySales({ vendorId: seller.vendor.id, now });
    expect(days).toHaveLength(30);
    expect(days.map((d) => d.day)).toEqual(Array.from({ length: 30 }, (_, i) => dayKey(29 - i)));
    expect(days.at(-1)?.day).toBe(today);
    const empty = days.filter((d) => d.day !== today && d.day !== dayKey(29));
    expect(empty.every((d) => d.sales === 0 && d.grossCents === 0 && d.earningsCents === 0)).toBe(true);
  });

  test("one vendor's sales: today's counted, the window's first minute counted, anything older left out", async () => {
    const days = await dailySales({ vendorId: seller.vendor.id, now });
    // Today: Ann's guide (800) and recipe (1999), Bob's guide (800) and recipe at 10% (2249).
    expect(days.at(-1)).toEqual({ day: today, sales: 4, grossCents: 1000 + 2499 + 1000 + 2499, earningsCents: 800 + 1999 + 800 + 2249 });
    expect(days[0]).toEqual({ day: dayKey(29), sales: 1, grossCents: 700, earningsCents: 560 });
    expect(days.reduce((n, d) => n + d.sales, 0)).toBe(5);
    expect(await db.select().from(transactions).where(inArray(transactions.orderId, [atStart, beforeStart]))).toHaveLength(2);
  });

  test("the platform's sales are every vendor's", async () => {
    const platform = await dailySales({ now });
    const mine = await dailySales({ vendorId: seller.vendor.id, now });
    const theirs = await dailySales({ vendorId: rival.vendor.id, now });
    expect(platform).toHaveLength(30);
    expect(theirs.find((d) => d.day === dayKey(10))).toEqual({ day: dayKey(10), sales: 1, grossCents: 1100, earningsCents: 880 });
    expect(theirs.at(-1)).toMatchObject({ sales: 1, grossCents: 4000, earningsCents: 3200 });
    // Only these two stores sold on the days before today.
    for (const [i, day] of platform.slice(0, -1).entries()) {
      expect(day).toEqual({
        day: day.day,
        sales: mine[i]!.sales + theirs[i]!.sales,
        grossCents: mine[i]!.grossCents + theirs[i]!.grossCents,
        earningsCents: mine[i]!.earningsCents + theirs[i]!.earningsCents,
      });
    }
    expect(platform.at(-1)!.sales).toBeGreaterThanOrEqual(5);
  });

  test("a shorter window", async () => {
    const week = await dailySales({ vendorId: seller.vendor.id, days: 7, now });
    expect(week.map((d) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => dayKey(6 - i)));
    expect(week.reduce((n, d) => n + d.sales, 0)).toBe(4);
  });

  test("days are UTC calendar days", async () => {
    // Seen from 00:30 UTC tomorrow, today's sales are on the second-to-last day.
    const tomorrow = new Date(startOfToday + DAY + 30 * 60 * 1000);
    const days = await dailySales({ vendorId: seller.vendor.id, now: tomorrow });
    expect(days.at(-1)).toMatchObject({ day: dayKey(-1), sales: 0 });
    expect(days.at(-2)).toMatchObject({ day: today, sales: 4 });
    // …and the sale at the very start of today's window has dropped out.
    expect(days.reduce((n, d) => n + d.sales, 0)).toBe(4);
  });
});
