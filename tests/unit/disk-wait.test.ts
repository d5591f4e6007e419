import Database from "better-sqlite3";
import { afterEach, describe, expect, test, vi } from "vitest";
import { db, withoutDiskWait, transaction } from "~/db/client.server";
import { cartItems } from "~/db/tables.server";
import { addToCart, clearCart, removeFromCart } from "~/models/cart.server";
import { makeBuyer, makeVendor, pricedPrompt } from "../factories";
import { onPostgres } from "../support/engine";

const FULL = 2;
const NORMAL = 1;
const synchronous = () => db.$client.pragma("synchronous", { simple: true });

afterEach(() => vi.restoreAllMocks());

describe.skipIf(onPostgres)("withoutDiskWait", () => {
  test("runs its writes with synchronous=NORMAL and puts FULL back, also after a throw", async () => {
    expect(synchronous()).toBe(FULL);
    expect(await withoutDiskWait(async () => synchronous())).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
    await expect(
      withoutDiskWait(async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect(synchronous()).toBe(FULL);
  });

  test("inside a transaction it leaves the setting alone (SQLite would refuse the change)", async () => {
    expect(await transaction(() => withoutDiskWait(async () => synchronous()))).toBe(FULL);
  });

  // It used to refuse an async function, whose writes would run after FULL was back; now it awaits it.
  test("waits for its async function: what runs after an await still has NORMAL, FULL is back after", async () => {
    const later = withoutDiskWait(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return synchronous();
    });
    expect(await later).toBe(NORMAL);
    expect(synchronous()).toBe(FULL);
  });
});

describe.skipIf(onPostgres)("cart writes", () => {
  test("add, remove and clear commit without waiting for the disk, and another connection sees them", async () => {
    const buyer = await makeBuyer();
    const { vendor } = await makeVendor();
    const prompt = await pricedPrompt(vendor, 12);
    const pragma = vi.spyOn(db.$client, "pragma");
    const reader = new Database(process.env.DATABASE_URL!, { readonly: true });
    const rowsSeen = () => reader.prepare("select count(*) n from cart_items where user_id = ?").get(buyer.id) as { n: number };

    await addToCart(buyer, prompt.id);
    expect(rowsSeen().n).toBe(1);
    await removeFromCart(buyer.id, prompt.id);
    expect(rowsSeen().n).toBe(0);
    await addToCart(buyer, prompt.id);
    await clearCart(buyer.id);
    expect(rowsSeen().n).toBe(0);
    reader.close();

    const relaxed = pragma.mock.calls.filter(([source]) => source === "synchronous = NORMAL");
    expect(relaxed).toHaveLength(4);
    expect(synchronous()).toBe(FULL);
    expect(await db.select().from(cartItems)).toEqual([]);
  });
});

test.runIf(onPostgres)("on PostgreSQL, where every commit waits for its WAL, withoutDiskWait just runs its function", async () => {
  expect(await withoutDiskWait(async () => "ran")).toBe("ran");
  await expect(withoutDiskWait(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
});
