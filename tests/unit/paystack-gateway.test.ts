import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { User } from "~/models/users.server";

const SECRET = "sk_test_promptory_fake_paystack";
const APP_URL = "http://shop.test";
const ASK = { currency: "USD", email: "ben@example.test", callbackUrl: `${APP_URL}/payment/callback` };

type Seen = { method: string; path: string; authorization: string | undefined; body: Record<string, unknown> };
type Charge = { id: number; reference: string; amount: number; currency: string; email: string; status: string };
type Reply = { status: number; body: unknown };
type Refund = { id: number; reference: string; amount: number; status: string };
/** A test's own answer for a request, "hang" to never answer, or undefined for the usual one. */
type Override = (seen: Seen) => Reply | "hang" | undefined;

/** A stand-in for api.paystack.co on loopback: checks the key, keeps charges, answers like Paystack. */
async function startFakePaystack() {
  const seen: Seen[] = [];
  const charges = new Map<string, Charge>();
  const refunds: Refund[] = [];
  let override: Override = () => undefined;

  function paystack({ method, path, authorization, body }: Seen): Reply {
    if (authorization !== `Bearer ${SECRET}`) return { status: 401, body: { status: false, message: "Invalid key" } };
    if (method === "POST" && path === "/transaction/initialize") {
      const charge = {
        id: charges.size + 1000,
        reference: String(body.reference),
        amount: Number(body.amount),
        currency: String(body.currency),
        email: String(body.email),
        status: "abandoned",
      };
      charges.set(charge.reference, charge);
      const accessCode = `access-${charge.id}`;
      return {
        status: 200,
        body: {
          status: true,
          message: "Authorization URL created",
          data: {
            authorization_url: `https://checkout.paystack.test/${accessCode}`,
            access_code: accessCode,
            reference: charge.reference,
          },
        },
      };
    }
    if (method === "GET" && path.startsWith("/refund?")) {
      const reference = new URL(path, "http://fake").searchParams.get("reference");
      const data = refunds.filter((refund) => refund.reference === reference).map(({ reference: _, ...refund }) => ({ ...refund, transaction: { reference } }));
      return { status: 200, body: { status: true, message: "Refunds retrieved", data } };
    }
    if (method === "POST" && path === "/refund") {
      const paid = charges.get(String(body.transaction));
      if (!paid || paid.status !== "success") return { status: 400, body: { status: false, message: "Transaction not found or not successful" } };
      const given = refunds.filter((refund) => refund.reference === paid.reference && refund.status !== "failed").reduce((sum, refund) => sum + refund.amount, 0);
      const amount = body.amount === undefined ? paid.amount : Number(body.amount);
      if (given + amount > paid.amount) return { status: 400, body: { status: false, message: "Refund amount exceeds the transaction amount" } };
      const refund = { id: refunds.length + 5000, reference: paid.reference, amount, status: "pending" };
      refunds.push(refund);
      return { status: 200, body: { status: true, message: "Refund has been queued for processing", data: { ...refund, transaction: { reference: paid.reference } } } };
    }
    const verified = /^\/transaction\/verify\/(.+)$/.exec(path);
    const charge = verified && method === "GET" ? charges.get(decodeURIComponent(verified[1]!)) : undefined;
    if (!charge) return { status: 400, body: { status: false, message: "Transaction reference not found" } };
    const data = { ...charge, gateway_response: charge.status === "success" ? "Approved" : "Declined" };
    return { status: 200, body: { status: true, message: "Verification successful", data } };
  }

  const server = createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    const request: Seen = {
      method: req.method ?? "GET",
      path: req.url ?? "/",
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : {},
    };
    seen.push(request);
    const reply = override(request) ?? paystack(request);
    if (reply === "hang") return;
    res.writeHead(reply.status, { "Content-Type": "application/json" }).end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    charges,
    refunds,
    answerWith(next: Override) {
      override = next;
    },
    reset() {
      seen.length = 0;
      override = () => undefined;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port that nothing listens on any more. */
async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

// env() is read once per module instance: configure it before anything imports the app.
const fake = await startFakePaystack();
process.env.PAYMENT_PROVIDER = "paystack";
process.env.PAYSTACK_SECRET_KEY = SECRET;
process.env.PAYSTACK_BASE_URL = fake.url;
process.env.APP_URL = APP_URL;

const { db, firstRow } = await import("~/db/client.server");
const { payments, purchases, transactions } = await import("~/db/tables.server");
const { addToCart, getCart } = await import("~/models/cart.server");
const { checkout } = await import("~/models/checkout.server");
const { AppError } = await import("~/utils/app-error");
const { paystackGateway } = await import("~/models/payments/paystack-gateway.server");
const { handleWebhook, settle } = await import("~/models/settlement.server");
const { refundPayment } = await import("~/models/refunds.server");
const { makeBuyer, makeCategory, makePrompt, makeVendor } = await import("../factories");

const sign = (rawBody: string, secret = SECRET) => createHmac("sha512", secret).update(rawBody).digest("hex");

afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
});
afterAll(() => fake.close());

