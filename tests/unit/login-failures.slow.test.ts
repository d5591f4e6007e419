import { afterEach, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { loginFailures } from "~/db/tables.server";
import { RateLimiter } from "~/utils/rate-limit.server";
import { makeBuyer, PASSWORD } from "../factories";
import { startModelProcess, type ModelProcess } from "./model-processes";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
const rows = async () => await db.select().from(loginFailures);

describe("failure counters in the login_failures table", () => {
  test("a fixed window: max failures lock the key until the window ends, then it starts afresh", async () => {
    const limiter = new RateLimiter("email", 3, 15 * MINUTE);
    for (let i = 0; i < 3; i++) {
      expect(await limiter.retryAfter("window@example.com", T0 + i)).toBe(0);
      await limiter.hit("window@example.com", T0 + i);
    }
    expect(await limiter.retryAfter("window@example.com", T0 + 5 * MINUTE)).toBe(10 * 60);
    expect(await limiter.retryAfter("window@example.com", T0 + 15 * MINUTE - 1)).toBe(1);
    expect(await limiter.retryAfter("window@example.com", T0 + 15 * MINUTE)).toBe(0);

    await limiter.hit("window@example.com", T0 + 16 * MINUTE);
    expect((await rows()).find((row) => row.key === "email:window@example.com")).toEqual({
      key: "email:window@example.com",
      count: 1,
      resetAt: T0 + 31 * MINUTE,
    });
  });

  test("keys are separate per scope, and reset clears only its own", async () => {
    const byEmail = new RateLimiter("email", 1, 15 * MINUTE);
    const byIp = new RateLimiter("ip", 1, 15 * MINUTE);
    await byEmail.hit("same", T0);
    await byIp.hit("same", T0);
    await byEmail.reset("same");
    expect(await byEmail.retryAfter("same", T0)).toBe(0);
    expect(await byIp.retryAfter("same", T0)).toBe(15 * 60);
  });

  test("windows that ended are deleted when a later failure is counted", async () => {
    const limiter = new RateLimiter("ip", 30, 15 * MINUTE);
    const later = T0 + 24 * 60 * MINUTE;
    await limiter.hit("10.0.0.1", later);
    await limiter.hit("10.0.0.2", later + MINUTE);
    expect((await rows()).map((row) => row.key)).toContain("ip:10.0.0.1");

    await limiter.hit("10.0.0.3", later + 16 * MINUTE);
    const keys = (await rows()).map((row) => row.key);
    expect(keys).not.toContain("ip:10.0.0.1");
    expect(keys).not.toContain("ip:10.0.0.2");
    expect(keys).toContain("ip:10.0.0.3");
  });
});

describe("two server processes share the login rate limit", () => {
  const processes: ModelProcess[] = [];
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });

  async function twoProcesses() {
    const pair = [startModelProcess(), startModelProcess()] as const;
    processes.push(...pair);
    await Promise.all(pair.map((p) => p.ready));
    return pair;
  }

  type Answer = { status: number; message?: string; retryAfter?: number; userId?: string };
  const login = (p: ModelProcess, email: string, password: string, ip = "203.0.113.1") =>
    p.call<Answer>("login", { email, password, ip });

  test("failures in A and B add up; after the fifth, both refuse the e-mail, even with the right password", async () => {
    await makeBuyer("Shared Limit", "shared@example.com");
    const [a, b] = await twoProcesses();
    for (const p of [a, a, a, b, b]) expect((await login(p, "shared@example.com", "wrong")).status).toBe(401);

    for (const p of [a, b]) {
      const refused = await login(p, "shared@example.com", PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.message).toMatch(/^Too many failed attempts\. Try again in \d+ minute\(s\)\.$/);
      expect(refused.retryAfter).toBeGreaterThan(0);
    }
    expect((await rows()).find((row) => row.key === "email:shared@example.com")?.count).toBe(5);
  });

  test("a success in one process clears the e-mail's failures for the other", async () => {
    const user = await makeBuyer("Clear Limit", "clear@example.com");
    const [a, b] = await twoProcesses();
    for (const p of [a, a, b, b]) expect((await login(p, "clear@example.com", "wrong")).status).toBe(401);
    expect(await login(a, "clear@example.com", PASSWORD)).toEqual({ status: 200, userId: user.id });
    for (const p of [b, b, b, b]) expect((await login(p, "clear@example.com", "wrong")).status).toBe(401);
    expect((await login(a, "clear@example.com", PASSWORD)).status).toBe(200);
  });

  test("thirty failures from one address over both processes lock the address in both", async () => {
    const [a, b] = await twoProcesses();
    for (let i = 0; i < 30; i++) {
      const answer = await login(i % 2 ? b : a, `spray${i}@example.com`, "nope", "198.51.100.7");
      expect(answer.status).toBe(401);
    }
    for (const p of [a, b]) expect((await login(p, "spray99@example.com", "nope", "198.51.100.7")).status).toBe(429);
    expect((await login(b, "spray99@example.com", "nope", "198.51.100.8")).status).toBe(401);
  });
});
