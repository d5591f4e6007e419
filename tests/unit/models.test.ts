import { describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import { searchMarketplace } from "~/models/catalogue.server";
import { AppError } from "~/utils/app-error";
import { createModel, defaultModel, deleteModel, getModel, listModels, modelUsage, renameModel, type AiModel } from "~/models/models.server";
import { createPrompt, updatePrompt, type Prompt } from "~/models/prompts.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { PromptSchema } from "~/schemas/prompt";
import { makeCategory, makePrompt, makeVendor } from "../factories";
import { databaseBeforeMigration } from "../support/database-before-migration";
import { onPostgres } from "../support/engine";

const SEEDED = ["ChatGPT", "Claude", "DALL-E", "FLUX", "Gemini", "Midjourney", "Stable Diffusion"];
const DUPLICATE = "A model with this name already exists";
const query = (search: string) => parseCatalogueQuery(new URLSearchParams(search));
const modelNamed = async (name: string) => (await listModels()).find((model) => model.name === name)!;

/** The AppError `run` throws (status and message), or a failure if it throws nothing. */
async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string; field?: string }> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, message: error.message, ...(error.field && { field: error.field }) };
  }
  throw new Error("expected an AppError");
}

describe("the model list", () => {
  test("the migration seeds the usual tools, listed by name whatever the case; the first is the default", async () => {
    const names = (await listModels()).map((model) => model.name);
    expect(names).toEqual(expect.arrayContaining(SEEDED));
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await defaultModel())?.name).toBe(names[0]);
  });

  test("add trims, and names are unique whatever their case", async () => {
    const model = await createModel("  Llama  ");
    expect(model.name).toBe("Llama");
    expect((await getModel(model.id))?.name).toBe("Llama");
    expect(await refusal(() => createModel("LLAMA"))).toEqual({ status: 409, message: DUPLICATE, field: "name" });
    expect(await refusal(() => createModel("chatgpt"))).toEqual({ status: 409, message: DUPLICATE, field: "name" });
  });

  test("rename keeps the id and refuses another model's name", async () => {
    const model = await createModel("Mistral");
    expect(await renameModel(model.id, " Mistral Large ")).toMatchObject({ id: model.id, name: "Mistral Large" });
    expect(await refusal(() => renameModel(model.id, "claude"))).toEqual({ status: 409, message: DUPLICATE, field: "name" });
    expect((await refusal(() => renameModel("no-such-id", "Anything"))).status).toBe(404);
  });

  test("a model that prompts use cannot be deleted; an unused one can", async () => {
    const model = await createModel("Grok");
    const { vendor } = await makeVendor();
    const prompt = await makePrompt(vendor, await makeCategory("Models in use"));
    await updatePrompt(vendor, prompt.id, PromptSchema.parse({ ...promptInput(prompt.categoryId), modelId: model.id }));
    expect(await modelUsage(model.id)).toEqual({ total: 1, capped: false });
    expect(await refusal(() => deleteModel(model.id))).toEqual({
      status: 409,
      message: "This model is used by 1 prompt. Its vendors must choose another model first.",
    });
    expect(await getModel(model.id)).toBeDefined();
    const unused = await createModel("Unused tool");
    await deleteModel(unused.id);
    expect(await getModel(unused.id)).toBeUndefined();
    expect((await refusal(() => deleteModel(unused.id))).status).toBe(404);
  });
});

function promptInput(categoryId: string, overrides: Record<string, unknown> = {}) {
  return {
    title: "A prompt for a model",
    description: "Describes what the prompt does for the tool it was written for.",
    categoryId,
    priceUsd: 10,
    content: "You are an expert. Do the thing step by step and explain each one.",
    tags: [],
    ...overrides,
  };
}

describe("a prompt's model", () => {
  test("is the chosen one, the first model when none is given, and an unknown one is a field error", async () => {
    const { vendor } = await makeVendor({ name: "Mo Model" });
    const category = await makeCategory("Model choice");
    const claude = await modelNamed("Claude");
    const chosen = await createPrompt(vendor, PromptSchema.parse(promptInput(category.id, { modelId: claude.id })));
    expect(chosen.modelId).toBe(claude.id);
    const defaulted = await createPrompt(vendor, PromptSchema.parse(promptInput(category.id)));
    expect(defaulted.modelId).toBe((await defaultModel())!.id);
    await expect(createPrompt(vendor, PromptSchema.parse(promptInput(category.id, { modelId: "nope" })))).rejects.toMatchObject({
      status: 422,
      field: "modelId",
    });
    // An edit without a model keeps the prompt's own.
    const edited = await updatePrompt(vendor, chosen.id, PromptSchema.parse(promptInput(category.id, { title: "Edited title" })));
    expect(edited.modelId).toBe(claude.id);
  });

  test("a row inserted without one (an older code path) gets the first model", async () => {
    const { vendor } = await makeVendor({ name: "Old Path" });
    const category = await makeCategory("Old rows");
    const row = { id: "raw-row", vendorId: vendor.id, categoryId: category.id, title: "t", description: "d", shortDescription: "s", content: "c", priceCents: 100 };
    await db.insert(prompts).values(row);
    const stored = await firstRow(db.select({ modelId: prompts.modelId }).from(prompts).where(eq(prompts.id, row.id)).limit(1));
    expect(stored?.modelId).toBe((await defaultModel())!.id);
  });
});

