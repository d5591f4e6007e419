import { beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { reviews } from "~/db/tables.server";
import { DECLINED_CARD, payLocalCharge, TEST_CARD, type Deliver } from "~/models/payments/local-gateway.server";
import type { Prompt } from "~/models/prompts.server";
import { handleWebhook, settle } from "~/models/settlement.server";
import { api, makeAdmin, tokenFor } from "../factories";
import {
  makeCategory,
  seedPrompt,
  signedIn,
  signedInVendor,
  type SignedIn,
  type SignedInVendor,
} from "../factories";

const deliverToApp: Deliver = async (rawBody, signature) => {
  await handleWebhook(rawBody, signature);
};

let buyer: SignedIn;
let seller: SignedInVendor;
let photo: Prompt;
let essay: Prompt;

beforeEach(async () => {
  buyer = await signedIn("buyer");
  seller = await signedInVendor();
  const categoryId = (await makeCategory()).id;
  photo = await seedPrompt(seller.vendor, categoryId);
  essay = await seedPrompt(seller.vendor, categoryId, { title: "Essay outliner", priceUsd: 9.99 });
});

const call = (method: string, path: string) => api(method, path, { token: buyer.token });

/** Add → checkout → "Pay now" on the local gateway (its webhook reaches the app) → callback. */
async function buyThroughApi(card: string, ...items: Prompt[]): Promise<string> {
  for (const item of items) expect((await call("POST", `cart/add/${item.id}`)).status).toBe(200);
  const { body } = await call("POST", "cart/checkout");
  const reference: string = body.data.reference;
  await payLocalCharge(reference, card, { deliver: deliverToApp });
  await settle(reference);
  return reference;
}

describe("GET users/dashboard-stats", () => {
  it("answers zeros for a new buyer", async () => {
    const { status, body } = await call("GET", "users/dashboard-stats");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { totalPurchases: 0, teamLicences: 0, totalReviews: 0, totalSpent: 0, teamSpent: 0 } });
  });

  it("counts the buyer's reviews", async () => {
    await buyThroughApi(TEST_CARD, photo);
    await db.insert(reviews).values({ promptId: photo.id, userId: buyer.user.id, rating: 5, text: "Works well." });
    expect((await call("GET", "users/dashboard-stats")).body.data.totalReviews).toBe(1);
  });
});

describe("GET users/buyer/transactions", () => {
  it("answers an empty first page", async () => {
    const { status, body } = await call("GET", "users/buyer/transactions");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { data: [], total: 0, page: 1, limit: 24 } });
  });

  it("pages with page and limit, newest first", async () => {
    await buyThroughApi(TEST_CARD, photo);
    await buyThroughApi(TEST_CARD, essay);
    const { body } = await call("GET", "users/buyer/transactions?page=2&limit=1");
    expect(body.data).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect(body.data.data.map((row: { promptId: { title: string } }) => row.promptId.title)).toEqual([photo.title]);
  });

  it("shows a declined payment as failed, with nothing spent and the cart kept", async () => {
    const reference = await buyThroughApi(DECLINED_CARD, photo);
    const { body } = await call("GET", "users/buyer/transactions");
    expect(body.data.data).toMatchObject([{ reference, status: "failed", amount: 12.5 }]);
    expect((await call("GET", "users/dashboard-stats")).body.data).toMatchObject({ totalPurchases: 0, totalSpent: 0 });
    expect((await call("GET", "cart/cart")).body.data.items).toHaveLength(1);
  });
});

describe("a purchase through the API", () => {
  it("shows in the stats, the transactions and My Prompts, and empties the cart", async () => {
    const reference = await buyThroughApi(TEST_CARD, photo, essay);

    expect((await call("GET", "cart/cart")).body.data).toEqual({ items: [], total: 0, dropped: [] });
    expect((await call("GET", "users/dashboard-stats")).body.data).toEqual({
      totalPurchases: 2,
      teamLicences: 0,
      totalReviews: 0,
      totalSpent: 22.49,
      teamSpent: 0,
    });

    const { body } = await call("GET", "users/buyer/transactions");
    expect(body.data).toMatchObject({ total: 2, page: 1, limit: 24 });
    const vendorId = { _id: seller.vendor.id, storeName: seller.vendor.storeName, name: seller.user.name, email: null }; // a buyer does not get the vendor's e-mail (decision 0187)
    expect(body.data.data).toEqual([
      {
        _id: expect.any(String),
        reference,
        vendorId,
        promptId: { title: essay.title },
        amount: 9.99,
        status: "completed",
        createdAt: expect.any(String),
      },
      expect.objectContaining({ reference, vendorId, promptId: { title: photo.title }, amount: 12.5 }),
    ]);

    const purchased = await call("GET", "prompt/purchased");
    expect(purchased.status).toBe(200);
    expect(purchased.body.total).toBe(2);
    const contents = Object.fromEntries(
      purchased.body.data.map((prompt: { _id: string; content: string }) => [prompt._id, prompt.content]),
    );
    expect(contents).toEqual({ [photo.id]: photo.content, [essay.id]: essay.content });
  });
});

describe("who may call users/*", () => {
  const paths = ["users/dashboard-stats", "users/buyer/transactions"];

  it("answers 401 without a token", async () => {
    for (const path of paths) {
      expect(await api("GET", path), path).toMatchObject({ status: 401, body: { success: false } });
    }
  });

  it("answers 403 to vendors and admins", async () => {
    const adminToken = await tokenFor(await makeAdmin());
    for (const token of [seller.token, adminToken]) {
      for (const path of paths) {
        expect(await api("GET", path, { token }), path).toMatchObject({ status: 403, body: { success: false } });
      }
    }
  });
});
