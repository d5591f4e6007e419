import { afterEach, describe, expect, test } from "vitest";
import { attemptLogin } from "~/models/auth.server";
import { AppError } from "~/models/errors";
import { registerUser } from "~/models/users.server";
import { startModelProcess, type ModelProcess } from "./model-processes";

const request = (ip = "203.0.113.9") =>
  new Request("http://localhost/login", { method: "POST", headers: { "x-promptory-client-ip": ip } });

async function statusOf(attempt: Promise<unknown>): Promise<number> {
  try {
    await attempt;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("login attempts are counted before the password is checked", () => {
  const processes: ModelProcess[] = [];
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((p) => p.stop()));
  });

  test("50 parallel wrong guesses for one e-mail: at most 5 are checked, the rest get 429", async () => {
    await registerUser({ role: "buyer", name: "Burst", email: "burst@example.com", password: "right-pass-1", country: "Kenya" });
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => statusOf(attemptLogin(request(), "burst@example.com", "wrong"))),
    );
    expect(countOf(statuses, 401)).toBe(5);
    expect(countOf(statuses, 429)).toBe(45);
  });

  test("the same burst split over two processes still checks at most 5", async () => {
    await registerUser({ role: "buyer", name: "Burst Two", email: "burst2@example.com", password: "right-pass-1", country: "Kenya" });
    const pair = [startModelProcess(), startModelProcess()];
    processes.push(...pair);
    await Promise.all(pair.map((p) => p.ready));
    const guess = { email: "burst2@example.com", password: "wrong", ip: "203.0.113.10", count: 25 };
    const statuses = (await Promise.all(pair.map((p) => p.call<number[]>("loginBurst", guess)))).flat();
    expect(countOf(statuses, 401)).toBe(5);
    expect(countOf(statuses, 429)).toBe(45);
  });

  test("a right password inside the limit signs in and frees the e-mail again", async () => {
    await registerUser({ role: "buyer", name: "Right", email: "right@example.com", password: "right-pass-1", country: "Kenya" });
    for (let i = 0; i < 4; i++) expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "wrong"))).toBe(401);
    expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "right-pass-1"))).toBe(200);
    for (let i = 0; i < 5; i++) expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "wrong"))).toBe(401);
    expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "wrong"))).toBe(429);
  });
});