describe("initialize", () => {
  test("sends the amount in cents, currency, reference, callback and e-mail with the secret key", async () => {
    const result = await paystackGateway().initialize({ ...ASK, reference: "PRM-init-1", amountCents: 3449 });
    const { id } = fake.charges.get("PRM-init-1")!;
    expect(result).toEqual({ authorizationUrl: `https://checkout.paystack.test/access-${id}` });
    expect(fake.seen).toEqual([
      {
        method: "POST",
        path: "/transaction/initialize",
        authorization: `Bearer ${SECRET}`,
        body: {
          amount: 3449,
          currency: "USD",
          reference: "PRM-init-1",
          callback_url: `${APP_URL}/payment/callback`,
          email: "ben@example.test",
        },
      },
    ]);
  });
});

describe("verify", () => {
  const initialize = (reference: string) =>
    paystackGateway().initialize({ ...ASK, reference, amountCents: 1250 });

  test("maps Paystack's statuses: abandoned is not final, reversed is a failure (with Paystack's reason)", async () => {
    await initialize("PRM-verify-1");
    const expected: [string, string][] = [
      ["success", "success"],
      ["failed", "failed"],
      ["abandoned", "pending"],
      ["ongoing", "pending"],
      ["pending", "pending"],
      ["queued", "pending"],
      ["reversed", "failed"],
    ];
    for (const [paystack, ours] of expected) {
      fake.charges.get("PRM-verify-1")!.status = paystack;
      expect(await paystackGateway().verify("PRM-verify-1"), paystack).toEqual({
        reference: "PRM-verify-1",
        status: ours,
        amountCents: 1250,
        currency: "USD",
        ...(ours === "failed" ? { reason: "Declined" } : {}),
      });
    }
    expect(fake.seen.at(-1)).toMatchObject({
      method: "GET",
      path: "/transaction/verify/PRM-verify-1",
      authorization: `Bearer ${SECRET}`,
    });
  });

  test("reports the amount and currency Paystack charged, not what was asked", async () => {
    await initialize("PRM-verify-2");
    Object.assign(fake.charges.get("PRM-verify-2")!, { status: "success", amount: 100, currency: "NGN" });
    expect(await paystackGateway().verify("PRM-verify-2")).toMatchObject({ amountCents: 100, currency: "NGN" });
  });
});

