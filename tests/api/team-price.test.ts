import { beforeEach, describe, expect, it } from "vitest";
import type { Category } from "~/models/categories.server";
import { getPrompt } from "~/models/prompts.server";
import { api, formOf, promptApiCast, promptFields, seedPrompt, type SignedIn, type SignedInVendor } from "../factories";

/* A prompt's "Team price" over the API (CONTRACT 14): `teamPriceUsd` in, the effective one out. */

let category: Category;
let seller: SignedInVendor;
let buyer: SignedIn;

beforeEach(async () => {
  ({ category, seller, buyer } = await promptApiCast());
});

const create = (overrides: Record<string, unknown>) =>
  api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(category.id, overrides) });

describe("POST prompt/create-prompt with teamPriceUsd", () => {
  it("stores the vendor's team price and answers it", async () => {
    const { status, body } = await create({ priceUsd: 12.5, teamPriceUsd: 40 });
    expect(status).toBe(201);
    expect(body.data.data).toMatchObject({ priceUsd: 12.5, teamPriceUsd: 40 });
    expect((await getPrompt(body.data.data._id))!.teamPriceCents).toBe(4000);
  });

  it("answers 5 × the price without one (absent, null or an empty form field)", async () => {
    for (const teamPriceUsd of [undefined, null]) {
      const { status, body } = await create({ priceUsd: 12.5, teamPriceUsd });
      expect(status).toBe(201);
      expect(body.data.data.teamPriceUsd).toBe(62.5);
      expect((await getPrompt(body.data.data._id))!.teamPriceCents).toBeNull();
    }
    const form = formOf(promptFields(category.id, { priceUsd: "12.50", teamPriceUsd: "" }));
    const multipart = await api("POST", "prompt/create-prompt", { token: seller.token, body: form });
    expect(multipart.status).toBe(201);
    expect(multipart.body.data.data.teamPriceUsd).toBe(62.5);
  });

  it("refuses a team price below the price with 422 on teamPriceUsd", async () => {
    const { status, body } = await create({ priceUsd: 12.5, teamPriceUsd: 12 });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      success: false,
      message: "Team price must be at least the price ($12.50)",
      errors: { teamPriceUsd: ["Team price must be at least the price ($12.50)"] },
    });
  });

  it("refuses text, three decimals and more than $9999.99 with 422", async () => {
    for (const [teamPriceUsd, message] of [
      ["lots", "Team price must be a number"],
      [20.005, "Team price can have at most 2 decimals"],
      [10000, "Team price must be at most $9999.99"],
    ]) {
      const { status, body } = await create({ teamPriceUsd });
      expect(status).toBe(422);
      expect(body.errors.teamPriceUsd).toEqual([message]);
    }
  });
});

describe("PUT prompt/update-prompt/:id with teamPriceUsd", () => {
  it("sets, then clears the team price; the default follows the price", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id);
    const path = `prompt/update-prompt/${prompt.id}`;
    const set = await api("PUT", path, { token: seller.token, json: promptFields(category.id, { priceUsd: 10, teamPriceUsd: "35.50" }) });
    expect(set.status).toBe(200);
    expect(set.body.data.data).toMatchObject({ priceUsd: 10, teamPriceUsd: 35.5 });

    const cleared = await api("PUT", path, { token: seller.token, json: promptFields(category.id, { priceUsd: 20, teamPriceUsd: null }) });
    expect(cleared.body.data.data).toMatchObject({ priceUsd: 20, teamPriceUsd: 100 });
    expect((await getPrompt(prompt.id))!.teamPriceCents).toBeNull();
  });

  it("refuses a team price below the new price with 422 and changes nothing", async () => {
    const prompt = await seedPrompt(seller.vendor, category.id, { teamPriceUsd: 30 });
    const json = promptFields(category.id, { priceUsd: 40, teamPriceUsd: 30 });
    const { status, body } = await api("PUT", `prompt/update-prompt/${prompt.id}`, { token: seller.token, json });
    expect(status).toBe(422);
    expect(body.errors.teamPriceUsd).toEqual(["Team price must be at least the price ($40.00)"]);
    expect(await getPrompt(prompt.id)).toMatchObject({ priceCents: 1250, teamPriceCents: 3000 });
  });
});

describe("prompt answers carry the effective teamPriceUsd", () => {
  it("in the marketplace list and a single prompt, to anyone", async () => {
    const own = await seedPrompt(seller.vendor, category.id, { title: "Own team price", teamPriceUsd: 30 });
    const byDefault = await seedPrompt(seller.vendor, category.id, { title: "Default team price" });
    const market = await api("GET", "prompt/prompts", { token: buyer.token });
    const listed = Object.fromEntries(market.body.data.map((p: { title: string; teamPriceUsd: number }) => [p.title, p.teamPriceUsd]));
    expect(listed).toMatchObject({ "Own team price": 30, "Default team price": 62.5 });
    for (const token of [buyer.token, undefined]) {
      const single = await api("GET", `prompt/get-single-prompt/${own.id}`, { token });
      expect(single.body.data.data.teamPriceUsd).toBe(30);
    }
    expect((await api("GET", `prompt/get-single-prompt/${byDefault.id}`)).body.data.data.teamPriceUsd).toBe(62.5);
  });
});
