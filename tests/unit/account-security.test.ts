import { afterEach, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { localCharges } from "~/db/tables.server";
import { attemptLogin } from "~/models/auth.server";
import { action as payAction, loader as payLoader } from "~/routes/pay.$reference";
import { AppError } from "~/utils/app-error";
import { action as vendorPasswordAction } from "~/routes/vendor.profile.password";
import { api, cookieFor, makeAdmin, makeBuyer, makeUser, PASSWORD, tokenFor } from "../factories";
import { makeCategory, recordPurchase, seedPrompt, signedIn, signedInVendor } from "../factories";
import { checkoutAsNewBuyer } from "../api/sale-fixtures";
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
    await makeBuyer("Burst", "burst@example.com");
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => statusOf(attemptLogin(request(), "burst@example.com", "wrong"))),
    );
    expect(countOf(statuses, 401)).toBe(5);
    expect(countOf(statuses, 429)).toBe(45);
  });

  test("the same burst split over two processes still checks at most 5", async () => {
    await makeBuyer("Burst Two", "burst2@example.com");
    const pair = [startModelProcess(), startModelProcess()];
    processes.push(...pair);
    await Promise.all(pair.map((p) => p.ready));
    const guess = { email: "burst2@example.com", password: "wrong", ip: "203.0.113.10", count: 25 };
    const statuses = (await Promise.all(pair.map((p) => p.call<number[]>("loginBurst", guess)))).flat();
    expect(countOf(statuses, 401)).toBe(5);
    expect(countOf(statuses, 429)).toBe(45);
  });

  test("nobody locks an owner out from elsewhere (issue 23, point 19)", async () => {
    await makeBuyer("Owner", "owner-lock@example.com");
    // Wrong passwords from five other addresses, five from the first: each address is held back on its own.
    for (let i = 0; i < 5; i++) expect(await statusOf(attemptLogin(request("198.51.100.1"), "owner-lock@example.com", "wrong"))).toBe(401);
    expect(await statusOf(attemptLogin(request("198.51.100.1"), "owner-lock@example.com", "wrong"))).toBe(429);
    for (let a = 2; a <= 5; a++) expect(await statusOf(attemptLogin(request(`198.51.100.${a}`), "owner-lock@example.com", "wrong"))).toBe(401);
    // The owner, from an address that has not failed, still signs in.
    expect(await statusOf(attemptLogin(request("203.0.113.50"), "owner-lock@example.com", PASSWORD))).toBe(200);
  });

  test("past the account's limit an address that has failed once is held back: one guess per address", async () => {
    await makeBuyer("Spread", "spread@example.com");
    for (let a = 0; a < 10; a++) expect(await statusOf(attemptLogin(request(`192.0.2.${a}`), "spread@example.com", "wrong"))).toBe(401);
    expect(await statusOf(attemptLogin(request("192.0.2.0"), "spread@example.com", "wrong"))).toBe(429);
    expect(await statusOf(attemptLogin(request("192.0.2.0"), "spread@example.com", PASSWORD))).toBe(429);
    expect(await statusOf(attemptLogin(request("192.0.2.99"), "spread@example.com", PASSWORD))).toBe(200);
  });

  test("a right password inside the limit signs in and frees the e-mail again", async () => {
    await makeBuyer("Right", "right@example.com");
    for (let i = 0; i < 4; i++) expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "wrong"))).toBe(401);
    expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", PASSWORD))).toBe(200);
    for (let i = 0; i < 5; i++) expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "wrong"))).toBe(401);
    expect(await statusOf(attemptLogin(request("203.0.113.11"), "right@example.com", "wrong"))).toBe(429);
  });
});

describe("the current-password check on password change is limited per user", () => {
  const change = (token: string, currentPassword: string) =>
    api("PUT", "auth/change-password", { token, json: { currentPassword, newPassword: "a-brand-new-pw" } });

  test("API: five wrong current passwords, then 429 with Retry-After even for the right one; others are not affected", async () => {
    const buyer = await makeUser("buyer");
    const token = await tokenFor(buyer);
    for (let i = 0; i < 5; i++) expect((await change(token, `guess-${i}`)).status).toBe(422);
    const refused = await change(token, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong current passwords\. Try again in \d+ minute\(s\)\.$/);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    const other = await makeUser("buyer");
    expect((await change(await tokenFor(other), PASSWORD)).status).toBe(200);
  });

  test("API: 20 parallel wrong guesses check at most five", async () => {
    const token = await tokenFor(await makeUser("buyer"));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => change(token, `burst-${i}`)));
    const statuses = answers.map((answer) => answer.status);
    expect(countOf(statuses, 422)).toBe(5);
    expect(countOf(statuses, 429)).toBe(15);
  });

  test("API: a right current password clears the count", async () => {
    const buyer = await makeUser("buyer");
    const token = await tokenFor(buyer);
    for (let i = 0; i < 4; i++) expect((await change(token, `guess-${i}`)).status).toBe(422);
    const changed = await api("PUT", "auth/change-password", { token, json: { currentPassword: PASSWORD, newPassword: "second-pass-22" } });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await change(token, `again-${i}`)).status).toBe(422);
  });

  test("profile form: the sixth try shows the limit on the current-password field", async () => {
    const vendor = await makeUser("vendor");
    const cookie = await cookieFor(vendor);
    const post = async (currentPassword: string) => {
      const body = new FormData();
      body.set("currentPassword", currentPassword);
      body.set("newPassword", "a-brand-new-pw");
      const request = new Request("http://localhost/vendor/profile/password", { method: "POST", body, headers: { Cookie: cookie } });
      return (await vendorPasswordAction({ request, params: {}, context: {} })) as unknown as {
        init: { status: number } | null;
        data: { error?: Record<string, string[]> };
      };
    };
    for (let i = 0; i < 5; i++) {
      const reply = await post(`guess-${i}`);
      expect(reply.init?.status).toBe(422);
      expect(reply.data.error).toEqual({ currentPassword: ["Current password is incorrect"] });
    }
    const refused = await post(PASSWORD);
    expect(refused.init?.status).toBe(429);
    expect(refused.data.error?.currentPassword?.[0]).toMatch(/^Too many wrong current passwords\. Try again in \d+ minute\(s\)\.$/);
  });
});