describe("refund", () => {
  const paidCharge = async (reference: string) => {
    await paystackGateway().initialize({ ...ASK, reference, amountCents: 1250 });
    fake.charges.get(reference)!.status = "success";
    fake.reset();
  };

  test("posts the transaction's reference and the amount in cents with the secret key", async () => {
    await paidCharge("PRM-refund-1");
    await paystackGateway().refund("PRM-refund-1", 1250);
    expect(fake.seen).toEqual([
      { method: "GET", path: "/refund?reference=PRM-refund-1", authorization: `Bearer ${SECRET}`, body: {} },
      { method: "POST", path: "/refund", authorization: `Bearer ${SECRET}`, body: { transaction: "PRM-refund-1", amount: 1250 } },
    ]);
    expect(fake.refunds).toContainEqual(expect.objectContaining({ reference: "PRM-refund-1", amount: 1250 }));
  });

  test("a retry finds the refund already made and sends no second one; a failed one is sent again", async () => {
    await paidCharge("PRM-refund-2");
    await paystackGateway().refund("PRM-refund-2", 1250);
    await paystackGateway().refund("PRM-refund-2", 1250);
    expect(fake.seen.filter((seen) => seen.method === "POST")).toHaveLength(1);
    expect(fake.refunds.filter((refund) => refund.reference === "PRM-refund-2")).toHaveLength(1);

    fake.refunds.find((refund) => refund.reference === "PRM-refund-2")!.status = "failed";
    await paystackGateway().refund("PRM-refund-2", 1250);
    expect(fake.seen.filter((seen) => seen.method === "POST")).toHaveLength(2);
  });

  test("Paystack refusing a refund is a 502 with its message", async () => {
    await paystackGateway().initialize({ ...ASK, reference: "PRM-refund-3", amountCents: 1250 });
    await expect(paystackGateway().refund("PRM-refund-3", 1250)).rejects.toMatchObject({
      status: 502,
      message: "The payment provider refused the request: Transaction not found or not successful",
    });
  });
});

