import { scryptSync } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { users } from "~/db/tables.server";
import { getUserById, verifyLogin } from "~/models/users.server";
import { parseEnv, SettingError } from "~/env.server";
import { dummyHash, hashPassword, needsRehash, verifyPassword } from "~/utils/password.server";
import { makeBuyer, PASSWORD } from "../factories";

// The standard cost, not the test-only one every other test file uses (tests/setup/db.ts).
vi.hoisted(() => {
  process.env.PASSWORD_HASH_COST = "standard";
});

/** A hash as the app stored it before docs/decisions/0188: scrypt N=2^14, r=8, p=1. */
function legacyHash(password: string): string {
  const salt = Buffer.from("0123456789abcdef");
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 16384, r: 8, p: 1 });
  return ["scrypt", 16384, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}

const cost = (stored: string) => stored.split("$").slice(1, 4).map(Number);

describe("password hashes", () => {
  test("new hashes use N=2^15, r=8, p=3, a fresh salt each, and verify only the right password", async () => {
    const stored = await hashPassword("correct horse");
    expect(await hashPassword("correct horse")).not.toBe(stored);
    expect(cost(stored)).toEqual([32768, 8, 3]);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsf", stored)).toBe(false);
  });

  test("the dummy hash for unknown accounts costs what a real one costs", () => {
    expect(cost(dummyHash())).toEqual([32768, 8, 3]);
  });

  test("old hashes still verify and are marked for a rehash", async () => {
    const old = legacyHash("s3cret-pass");
    expect(await verifyPassword("s3cret-pass", old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  test("a malformed or absurd stored hash is a failed check, not an error", async () => {
    for (const stored of ["", "bcrypt$x", "scrypt$0$8$1$AA==$AA==", "scrypt$1073741824$8$1$AA==$AA==", `${dummyHash()}$extra`]) {
      expect(await verifyPassword("anything", stored)).toBe(false);
    }
  });

  test("signing in with an old hash stores a new one at the current cost, once", async () => {
    const user = await makeBuyer("Olga Old", "olga@example.com");
    await db.update(users).set({ passwordHash: legacyHash(PASSWORD) }).where(eq(users.id, user.id));

    await verifyLogin("olga@example.com", PASSWORD);
    const rehashed = (await getUserById(user.id))!.passwordHash;
    expect(cost(rehashed)).toEqual([32768, 8, 3]);
    expect(await verifyPassword(PASSWORD, rehashed)).toBe(true);

    await verifyLogin("olga@example.com", PASSWORD);
    expect((await getUserById(user.id))!.passwordHash).toBe(rehashed);
  });

  test("a wrong password never rehashes", async () => {
    const user = await makeBuyer("Wes Wrong", "wes@example.com");
    const old = legacyHash(PASSWORD);
    await db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    await expect(verifyLogin("wes@example.com", "not-wes-pass")).rejects.toMatchObject({ status: 401 });
    expect((await getUserById(user.id))!.passwordHash).toBe(old);
  });
});

describe("a burst of hashes (docs/decisions/0301)", () => {
  test("eight at once leave libuv's threads and the event loop free: a compression and a timer started meanwhile finish at once", async () => {
    const burst = Array.from({ length: 8 }, (_, i) => hashPassword(`burst password ${i}`));
    await new Promise((resolve) => setImmediate(resolve));
    const since = performance.now();
    const timer = new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - since), 0));
    // An answer's compression runs on libuv's pool, like scrypt: it must not queue behind the burst.
    const compressed = promisify(gzip)(Buffer.alloc(4096, "a")).then(() => performance.now() - since);
    const [timerLate, compressedAfter] = await Promise.all([timer, compressed]);
    const hashes = await Promise.all(burst);

    expect(timerLate).toBeLessThan(100);
    expect(compressedAfter).toBeLessThan(100);
    expect(await verifyPassword("burst password 7", hashes[7]!)).toBe(true);
  });
});

describe("the test-only cost", () => {
  const production = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(32), PAYMENT_PROVIDER: "local", APP_URL: "https://prompts.example.test" };

  test("is refused in production mode, in one line that says why", () => {
    expect(() => parseEnv({ ...production, PASSWORD_HASH_COST: "test" })).toThrow(SettingError);
    expect(() => parseEnv({ ...production, PASSWORD_HASH_COST: "test" })).toThrow(
      'PASSWORD_HASH_COST must be "standard" in production: "test" is for test suites only (its hashes are cheap to crack), not "test"',
    );
    expect(parseEnv(production).PASSWORD_HASH_COST).toBe("standard");
  });

  test("is taken outside production mode; anything else is refused", () => {
    expect(parseEnv({ PASSWORD_HASH_COST: "test", SESSION_SECRET: "s" }).PASSWORD_HASH_COST).toBe("test");
    expect(parseEnv({ SESSION_SECRET: "s" }).PASSWORD_HASH_COST).toBe("standard");
    expect(() => parseEnv({ PASSWORD_HASH_COST: "cheap", SESSION_SECRET: "s" })).toThrow(SettingError);
  });
});