describe("a vendor's e-mail in the JSON API: only admins and the vendor themself", () => {
  test("prompt lists, a single prompt and a buyer's transactions: null for everyone else, the address for admin and owner", async () => {
    const owner = await signedInVendor();
    const prompt = await seedPrompt(owner.vendor, (await makeCategory()).id);
    const buyer = await makeUser("buyer");
    await recordPurchase(buyer.id, prompt);
    const tokens = {
      anonymous: undefined,
      buyer: await tokenFor(buyer),
      otherVendor: await tokenFor(await makeUser("vendor")),
      admin: await tokenFor(await makeAdmin()),
      owner: owner.token,
    };
    const emailIn = (item: { vendorId: { email: unknown } }) => item.vendorId.email;
    const single = async (token?: string) =>
      emailIn((await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token })).body.data.data);
    const listed = async (token?: string) => {
      const { body } = await api("GET", "prompt/prompts", { token });
      return body.data.filter((item: { _id: string }) => item._id === prompt.id).map(emailIn);
    };

    for (const who of ["anonymous", "buyer", "otherVendor"] as const) {
      expect(await single(tokens[who]), who).toBeNull();
    }
    for (const who of ["admin", "owner"] as const) expect(await single(tokens[who]), who).toBe(owner.user.email);

    expect(await listed(tokens.anonymous)).toEqual([null]);
    expect(await listed(tokens.buyer)).toEqual([null]);
    expect(await listed(tokens.owner)).toEqual([owner.user.email]); // a vendor's list is its own prompts
    expect(await listed(tokens.otherVendor)).toEqual([]);

    const purchased = await api("GET", "prompt/purchased", { token: tokens.buyer });
    expect(purchased.body.data.map(emailIn)).toEqual([null]);
    const transactions = await api("GET", "users/buyer/transactions", { token: tokens.buyer });
    expect(transactions.body.data.data.map(emailIn)).toEqual([null]);
    expect(transactions.body.data.data[0].vendorId).toHaveProperty("name", owner.user.name);

    const adminList = await api("GET", "admin/prompts", { token: tokens.admin });
    expect(adminList.body.message.data.filter((item: { _id: string }) => item._id === prompt.id).map(emailIn)).toEqual([owner.user.email]);
  });
});

describe("the local gateway page /pay/{reference} belongs to the buyer who checked out", () => {
  async function pendingCharge() {
    const vendor = await signedInVendor();
    const sale = await checkoutAsNewBuyer(await seedPrompt(vendor.vendor, (await makeCategory()).id));
    return { ...sale, buyerCookie: await cookieFor(sale.buyer.user) };
  }
  const chargeStatus = async (reference: string) =>
    (await firstRow(db.select().from(localCharges).where(eq(localCharges.reference, reference)).limit(1)))?.status;
  const args = (reference: string, cookie?: string, form?: Record<string, string>) => ({
    request: new Request(`http://localhost/pay/${reference}`, {
      ...(form && { method: "POST", body: new URLSearchParams(form) }),
      headers: cookie ? { Cookie: cookie } : {},
    }),
    params: { reference },
    context: {},
  });
  const outcome = (run: () => Promise<unknown>) => run().then((value) => value, (thrown: unknown) => thrown);

  test("the buyer sees the charge with their e-mail", async () => {
    const { buyer, reference, buyerCookie } = await pendingCharge();
    const page = (await payLoader(args(reference, buyerCookie))) as { email: string; open: boolean };
    expect(page).toMatchObject({ email: buyer.user.email, open: true });
  });

  test("signed out: sent to the login page and back, nothing shown", async () => {
    const { reference } = await pendingCharge();
    for (const run of [() => payLoader(args(reference)), () => payAction(args(reference, undefined, { intent: "cancel" }))]) {
      const answer = (await outcome(run)) as Response;
      expect(answer).toHaveRedirect(`/login?${new URLSearchParams({ redirectTo: `/pay/${reference}` })}`);
    }
    expect(await chargeStatus(reference)).toBe("pending");
  });

  test("another buyer, a vendor or an admin: 404, no e-mail, no cancel, no pay", async () => {
    const { reference } = await pendingCharge();
    const others = [(await signedIn("buyer")).user, (await signedInVendor()).user, await makeAdmin()];
    for (const other of others) {
      const cookie = await cookieFor(other);
      const runs = [
        () => payLoader(args(reference, cookie)),
        () => payAction(args(reference, cookie, { intent: "cancel" })),
        () => payAction(args(reference, cookie, { intent: "pay", card: "4242424242424242" })),
      ];
      for (const run of runs) expect(((await outcome(run)) as Response).status, other.role).toBe(404);
    }
    expect(await chargeStatus(reference)).toBe("pending");
  });

  test("the buyer may cancel their own charge", async () => {
    const { reference, buyerCookie } = await pendingCharge();
    const answer = (await outcome(() => payAction(args(reference, buyerCookie, { intent: "cancel" })))) as Response;
    expect(answer.status).toBe(302);
    expect(await chargeStatus(reference)).not.toBe("pending");
  });
});