describe("errors", () => {
  test("a Paystack error body becomes a 502 with Paystack's message", async () => {
    const refused = paystackGateway().verify("PRM-unknown");
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      status: 502,
      message: "The payment provider refused the request: Transaction reference not found",
    });
  });

  test("status false is a refusal even with HTTP 200", async () => {
    fake.answerWith(() => ({ status: 200, body: { status: false, message: "Currency not supported by merchant" } }));
    const init = paystackGateway().initialize({ ...ASK, reference: "PRM-200", amountCents: 100 });
    await expect(init).rejects.toMatchObject({
      status: 502,
      message: "The payment provider refused the request: Currency not supported by merchant",
    });
  });

  test("a server that never answers times out after 10 s as a 503", async () => {
    const realTimeout = AbortSignal.timeout.bind(AbortSignal);
    // The real timer, shortened: the test checks the 10 s the gateway asks for without waiting it.
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => realTimeout(100));
    fake.answerWith(() => "hang");
    const started = Date.now();
    await expect(paystackGateway().verify("PRM-slow")).rejects.toMatchObject({
      name: "AppError",
      status: 503,
      message: "The payment provider could not be reached. Please try again.",
    });
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("an unreachable Paystack (closed port) is a 503", async () => {
    vi.stubEnv("PAYSTACK_BASE_URL", await closedPortUrl());
    vi.resetModules();
    try {
      // A fresh module graph reads the changed environment; its AppError is a different class.
      const fresh = await import("~/models/payments/paystack-gateway.server");
      const verify = fresh.paystackGateway().verify("PRM-nowhere");
      await expect(verify).rejects.toMatchObject({ name: "AppError", status: 503 });
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("parseWebhook", () => {
  const rawBody = JSON.stringify({
    event: "charge.success",
    data: { id: 4099, reference: "PRM-hook", status: "success" },
  });

  test("accepts the HMAC-SHA512 of the raw body with the secret key", () => {
    expect(paystackGateway().parseWebhook(rawBody, sign(rawBody))).toEqual({
      id: "charge.success:4099",
      event: "charge.success",
      reference: "PRM-hook",
    });
  });

  test("refuses a wrong, foreign or missing signature with 401", () => {
    const attempts = [sign(`${rawBody} `), sign(rawBody, "sk_test_someone_else"), "not-hex", null];
    for (const signature of attempts) {
      expect(() => paystackGateway().parseWebhook(rawBody, signature), String(signature)).toThrow(
        expect.objectContaining({ status: 401, message: "Invalid signature" }),
      );
    }
  });
});

describe("checkout and settlement with PAYMENT_PROVIDER=paystack", () => {
  let buyer: User;

  /** Two prompts at 9.99 in the buyer's cart. */
  beforeEach(async () => {
    buyer = await makeBuyer();
    const { vendor } = await makeVendor();
    const category = await makeCategory();
    for (const title of ["Launch emails", "Product photos"]) {
      await addToCart(buyer, (await makePrompt(vendor, category, { title: title })).id);
    }
  });

  const purchased = async () => (await firstRow(db.select({ n: count() }).from(purchases).where(eq(purchases.userId, buyer.id)).limit(1)))!.n;
  const sales = async () => (await firstRow(db.select({ n: count() }).from(transactions).where(eq(transactions.buyerId, buyer.id)).limit(1)))!.n;
  const payment = async (reference: string) => (await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))!;
  const webhookFor = (reference: string) => {
    const charge = fake.charges.get(reference)!;
    const body = JSON.stringify({ event: "charge.success", data: charge });
    return [body, sign(body)] as const;
  };

  test("a paid checkout is fulfilled exactly once, whatever arrives how often", async () => {
    const { reference, authorizationUrl } = await checkout(buyer);
    expect(authorizationUrl).toMatch(/^https:\/\/checkout\.paystack\.test\//);
    expect(fake.seen[0]?.body).toMatchObject({ amount: 1998, reference, callback_url: ASK.callbackUrl });
    expect(await payment(reference)).toMatchObject({ provider: "paystack", status: "pending", authorizationUrl });

    fake.charges.get(reference)!.status = "success";
    const webhook = webhookFor(reference);
    const outcomes = await Promise.all([
      settle(reference),
      handleWebhook(...webhook),
      settle(reference),
      handleWebhook(...webhook),
    ]);
    expect(outcomes.filter((outcome) => outcome === "completed")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === "handled")).toHaveLength(1);
    expect(await settle(reference)).toBe("completed");

    expect((await payment(reference)).status).toBe("completed");
    expect(await purchased()).toBe(2);
    expect(await sales()).toBe(2);
    expect((await getCart(buyer.id)).items).toEqual([]);
  });

  test("a charge for a smaller amount is refused and flagged", async () => {
    const { reference } = await checkout(buyer);
    Object.assign(fake.charges.get(reference)!, { status: "success", amount: 100 });
    expect(await settle(reference)).toBe("failed");
    expect((await payment(reference)).flag).toBe("Refund due: Amount mismatch: expected 1998 USD, provider reports 100 USD.");
    expect(await purchased()).toBe(0);
    expect((await getCart(buyer.id)).items).toHaveLength(2);
  });

  test("an admin's refund goes through Paystack; a refusal leaves the sale as it was", async () => {
    const { reference } = await checkout(buyer);
    fake.charges.get(reference)!.status = "success";
    expect(await settle(reference)).toBe("completed");

    fake.answerWith((seen) => (seen.method === "POST" && seen.path === "/refund" ? { status: 400, body: { status: false, message: "Insufficient balance" } } : undefined));
    await expect(refundPayment(reference, "Charged twice.")).rejects.toThrowAppError(502, "The payment provider refused the request: Insufficient balance");
    expect((await payment(reference)).status).toBe("completed");
    expect(await purchased()).toBe(2);

    fake.reset();
    expect(await refundPayment(reference, "Charged twice.")).toMatchObject({ status: "refunded" });
    expect(fake.refunds.filter((refund) => refund.reference === reference)).toEqual([expect.objectContaining({ amount: 1998 })]);
    expect(await purchased()).toBe(0);
    expect((await db.select().from(transactions).where(eq(transactions.buyerId, buyer.id))).map((sale) => sale.status)).toEqual(["refunded", "refunded"]);
  });

  test("Paystack refusing the checkout fails the payment and keeps the cart", async () => {
    fake.answerWith(() => ({ status: 400, body: { status: false, message: "Invalid Email Address Passed" } }));
    await expect(checkout(buyer)).rejects.toThrowAppError(502);
    const [failed] = await db.select().from(payments).where(eq(payments.buyerId, buyer.id));
    expect(failed?.status).toBe("failed");
    expect((await getCart(buyer.id)).items).toHaveLength(2);
  });
});
