import { beforeEach, describe, expect, it } from "vitest";
import { setPromptStatusByAdmin, type Prompt } from "~/models/prompts.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { buyerAndTwoPrompts, type SignedIn } from "../factories";

let buyer: SignedIn;
let vendorToken: string;
let photo: Prompt;
let essay: Prompt;

beforeEach(async () => {
  ({ buyer, vendorToken, photo, essay } = await buyerAndTwoPrompts());
});

const list = (search = "", token = buyer.token) => api("GET", `favourites${search}`, { token });
const add = (id: string, token = buyer.token) => api("POST", `favourites/${id}`, { token });
const remove = (id: string, token = buyer.token) => api("DELETE", `favourites/${id}`, { token });
const listedIds = async (search = "") => (await list(search)).body.data.map((item: { _id: string }) => item._id);

describe("POST favourites/:promptId", () => {
  it("answers 201 the first time and 200 after, with one favourite", async () => {
    expect(await add(photo.id)).toMatchObject({ status: 201, body: { success: true, message: "Added to favourites", data: { promptId: photo.id, isFavourite: true } } });
    expect(await add(photo.id)).toMatchObject({ status: 200, body: { success: true, message: "Already in your favourites" } });
    expect(await listedIds()).toEqual([photo.id]);
  });

  it("answers 404 for an unknown or unlisted prompt", async () => {
    expect(await add("nope")).toMatchObject({ status: 404, body: { success: false, message: "Prompt not found." } });
    await setPromptStatusByAdmin(essay.id, "inactive");
    expect((await add(essay.id)).status).toBe(404);
    expect(await listedIds()).toEqual([]);
  });
});

describe("DELETE favourites/:promptId", () => {
  it("removes, and answers 200 again when it is already gone", async () => {
    await add(photo.id);
    expect(await remove(photo.id)).toMatchObject({ status: 200, body: { success: true, message: "Removed from favourites", data: { isFavourite: false } } });
    expect(await remove(photo.id)).toMatchObject({ status: 200, body: { success: true, message: "Not in your favourites" } });
    expect(await listedIds()).toEqual([]);
  });

  it("answers 404 for an unknown prompt, and removes an unlisted one", async () => {
    expect(await remove("nope")).toMatchObject({ status: 404, body: { success: false } });
    await add(essay.id);
    await setPromptStatusByAdmin(essay.id, "banned");
    expect((await remove(essay.id)).status).toBe(200);
    await setPromptStatusByAdmin(essay.id, "active");
    expect(await listedIds()).toEqual([]);
  });
});

describe("GET favourites", () => {
  it("pages newest first like other prompt lists, each item marked as a favourite", async () => {
    await add(photo.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await add(essay.id);
    const { status, body } = await list("?limit=1");
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, total: 2, totalExact: true, page: 1, limit: 1 });
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ _id: essay.id, title: "Essay outliner", priceUsd: 9.99, isFavourite: true });
    expect(body.data[0].content).toBeUndefined();
    expect(await listedIds("?limit=1&page=2")).toEqual([photo.id]);
  });

  it("leaves out a favourite that is no longer listed", async () => {
    await add(photo.id);
    await add(essay.id);
    await setPromptStatusByAdmin(photo.id, "banned");
    expect(await listedIds()).toEqual([essay.id]);
  });

  it("answers 422 for Min above Max, as the catalogue does", async () => {
    expect((await list("?minPrice=20&maxPrice=10")).status).toBe(422);
  });
});

describe("isFavourite on prompt payloads", () => {
  it("is on the marketplace list and the single prompt for a signed-in buyer only", async () => {
    await add(photo.id);
    const page = await api("GET", "prompt/prompts?limit=100", { token: buyer.token });
    const flags = Object.fromEntries(page.body.data.map((item: { _id: string; isFavourite: boolean }) => [item._id, item.isFavourite]));
    expect(flags).toMatchObject({ [photo.id]: true, [essay.id]: false });
    expect((await api("GET", `prompt/get-single-prompt/${photo.id}`, { token: buyer.token })).body.data.data.isFavourite).toBe(true);
    expect((await api("GET", `prompt/get-single-prompt/${essay.id}`, { token: buyer.token })).body.data.data.isFavourite).toBe(false);
    const anonymous = await api("GET", `prompt/get-single-prompt/${photo.id}`);
    expect(anonymous.body.data.data).not.toHaveProperty("isFavourite");
    const asVendor = await api("GET", "prompt/prompts", { token: vendorToken });
    expect(asVendor.body.data[0]).not.toHaveProperty("isFavourite");
  });
});

describe("who may call", () => {
  const calls = () => [
    ["GET", "favourites"],
    ["POST", `favourites/${photo.id}`],
    ["DELETE", `favourites/${photo.id}`],
  ] as const;

  it("answers 401 without a token", async () => {
    for (const [method, path] of calls()) {
      expect(await api(method, path), `${method} ${path}`).toMatchObject({ status: 401, body: { success: false } });
    }
  });

  it("answers 403 to vendors and admins", async () => {
    const adminToken = await tokenFor(await makeAdmin());
    for (const token of [vendorToken, adminToken]) {
      for (const [method, path] of calls()) {
        expect(await api(method, path, { token }), `${method} ${path}`).toMatchObject({ status: 403, body: { success: false } });
      }
    }
  });
});
