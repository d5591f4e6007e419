import { afterAll, afterEach, describe, expect, test } from "vitest";
import { startFakeAi } from "../support/fake-ai";

// env() is read once per module instance: point AI_BASE_URL at the fake provider before the app loads.
const fake = await startFakeAi();
process.env.AI_BASE_URL = fake.url;
process.env.AI_MODELS = "llama3.2,echo,sdxl:image";

const fs = await import("node:fs");
const { eq } = await import("drizzle-orm");
const { db, firstRow } = await import("~/db/client.server");
const { prompts } = await import("~/db/tables.server");
const { OUTPUT_NOT_CACHED, SAVE_EXAMPLE_NOT_OWNER } = await import("~/models/ai/preview-examples.server");
const { listExamples } = await import("~/models/prompt-examples.server");
const { setSetting } = await import("~/models/settings.server");
const { uploadPath } = await import("~/models/uploads.server");
const { EXAMPLES_LIMIT_ERROR } = await import("~/schemas/prompt-examples");
const buyerPage = await import("~/routes/home.prompt.$id");
const vendorPage = await import("~/routes/vendor.prompt.$id");
const { api, cookieFor, formOf, makeBuyer, makeCategory, makePrompt, makeVendor, tokenFor } = await import("../factories");

/** "Save as example output" (CONTRACT 13): the vendor keeps an output of its own live preview, read again from today's cache. */

const CONTENT = "You are a launch copywriter.\nWrite three subject lines for [PRODUCT] aimed at [AUDIENCE].";
const VALUES = { PRODUCT: "Nimbus", AUDIENCE: "students" };
const FORM_VALUES = { "values.PRODUCT": "Nimbus", "values.AUDIENCE": "students" };

const seller = await makeVendor();
const sellerToken = await tokenFor(seller.user);
afterEach(async () => {
  fake.reset();
  await setSetting("reviewNewPrompts", false);
});
afterAll(() => fake.close());

/** The vendor's own prompt; it needs no "Allow live preview" for its vendor. */
const ownPrompt = async (overrides: Record<string, unknown> = {}) => makePrompt(seller.vendor, await makeCategory(), { content: CONTENT, ...overrides });

type Page = { action: (typeof vendorPage)["action"] };

/** The prompt's page action as `user`, on the buyer's or the vendor's page. */
async function post(user: { id: string }, route: Page, id: string, fields: Record<string, unknown>) {
  const url = `http://localhost/${route === buyerPage ? "home" : "vendor"}/prompt/${id}`;
  const request = new Request(url, { method: "POST", headers: { Cookie: await cookieFor(user) }, body: formOf(fields) });
  const reply = (await route.action({ request, params: { id }, context: {} })) as any;
  if (reply instanceof Response) return { status: reply.status, location: reply.headers.get("Location"), data: null };
  return { status: reply.init?.status ?? 200, location: null, data: reply.data };
}

const runPreview = (id: string, models: string[]) => post(seller.user, vendorPage, id, { intent: "preview", example: "own", ...FORM_VALUES, models });
const saveExample = (user: { id: string }, route: Page, id: string, model: string, values = FORM_VALUES) =>
  post(user, route, id, { intent: "save-example", model, ...values });

