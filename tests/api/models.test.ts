import { beforeEach, describe, expect, it } from "vitest";
import { defaultModel, listModels, type AiModel } from "~/models/models.server";
import { api, makeAdmin, tokenFor } from "../factories";
import { formOf, makeCategory, promptFields, seedPrompt, signedIn, signedInVendor, type SignedInVendor } from "../factories";

let adminToken: string;
let seller: SignedInVendor;
let categoryId: string;
const model = async (name: string): Promise<AiModel> => (await listModels()).find((row) => row.name === name)!;
const asApi = ({ id, name }: AiModel) => ({ _id: id, name });

beforeEach(async () => {
  adminToken = await tokenFor(await makeAdmin());
  seller = await signedInVendor();
  categoryId = (await makeCategory()).id;
});

describe("the model calls", () => {
  it("lists the models by name for anyone, and for admins in the message field", async () => {
    const { status, body } = await api("GET", "models/get-models");
    expect(status).toBe(200);
    expect(body.data.data).toEqual((await listModels()).map(asApi));
    expect(body.data.data.map((row: { name: string }) => row.name)).toEqual(expect.arrayContaining(["ChatGPT", "Midjourney", "FLUX"]));
    expect((await api("GET", "admin/models", { token: adminToken })).body.message).toEqual((await listModels()).map(asApi));
    expect((await api("GET", "admin/models", { token: seller.token })).status).toBe(403);
  });

  it("lets admins add, rename and delete; a duplicate is 409, a used model cannot go", async () => {
    const created = await api("POST", "admin/create-model", { token: adminToken, json: { name: "  Sora  " } });
    expect(created.status).toBe(201);
    const id = created.body.data.data._id;
    expect(created.body.data.data).toEqual({ _id: id, name: "Sora" });
    expect((await api("POST", "admin/create-model", { token: adminToken, json: { name: "sora" } })).status).toBe(409);
    expect((await api("POST", "admin/create-model", { token: adminToken, json: { name: " " } })).status).toBe(422);
    const renamed = await api("PUT", `admin/update-model/${id}`, { token: adminToken, json: { name: "Sora 2" } });
    expect(renamed.body.data.data).toEqual({ _id: id, name: "Sora 2" });
    await seedPrompt(seller.vendor, categoryId, { modelId: id });
    const used = await api("DELETE", `admin/delete-model/${id}`, { token: adminToken });
    expect(used).toMatchObject({ status: 409, body: { success: false, message: "This model is used by 1 prompt. Its vendors must choose another model first." } });
    const unused = (await api("POST", "admin/create-model", { token: adminToken, json: { name: "Unused" } })).body.data.data._id;
    expect((await api("DELETE", `admin/delete-model/${unused}`, { token: adminToken })).status).toBe(200);
    expect((await listModels()).some((row) => row.id === unused)).toBe(false);
    expect((await api("POST", "admin/create-model", { token: seller.token, json: { name: "X" } })).status).toBe(403);
  });
});

describe("a prompt's model in the prompt calls", () => {
  it("create takes modelId (JSON and multipart) and the payload carries the model like the category", async () => {
    const claude = await model("Claude");
    const json = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(categoryId, { modelId: claude.id }) });
    expect(json.status).toBe(201);
    expect(json.body.data.data.modelId).toEqual(asApi(claude));
    const flux = await model("FLUX");
    const multipart = await api("POST", "prompt/create-prompt", { token: seller.token, body: formOf(promptFields(categoryId, { modelId: flux.id })) });
    expect(multipart.body.data.data.modelId).toEqual(asApi(flux));
  });

  it("create without modelId (the older contract) gets the first model; an unknown one is a 422 field error", async () => {
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(categoryId) });
    expect(status).toBe(201);
    expect(body.data.data.modelId).toEqual(asApi((await defaultModel())!));
    const unknown = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(categoryId, { modelId: "no-such-model" }) });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({ success: false, message: "Choose a model from the list", errors: { modelId: ["Choose a model from the list"] } });
  });

  it("update changes the model when given, keeps it when not, and refuses an unknown one", async () => {
    const prompt = await seedPrompt(seller.vendor, categoryId, { modelId: (await model("Gemini")).id });
    const path = `prompt/update-prompt/${prompt.id}`;
    const changed = await api("PUT", path, { token: seller.token, json: promptFields(categoryId, { modelId: (await model("Midjourney")).id }) });
    expect(changed.body.data.data.modelId).toEqual(asApi(await model("Midjourney")));
    const kept = await api("PUT", path, { token: seller.token, json: promptFields(categoryId, { title: "Still Midjourney" }) });
    expect(kept.body.data.data).toMatchObject({ title: "Still Midjourney", modelId: asApi(await model("Midjourney")) });
    const unknown = await api("PUT", path, { token: seller.token, json: promptFields(categoryId, { modelId: "nope" }) });
    expect(unknown.status).toBe(422);
  });
});

describe("GET prompt/prompts?model=", () => {
  it("filters by model id or name (any case), with the category; an unknown model lists nothing", async () => {
    const dalle = await model("DALL-E");
    const other = (await makeCategory()).id;
    const a = await seedPrompt(seller.vendor, categoryId, { title: "Dalle poster one", modelId: dalle.id, priceUsd: 5 });
    const b = await seedPrompt(seller.vendor, other, { title: "Dalle poster two", modelId: dalle.id, priceUsd: 9 });
    await seedPrompt(seller.vendor, categoryId, { title: "Claude essay", modelId: (await model("Claude")).id });
    const { token } = await signedIn("buyer");
    const list = async (search: string) => (await api("GET", `prompt/prompts?${search}`, { token })).body;
    const byId = await list(`model=${dalle.id}&sort=price_desc`);
    expect(byId.data.map((item: { _id: string }) => item._id)).toEqual([b.id, a.id]);
    expect(byId.data[0].modelId).toEqual(asApi(dalle));
    expect((await list("model=dall-e&sort=price_desc")).data.map((item: { _id: string }) => item._id)).toEqual([b.id, a.id]);
    expect((await list(`model=${dalle.id}&category=${categoryId}`)).data.map((item: { _id: string }) => item._id)).toEqual([a.id]);
    const unknown = await api("GET", "prompt/prompts?model=no-such-model", { token });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toMatchObject({ data: [], total: 0 });
  });
});
