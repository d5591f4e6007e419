import { vi } from "vitest";
import type * as PasswordModule from "~/utils/password.server";

/**
 * scrypt at the production cost (docs/decisions/0188) takes about 0.3 s a call, and the suites
 * register and sign in hundreds of accounts with a handful of passwords. Within one test file,
 * each distinct password is hashed once (later accounts share that hash, salt included) and each
 * (password, stored hash) pair is checked once: both results are still real scrypt at the real
 * cost. tests/unit/password-hash.test.ts checks the real module directly.
 */
vi.mock("~/utils/password.server", async (importOriginal) => {
  const real = await importOriginal<typeof PasswordModule>();
  const hashes = new Map<string, Promise<string>>();
  const checks = new Map<string, Promise<boolean>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) => {
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key)!;
  };
  return {
    ...real,
    hashPassword: (password: string) => once(hashes, password, () => real.hashPassword(password)),
    verifyPassword: (password: string, stored: string) =>
      once(checks, `${password}\u0000${stored}`, () => real.verifyPassword(password, stored)),
  };
});
