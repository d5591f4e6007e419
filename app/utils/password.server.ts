import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { env } from "~/env.server";
import { concurrencyLimit } from "./concurrency";

const KEY_LENGTH = 64;
const COSTS = {
  /**
   * OWASP's scrypt settings of 2023, in the variant with 32 MiB per hash (N=2^15, r=8, p=3), which
   * defends as well as N=2^17 with a quarter of the memory (docs/decisions/0188).
   */
  standard: { N: 2 ** 15, r: 8, p: 3 },
  /** PASSWORD_HASH_COST=test (refused in production mode): about 1 ms, for suites that make hundreds of accounts. */
  test: { N: 2 ** 10, r: 8, p: 1 },
} as const;

const params = () => COSTS[env().PASSWORD_HASH_COST];
/** Room for the largest cost a stored hash may name (128·N·r bytes, plus scrypt's own margin). */
const MAX_N = 2 ** 17;
const MAX_MEMORY = 128 * MAX_N * 8 * 2;

/**
 * One hash at a time per process (docs/decisions/0301). scrypt runs on libuv's pool of 4 threads,
 * which also compresses every answer and reads files: a burst of sign-ups or sign-ins would
 * otherwise take all 4 for a quarter of a second each, and cheap pages would wait behind them.
 * The others queue here, holding no thread.
 */
const oneHashAtATime = concurrencyLimit(1);

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return oneHashAtATime(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = params();
  const key = await derive(password, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

type StoredHash = { N: number; r: number; p: number; salt: Buffer; hash: Buffer };

function parse(stored: string): StoredHash | undefined {
  const [scheme, N, r, p, salt, hash, ...rest] = stored.split("$");
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  const sane = cost.N >= 2 && cost.N <= MAX_N && cost.r >= 1 && cost.r <= 32 && cost.p >= 1 && cost.p <= 16;
  if (scheme !== "scrypt" || !salt || !hash || rest.length > 0 || !sane) return undefined;
  return { ...cost, salt: Buffer.from(salt, "base64"), hash: Buffer.from(hash, "base64") };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True for a hash made with other (older) parameters: sign-in then stores a new one. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  const { N, r, p } = params();
  return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p;
}

/**
 * A hash to compare against when the account does not exist, at the current cost, so the time an
 * answer takes does not reveal whether the address has an account.
 */
export function dummyHash(): string {
  const { N, r, p } = params();
  return ["scrypt", N, r, p, Buffer.alloc(16).toString("base64"), Buffer.alloc(KEY_LENGTH).toString("base64")].join("$");
}
