import { beforeEach, describe, expect, it } from "vitest";
import type { Prompt } from "~/models/prompts.server";
import { ALREADY_REFUNDED } from "~/models/refunds.server";
import { REFUND_REASON_REQUIRED } from "~/schemas/refund";
import { api, makeAdmin, tokenFor } from "../factories";
import { makeCategory, seedPrompt, signedInVendor, type SignedInVendor } from "../factories";
import { sell } from "./sale-fixtures";

let adminToken: string;
let seller: SignedInVendor;
let prompt: Prompt;

beforeEach(async () => {
  adminToken = await tokenFor(await makeAdmin());
  seller = await signedInVendor();
  prompt = await seedPrompt(seller.vendor, (await makeCategory()).id, { title: "Pitch deck writer", priceUsd: 50 });
});

const refund = (reference: string, json: unknown, token = adminToken) => api("POST", `payment/admin/refund/${reference}`, { token, json });

describe("POST payment/admin/refund/:reference", () => {
  it("refunds the payment: the buyer no longer owns the prompt, the vendor's sale shows the reversal", async () => {
    const { buyer, reference } = await sell(prompt);
    expect((await api("GET", "prompt/purchased", { token: buyer.token })).body).toMatchObject({ total: 1, data: [{ _id: prompt.id }] });

    const { status, body } = await refund(reference, { reason: "The buyer was charged twice." });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      message: "Payment refunded",
      data: { reference, status: "refunded", amount: 50, currency: "USD", refundReason: "The buyer was charged twice.", refundedAt: expect.any(String) },
    });

    expect((await api("GET", "prompt/purchased", { token: buyer.token })).body).toMatchObject({ total: 0, data: [] });
    const single = (await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: buyer.token })).body.data.data;
    expect(single).toMatchObject({ _id: prompt.id, teaser: expect.any(String) });
    expect(single.content).toBeUndefined();
    const orders = (await api("GET", "vendors/orders", { token: seller.token })).body.data.data;
    expect(orders).toMatchObject([{ paymentStatus: "refunded", transactionId: { status: "refunded", vendorEarnings: 40 } }]);
    const stats = (await api("GET", "vendors/dashboard/stats", { token: seller.token })).body.data;
    expect(stats).toMatchObject({ totalEarnings: 0, availableBalance: 0, pendingClearance: 0 });
  });

  it("answers 409 for a payment already refunded, 404 for an unknown one, 422 without a reason", async () => {
    const { reference } = await sell(prompt);
    expect(await refund(reference, {})).toMatchObject({ status: 422, body: { success: false, message: REFUND_REASON_REQUIRED } });
    expect((await refund(reference, { reason: "Duplicate." })).status).toBe(200);
    expect(await refund(reference, { reason: "Duplicate." })).toMatchObject({ status: 409, body: { success: false, message: ALREADY_REFUNDED } });
    expect((await refund("PRM-NO-SUCH", { reason: "Duplicate." })).status).toBe(404);
  });

  it("is for admins only", async () => {
    const { buyer, reference } = await sell(prompt);
    expect((await refund(reference, { reason: "Please." }, buyer.token)).status).toBe(403);
    expect((await refund(reference, { reason: "Please." }, seller.token)).status).toBe(403);
  });
});