describe("Save as example output", () => {
  test("the vendor saves a text output from today's cache, not the text its browser sends, and the provider is not asked again", async () => {
    const { id } = await ownPrompt();
    const run = await runPreview(id, ["llama3.2"]);
    const output = run.data.preview.outputs[0].text as string;
    expect(output).toMatch(/^Fake answer from llama3\.2/);
    const calls = fake.requests.length;

    const saved = await post(seller.user, vendorPage, id, { intent: "save-example", model: "llama3.2", ...FORM_VALUES, text: "Forged text" });
    expect(saved).toMatchObject({ status: 302, location: `/vendor/prompt/${id}#examples-heading` });
    expect(await listExamples(id)).toEqual([{ position: 1, kind: "text", image: null, text: output }]);
    expect(fake.requests.length).toBe(calls);
  });

  test("an image output becomes an image example with a file of its own (API, 201)", async () => {
    const { id } = await ownPrompt({ exampleText1: "A subject line written by hand." });
    await runPreview(id, ["sdxl"]);
    const { status, body } = await api("POST", `ai/preview/${id}/example`, { token: sellerToken, json: { values: VALUES, model: "sdxl" } });
    expect(status).toBe(201);
    expect(body.data.example).toEqual({ position: 2, kind: "image", imageUrl: expect.stringMatching(/^\/uploads\/.+\.webp$/) });
    const image = (await listExamples(id))[1]!.image!;
    expect(fs.existsSync(uploadPath(image)!)).toBe(true);
  });

  test("an output that is not in today's cache (other values, or never run) is refused with a message, and nothing is stored", async () => {
    const { id } = await ownPrompt();
    await runPreview(id, ["llama3.2"]);
    const other = await saveExample(seller.user, vendorPage, id, "llama3.2", { ...FORM_VALUES, "values.PRODUCT": "Cirrus" });
    expect(other).toMatchObject({ status: 409, data: { saveExample: { model: "llama3.2", error: OUTPUT_NOT_CACHED } } });
    const neverRun = await api("POST", `ai/preview/${id}/example`, { token: sellerToken, json: { values: VALUES, model: "echo" } });
    expect(neverRun).toMatchObject({ status: 409, body: { success: false, message: OUTPUT_NOT_CACHED } });
    expect(await listExamples(id)).toEqual([]);
  });

  test("a missing value is a 422 naming the variable", async () => {
    const { id } = await ownPrompt();
    const { status, body } = await api("POST", `ai/preview/${id}/example`, { token: sellerToken, json: { values: { PRODUCT: "Nimbus" }, model: "llama3.2" } });
    expect(status).toBe(422);
    expect(body.message).toBe("Enter a value for AUDIENCE");
  });

  test("only the prompt's vendor: a buyer and another vendor are refused, even for an output in the cache", async () => {
    const { id } = await ownPrompt({ previewMode: "open", previewModels: ["llama3.2"] });
    await runPreview(id, ["llama3.2"]);
    const buyer = await makeBuyer();
    expect(await saveExample(buyer, buyerPage, id, "llama3.2")).toMatchObject({ status: 403, data: { saveExample: { error: SAVE_EXAMPLE_NOT_OWNER } } });
    expect((await api("POST", `ai/preview/${id}/example`, { token: await tokenFor(buyer), json: { values: VALUES, model: "llama3.2" } })).status).toBe(403);
    const other = await makeVendor({ storeName: "Another Store" });
    expect((await saveExample(other.user, vendorPage, id, "llama3.2")).status).toBe(403);
    expect((await api("POST", `ai/preview/${id}/example`, { token: await tokenFor(other.user), json: { values: VALUES, model: "llama3.2" } })).status).toBe(403);
    expect(await listExamples(id)).toEqual([]);
  });

  test("a prompt with 4 example outputs keeps them: the limit's message", async () => {
    const texts = { exampleText1: "One.", exampleText2: "Two.", exampleText3: "Three.", exampleText4: "Four." };
    const { id } = await ownPrompt(texts);
    await runPreview(id, ["llama3.2"]);
    const full = await saveExample(seller.user, vendorPage, id, "llama3.2");
    expect(full).toMatchObject({ status: 422, data: { saveExample: { error: EXAMPLES_LIMIT_ERROR } } });
    expect((await listExamples(id)).map((example) => example.text)).toEqual(Object.values(texts));
  });

  test("saving the same output twice keeps one example", async () => {
    const { id } = await ownPrompt();
    await runPreview(id, ["llama3.2"]);
    await saveExample(seller.user, vendorPage, id, "llama3.2");
    expect((await saveExample(seller.user, vendorPage, id, "llama3.2")).status).toBe(302);
    expect(await listExamples(id)).toHaveLength(1);
  });

  test("with review of new prompts on, a saved example sends the prompt to review like an edit", async () => {
    const { id } = await ownPrompt();
    await runPreview(id, ["llama3.2"]);
    await setSetting("reviewNewPrompts", true);
    await saveExample(seller.user, vendorPage, id, "llama3.2");
    expect(await firstRow(db.select({ moderation: prompts.moderation }).from(prompts).where(eq(prompts.id, id)).limit(1))).toEqual({ moderation: "pending" });
  });
});
