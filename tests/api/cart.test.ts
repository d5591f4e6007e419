import { beforeEach, describe, expect, it } from "vitest";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { buyerAndTwoPrompts, recordPurchase, type SignedIn } from "../factories";

let buyer: SignedIn;
let vendorToken: string;
let photo: Prompt;
let essay: Prompt;

beforeEach(async () => {
  ({ buyer, vendorToken, photo, essay } = await buyerAndTwoPrompts());
});

const getCart = () => api("GET", "cart/cart", { token: buyer.token });
const add = (prompt: Pick<Prompt, "id">) => api("POST", `cart/add/${prompt.id}`, { token: buyer.token });

describe("GET cart/cart", () => {
  it("answers an empty cart with a zero total", async () => {
    const { status, body } = await getCart();
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: { items: [], total: 0, dropped: [] } });
  });

  it("lists items in the order added, prices and total in dollars", async () => {
    await add(photo);
    await add(essay);
    const { body } = await getCart();
    expect(body.data.total).toBe(22.49);
    expect(body.data.items).toEqual([
      {
        prompt: { _id: photo.id, title: photo.title, description: photo.description, featuredImage: null },
        price: 12.5,
      },
      {
        prompt: { _id: essay.id, title: "Essay outliner", description: essay.description, featuredImage: null },
        price: 9.99,
      },
    ]);
  });

  it("drops a prompt that stopped being for sale, naming it once", async () => {
    await add(photo);
    await add(essay);
    await setPromptStatusByAdmin(photo.id, "inactive");
    const first = await getCart();
    expect(first.body.data.items.map((item: { prompt: { _id: string } }) => item.prompt._id)).toEqual([essay.id]);
    expect(first.body.data).toMatchObject({ total: 9.99, dropped: [photo.title] });
    expect((await getCart()).body.data.dropped).toEqual([]);
  });

  it("no longer holds a banned prompt", async () => {
    await add(photo);
    await setPromptStatusByAdmin(photo.id, "banned");
    expect((await getCart()).body.data).toMatchObject({ items: [], total: 0 });
  });
});

describe("POST cart/add/:promptId", () => {
  it("adds once; adding again is answered politely and changes nothing", async () => {
    expect(await add(photo)).toMatchObject({ status: 200, body: { success: true, message: "Added to cart" } });
    expect(await add(photo)).toMatchObject({ status: 200, body: { success: true, message: "Already in your cart" } });
    expect((await getCart()).body.data.items).toHaveLength(1);
  });

  it("answers 404 for an unknown or unlisted prompt", async () => {
    expect(await add({ id: "nope" })).toMatchObject({
      status: 404,
      body: { success: false, message: "This prompt is not for sale." },
    });
    await setPromptStatusByAdmin(essay.id, "inactive");
    expect((await add(essay)).status).toBe(404);
  });

  it("answers 409 for a prompt the buyer already owns", async () => {
    await recordPurchase(buyer.user.id, photo);
    expect(await add(photo)).toMatchObject({
      status: 409,
      body: { success: false, message: "You already own this prompt." },
    });
  });
});

describe("DELETE cart/remove/:promptId and cart/clear", () => {
  it("removes one item, then 404 when it is no longer there", async () => {
    await add(photo);
    await add(essay);
    const removed = await api("DELETE", `cart/remove/${photo.id}`, { token: buyer.token });
    expect(removed).toMatchObject({ status: 200, body: { success: true, message: "Item removed from cart." } });
    expect((await getCart()).body.data.items).toHaveLength(1);

    const again = await api("DELETE", `cart/remove/${photo.id}`, { token: buyer.token });
    expect(again).toMatchObject({ status: 404, body: { success: false, message: "This prompt is not in your cart." } });
  });

  it("clears the whole cart, and clearing an empty cart is fine", async () => {
    await add(photo);
    await add(essay);
    const cleared = await api("DELETE", "cart/clear", { token: buyer.token });
    expect(cleared).toMatchObject({ status: 200, body: { success: true, message: "Cart cleared." } });
    expect((await getCart()).body.data.items).toEqual([]);
    expect((await api("DELETE", "cart/clear", { token: buyer.token })).status).toBe(200);
  });
});

describe("POST cart/checkout", () => {
  it("refuses an empty cart with 400", async () => {
    const { status, body } = await api("POST", "cart/checkout", { token: buyer.token });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Your cart is empty." });
  });

  it("answers the provider's page and the payment reference", async () => {
    await add(photo);
    const { status, body } = await api("POST", "cart/checkout", { token: buyer.token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: "Redirecting to payment..." });
    expect(Object.keys(body.data).sort()).toEqual(["authorizationUrl", "reference"]);
    expect(body.data.authorizationUrl).toMatch(new RegExp(`/pay/${body.data.reference}$`));
  });
});

describe("who may use the cart", () => {
  const calls = (id: string): [string, string][] => [
    ["GET", "cart/cart"],
    ["POST", `cart/add/${id}`],
    ["DELETE", `cart/remove/${id}`],
    ["DELETE", "cart/clear"],
    ["POST", "cart/checkout"],
  ];

  it("answers 401 to every cart call without a token", async () => {
    for (const [method, path] of calls(photo.id)) {
      expect(await api(method, path), `${method} ${path}`).toMatchObject({ status: 401, body: { success: false } });
    }
  });

  it("answers 403 to vendors, even for their own prompt, and to admins", async () => {
    const adminToken = await tokenFor(await makeAdmin());
    for (const token of [vendorToken, adminToken]) {
      for (const [method, path] of calls(photo.id)) {
        expect(await api(method, path, { token }), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { success: false },
        });
      }
    }
  });
});