describe("the marketplace's Model filter", () => {
  const titles = async (search: string) => (await searchMarketplace(query(search))).items.map((item) => item.title);
  let flux: AiModel;
  let textFlux: Prompt;

  test("by id or name, with a category and under each sort; an unknown model lists nothing", async () => {
    const { vendor } = await makeVendor({ name: "Filter Store" });
    const art = await makeCategory("Filter art");
    const text = await makeCategory("Filter text");
    flux = await modelNamed("FLUX");
    const gemini = await modelNamed("Gemini");
    const make = (title: string, categoryId: string, modelId: string, priceUsd: number) =>
      createPrompt(vendor, PromptSchema.parse(promptInput(categoryId, { title, modelId, priceUsd })));
    const cheapFlux = await make("Cheap flux poster", art.id, flux.id, 5);
    const dearFlux = await make("Dear flux poster", art.id, flux.id, 50);
    textFlux = await make("Flux caption text", text.id, flux.id, 20);
    await make("Gemini art prompt", art.id, gemini.id, 30);

    expect(await titles(`model=${flux.id}&sort=price_asc`)).toEqual([cheapFlux.title, textFlux.title, dearFlux.title]);
    expect(await titles(`model=${flux.id}&category=${art.id}&sort=price_desc`)).toEqual([dearFlux.title, cheapFlux.title]);
    expect(await titles("model=flux&sort=price_asc")).toEqual(await titles(`model=${flux.id}&sort=price_asc`));
    expect(await titles(`model=${gemini.id}&category=${art.id}`)).toEqual(["Gemini art prompt"]);
    for (const sort of ["newest", "rating", "best_selling"]) {
      expect((await titles(`model=${flux.id}&sort=${sort}`)).sort()).toEqual([cheapFlux.title, dearFlux.title, textFlux.title].sort());
    }
    expect(await searchMarketplace(query("model=no-such-model"))).toMatchObject({ items: [], total: 0 });
  });

  // Full-text search on PostgreSQL is issue 28's point 2, not built yet.
  test.skipIf(onPostgres)("with a search too: the card names its model", async () => {
    const card = (await searchMarketplace(query(`model=${flux.id}&q=caption`))).items[0]!;
    expect(card).toMatchObject({ title: textFlux.title, modelId: flux.id, modelName: "FLUX" });
  });
});

describe("drizzle/0012 on an existing database", () => {
  test("seeds the models and gives every existing prompt one: image prompts Midjourney, the rest ChatGPT", () => {
    const { sqlite, migrateRest, close } = databaseBeforeMigration((tag) => tag.endsWith("_ai_models"));
    try {
      sqlite.exec(`
        insert into users (id, email, name, country, role, password_hash, created_at, updated_at) values ('u', 'v@x.io', 'V', 'Kenya', 'vendor', 'h', 0, 0);
        insert into vendors (id, user_id, store_name, bio, created_at, updated_at) values ('v', 'u', 'S', 'B', 0, 0);
        insert into categories (id, name, created_at) values ('img', 'Image Generation', 0), ('wri', 'Writing', 0);
        insert into prompts (id, vendor_id, category_id, title, description, short_description, content, price_cents, created_at, updated_at)
          values ('p1', 'v', 'img', 'Poster', 'd', 's', 'c', 100, 0, 0), ('p2', 'v', 'wri', 'Essay', 'd', 's', 'c', 100, 0, 0);`);
      migrateRest();
      const rows = sqlite.prepare("select p.id, m.name from prompts p join models m on m.id = p.model_id order by p.id").all();
      expect(rows).toEqual([{ id: "p1", name: "Midjourney" }, { id: "p2", name: "ChatGPT" }]);
      const names = sqlite.prepare("select name from models order by name").pluck().all();
      expect(names).toEqual(SEEDED);
      // The search triggers and the listing indexes survive (no table rebuild).
      const triggers = sqlite.prepare("select name from sqlite_master where type = 'trigger' and tbl_name = 'prompts'").pluck().all();
      expect(triggers).toEqual(expect.arrayContaining(["prompts_fts_ai", "prompts_fts_au", "prompts_fts_ad", "prompts_store_open_ai"]));
      expect(sqlite.prepare("select rowid from prompts_fts where prompts_fts match 'poster'").pluck().all()).toHaveLength(1);
    } finally {
      close();
    }
  });
});
