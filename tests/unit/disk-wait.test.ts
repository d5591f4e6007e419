import Database from "better-sqlite3";
import { afterEach, describe, expect, test, vi } from "vitest";
import { db, withoutDiskWait, writeTransaction } from "~/db/client.server";
import { cartItems } from "~/db/schema";
import { addToCart, clearCart, removeFromCart } from "~/models/cart.server";
import { makeBuyer, makeVendor, pricedPrompt } from "../factories";

const FULL = 2;
const NORMAL = 1;
const synchronous = () => db.$client.pragma("synchronous", { simple: true });

afterEach(() => vi.restoreAllMocks());

describe("withoutDiskWait", () => {
  test("runs its writes with synchronous=NORMAL and puts FULL back, also after a throw", () => {
    expect(synchronous()).toBe(FULL);
    expect(withoutDiskWait(() => synchronous())).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
    expect(() =>
      withoutDiskWait(() => {
        throw new Error("boom");
      }),
    ).toThrow("boom");
    expect(synchronous()).toBe(FULL);
  });

  test("inside a transaction it leaves the setting alone (SQLite would refuse the change)", () => {
    expect(writeTransaction(() => withoutDiskWait(() => synchronous()))).toBe(FULL);
  });

  test("refuses an async function, whose writes would run after FULL is back", () => {
    expect(() => withoutDiskWait(async () => 1)).toThrow("withoutDiskWait needs a synchronous function");
    expect(synchronous()).toBe(FULL);
  });
});

describe("cart writes", () => {
  test("add, remove and clear commit without waiting for the disk, and another connection sees them", async () => {
    const buyer = await makeBuyer();
    const { vendor } = await makeVendor();
    const prompt = await pricedPrompt(vendor, 12);
    const pragma = vi.spyOn(db.$client, "pragma");
    const reader = new Database(process.env.DATABASE_URL!, { readonly: true });
    const rowsSeen = () => reader.prepare("select count(*) n from cart_items where user_id = ?").get(buyer.id) as { n: number };

    addToCart(buyer, prompt.id);
    expect(rowsSeen().n).toBe(1);
    removeFromCart(buyer.id, prompt.id);
    expect(rowsSeen().n).toBe(0);
    addToCart(buyer, prompt.id);
    clearCart(buyer.id);
    expect(rowsSeen().n).toBe(0);
    reader.close();

    const relaxed = pragma.mock.calls.filter(([source]) => source === "synchronous = NORMAL");
    expect(relaxed).toHaveLength(4);
    expect(synchronous()).toBe(FULL);
    expect(db.select().from(cartItems).all()).toEqual([]);
  });
});
