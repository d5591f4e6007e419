import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { payments, purchases } from "~/db/tables.server";
import { addToCart } from "~/models/cart.server";
import { checkout } from "~/models/checkout.server";
import { cancelLocalCharge, DECLINE_REASON, payLocalCharge } from "~/models/payments/local-gateway.server";
import { settle } from "~/models/settlement.server";
import type { Prompt } from "~/models/prompts.server";
import type { User } from "~/models/users.server";
import { action as webhookAction } from "~/routes/payments.webhook";
import { loader as callbackLoader } from "~/routes/payment.callback";
import { loader as failedLoader } from "~/routes/payment.failed";
import { action as reverifyAction } from "~/routes/admin.payments";
import { cookieFor, makeAdmin, makeBuyer, makeCategory, makePrompt, makeVendor } from "../factories";

let prompt: Prompt;

beforeAll(async () => {
  const { vendor } = await makeVendor({ storeName: "Studio", bio: "Prompts that do real work." });
  prompt = await makePrompt(vendor, await makeCategory("Writing"), {
    title: "Route test prompt",
    description: "A prompt used to test the payment routes end to end.",
    priceUsd: 12,
    content: "You are an expert. Do the job well and explain.",
    tags: [],
  });
});

async function pendingPayment(): Promise<{ buyer: User; reference: string }> {
  const buyer = await makeBuyer();
  await addToCart(buyer, prompt.id);
  const { reference } = await checkout(buyer);
  return { buyer, reference };
}

const callRoute = (fn: (args: never) => Promise<Response>, request: Request) =>
  fn({ request, params: {}, context: {} } as never);

describe("webhook route", () => {
  test("a signed event settles the payment once; a repeat is a no-op; tampering is 401", async () => {
    const { buyer, reference } = await pendingPayment();
    const sent: [string, string][] = [];
    await payLocalCharge(reference, "4242424242424242", { deliver: async (body, sig) => void sent.push([body, sig]) });
    const [body, signature] = sent[0]!;
    const post = (sig: string, raw = body) =>
      callRoute(webhookAction, new Request("http://localhost/payments/webhook", { method: "POST", body: raw, headers: { "x-paystack-signature": sig } }));

    const bad = await post("0".repeat(128));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ success: false, message: "Invalid signature" });

    const first = await post(signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, received: "handled" });
    expect(await (await post(signature)).json()).toEqual({ success: true, received: "duplicate" });
    expect(await db.select().from(purchases).where(eq(purchases.userId, buyer.id))).toHaveLength(1);

    expect((await post(signature, "{not json")).status).toBe(401);
  });
});

describe("callback route", () => {
  const callback = (query: string) => callRoute(callbackLoader, new Request(`http://localhost/payment/callback${query}`)).catch((r: Response) => r);

  test("verifies with the provider and sends the buyer to the outcome page", async () => {
    const paid = await pendingPayment();
    await payLocalCharge(paid.reference, "4242424242424242", { webhook: "never" });
    const ok = await callback(`?reference=${paid.reference}`);
    expect(ok).toHaveRedirect(`/payment/success?reference=${paid.reference}`);

    const declined = await pendingPayment();
    await payLocalCharge(declined.reference, "4000 0000 0000 0002", { webhook: "never" });
    expect(await callback(`?trxref=${declined.reference}`)).toHaveRedirect(`/payment/failed?reference=${declined.reference}`);

    expect(await callback("?reference=nope")).toHaveRedirect("/payment/failed?reference=nope");
    expect(await callback("")).toHaveRedirect("/payment/failed");
  });
});

describe("admin re-verify", () => {
  test("settles a payment whose webhook never came", async () => {
    const { reference } = await pendingPayment();
    await payLocalCharge(reference, "4242424242424242", { webhook: "never" });
    const cookie = await cookieFor(await makeAdmin());
    const response = await callRoute(
      reverifyAction,
      new Request("http://localhost/admin/payments", { method: "POST", body: new URLSearchParams({ reference }), headers: { Cookie: cookie } }),
    );
    expect(response).toHaveRedirect("/admin/payments");
    expect((await firstRow(db.select().from(payments).where(eq(payments.reference, reference)).limit(1)))?.status).toBe("completed");
  });
});

describe("failed page", () => {
  /** What /payment/failed tells `viewer` (signed out when null) about the query's payment. */
  const failure = async (query: string, viewer: User | null) => {
    const headers = viewer ? { Cookie: await cookieFor(viewer) } : undefined;
    const result = await callRoute(failedLoader as never, new Request(`http://localhost/payment/failed${query}`, { headers }));
    return (result as unknown as { failure: unknown }).failure;
  };

  test("a declined card: declined, with the gateway's reason", async () => {
    const { buyer, reference } = await pendingPayment();
    await payLocalCharge(reference, "4000 0000 0000 0002", { webhook: "never" });
    await settle(reference);
    expect(await failure(`?reference=${reference}`, buyer)).toEqual({ kind: "declined", reason: DECLINE_REASON });
  });

  test("cancelled on the gateway page: cancelled", async () => {
    const { buyer, reference } = await pendingPayment();
    await cancelLocalCharge(reference);
    await settle(reference);
    expect(await failure(`?reference=${reference}`, buyer)).toEqual({ kind: "cancelled" });
  });

  test("a charge for another amount: could not be verified", async () => {
    const { buyer, reference } = await pendingPayment();
    await payLocalCharge(reference, "4242424242424242", { webhook: "never", chargedCents: 100 });
    expect(await settle(reference)).toBe("failed");
    expect(await failure(`?reference=${reference}`, buyer)).toEqual({ kind: "unverified" });
  });

  test("the query proves nothing: another buyer, no one signed in, an unknown or missing reference", async () => {
    const { buyer, reference } = await pendingPayment();
    await payLocalCharge(reference, "4000 0000 0000 0002", { webhook: "never" });
    await settle(reference);
    const other = (await pendingPayment()).buyer;
    expect(await failure(`?reference=${reference}&reason=declined`, other)).toEqual({ kind: "unknown" });
    expect(await failure(`?reference=${reference}`, null)).toEqual({ kind: "unknown" });
    expect(await failure("?reference=PRM-nope&kind=declined", buyer)).toEqual({ kind: "unknown" });
    expect(await failure("", buyer)).toEqual({ kind: "unknown" });
  });

  test("a payment still pending or completed is not called a failure", async () => {
    const { buyer, reference } = await pendingPayment();
    expect(await failure(`?reference=${reference}`, buyer)).toEqual({ kind: "unknown" });
    await payLocalCharge(reference, "4242424242424242", { webhook: "never" });
    expect(await settle(reference)).toBe("completed");
    expect(await failure(`?reference=${reference}`, buyer)).toEqual({ kind: "unknown" });
  });
});
