import { eq, sql } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { db, firstRow, transaction, untilStatementsMayRun, withoutDiskWait } from "~/db/client.server";
import { settings } from "~/db/tables.server";
import { onPostgres } from "../support/engine";

// The async data layer's rule (docs/decisions/0339): one connection, and an open transaction
// keeps every other async context's statements waiting until it ends.
const KEY = "gate-test";
const later = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

async function counter(): Promise<number | undefined> {
  const row = await firstRow(db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1));
  return row?.value as number | undefined;
}

async function setCounter(value: number, on: Pick<typeof db, "insert"> = db): Promise<void> {
  await on
    .insert(settings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

// On PostgreSQL the transaction rules hold without a gate (serializable transactions, decision
// 0343); the tests of the gate itself are SQLite's.
describe(`the statement gate, and transactions on ${onPostgres ? "PostgreSQL" : "SQLite"}`, () => {
  test.skipIf(onPostgres)("a statement from outside waits for the open transaction and never reads its uncommitted rows", async () => {
    await setCounter(1);
    const events: string[] = [];
    const open = transaction(async (tx) => {
      await setCounter(2, tx);
      events.push("wrote 2");
      await later(20);
      events.push("commit");
    });
    await later(1);
    const outside = counter().then((value) => events.push(`read ${value}`));
    await Promise.all([open, outside]);
    expect(events).toEqual(["wrote 2", "commit", "read 2"]);
  });

  test("transactions run one after another in call order: a read-modify-write across an await loses no update", async () => {
    await setCounter(0);
    const increment = () =>
      transaction(async (tx) => {
        const row = await firstRow(tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1));
        await later(1);
        await setCounter((row!.value as number) + 1, tx);
      });
    await Promise.all(Array.from({ length: 10 }, increment));
    expect(await counter()).toBe(10);
  });

  test("a throw rolls the transaction back and the next one still runs", async () => {
    await setCounter(5);
    const failing = transaction(async (tx) => {
      await setCounter(6, tx);
      await later();
      throw new Error("refused");
    });
    const next = transaction(async (tx) => {
      const row = await firstRow(tx.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1));
      return row!.value;
    });
    await expect(failing).rejects.toThrow("refused");
    expect(await next).toBe(5);
  });

  test("transaction() inside a transaction is a savepoint: its throw undoes only its own writes", async () => {
    await setCounter(1);
    await transaction(async (tx) => {
      await setCounter(2, tx);
      await expect(
        transaction(async (inner) => {
          await setCounter(3, inner);
          throw new Error("inner");
        }),
      ).rejects.toThrow("inner");
      expect((await firstRow(tx.select().from(settings).where(eq(settings.key, KEY)).limit(1)))!.value).toBe(2);
    });
    expect(await counter()).toBe(2);
  });

  test("a statement started inside a transaction that already ended does not slip into the next one", async () => {
    await setCounter(1);
    let leftover: Promise<unknown> = Promise.resolve();
    await transaction(async () => {
      // A timer made inside the transaction keeps its async context after the commit.
      leftover = new Promise((resolve) => setTimeout(resolve, 5)).then(() => setCounter(99));
    });
    await transaction(async (tx) => {
      await later(20);
      // SQLite: the leftover write waits for this transaction, which still sees 1 and rolls back.
      // PostgreSQL: it ran on its own connection and committed, so this snapshot already holds it.
      expect(await counter()).toBe(onPostgres ? 99 : 1);
      await setCounter(7, tx);
      throw new Error("undo");
    }).catch(() => undefined);
    await leftover;
    expect(await counter()).toBe(99);
  });

  test.skipIf(onPostgres)("withoutDiskWait runs alone too: no other request's write commits under its relaxed setting", async () => {
    const synchronous = () => db.$client.pragma("synchronous", { simple: true });
    const events: string[] = [];
    const relaxed = withoutDiskWait(async () => {
      events.push(`relaxed ${synchronous()}`);
      await later(10);
      await setCounter(3);
    });
    await later(1);
    const outside = setCounter(4).then(() => events.push(`outside after, synchronous ${synchronous()}`));
    await Promise.all([relaxed, outside]);
    expect(events).toEqual(["relaxed 1", "outside after, synchronous 2"]);
    expect(await counter()).toBe(4);
  });

  test.skipIf(onPostgres)("code that reads the SQLite handle itself waits for the open transaction first", async () => {
    const events: string[] = [];
    const open = transaction(async () => {
      await later(10);
      events.push("commit");
    });
    await later(1);
    await untilStatementsMayRun();
    events.push("direct read");
    await open;
    expect(events).toEqual(["commit", "direct read"]);
  });

  test.skipIf(onPostgres)("raw SQL through the gate sees the same connection", async () => {
    await setCounter(42);
    const rows = await db.all<[string]>(sql`select value from settings where key = ${KEY}`);
    expect(rows).toEqual([["42"]]);
  });
});
