import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { env, type AiSettings } from "~/env.server";
import { getPrompt } from "~/models/prompts.server";
import { EXAMPLE_VALUES_REQUIRED } from "~/models/preview-mode";
import { PREVIEW_MODELS_REQUIRED } from "~/schemas/prompt";
import * as editPrompt from "~/routes/vendor.prompts.$id.edit";
import * as newPrompt from "~/routes/vendor.prompts.new";
import { cookieFor, formOf, makeCategory, makePrompt, makeVendor } from "../factories";

/** "Live preview", "Example values" and "Preview models" on the vendor's prompt form (CONTRACT 13, 17). */

const MODELS = [
  { id: "llama3.2", kind: "text" as const },
  { id: "flux", kind: "image" as const },
];
let unset: AiSettings;

beforeAll(() => {
  unset = { ...env().AI };
});
afterEach(() => {
  Object.assign(env().AI, unset);
});
const aiOn = () => Object.assign(env().AI, { baseUrl: "http://127.0.0.1:9/v1", models: MODELS });

async function vendorCookie() {
  const seller = await makeVendor();
  return { ...seller, cookie: await cookieFor(seller.user) };
}

const typed = (categoryId: string) => ({
  title: "A typed title",
  description: "A typed description of the prompt.",
  categoryId,
  priceUsd: "12",
  tags: "email",
  content: "Write a poem about [TOPIC] in four lines.",
});

describe("the prompt form's live preview fields", () => {
  test("AI off: no model choices (the form says live preview needs AI_BASE_URL)", async () => {
    const { cookie } = await vendorCookie();
    const request = new Request("http://localhost/vendor/prompts/new", { headers: { Cookie: cookie } });
    const data = (await newPrompt.loader({ request, params: {}, context: {} })) as any;
    expect(data.previewChoices).toBeNull();
  });

  test("AI on: every AI_MODELS entry with its kind is a choice", async () => {
    aiOn();
    const { cookie } = await vendorCookie();
    const request = new Request("http://localhost/vendor/prompts/new", { headers: { Cookie: cookie } });
    const data = (await newPrompt.loader({ request, params: {}, context: {} })) as any;
    expect(data.previewChoices).toEqual(MODELS);
  });

  test("the edit dialog pre-fills the mode, the example values and the models from the prompt row", async () => {
    aiOn();
    const { vendor, cookie } = await vendorCookie();
    const examples = [{ TOPIC: "autumn rain" }];
    const prompt = await makePrompt(vendor, undefined, { content: "Write a poem about [TOPIC] in four lines.", previewMode: "examples", previewExamples: examples, previewModels: ["flux"] });
    const request = new Request(`http://localhost/vendor/prompts/${prompt.id}/edit`, { headers: { Cookie: cookie } });
    const data = (await editPrompt.loader({ request, params: { id: prompt.id }, context: {} })) as any;
    expect(data.values).toMatchObject({ previewMode: "examples", previewExamples: examples, previewModels: ["flux"] });
    expect(data.previewChoices).toEqual(MODELS);
  });

  test("a post of the edit form saves the mode, the example sets (blank ones dropped) and the models", async () => {
    aiOn();
    const { vendor, cookie } = await vendorCookie();
    const category = await makeCategory();
    const prompt = await makePrompt(vendor, category);
    const body = formOf({
      ...typed(category.id),
      previewMode: "examples",
      "previewExamples[0].TOPIC": " autumn rain ",
      "previewExamples[1].TOPIC": "",
      "previewExamples[2].TOPIC": "a lighthouse",
      previewModels: ["llama3.2", "flux"],
    });
    const request = new Request(`http://localhost/vendor/prompts/${prompt.id}/edit`, { method: "POST", headers: { Cookie: cookie }, body });
    const reply = await editPrompt.action({ request, params: { id: prompt.id }, context: {} });
    expect(reply).toBeInstanceOf(Response);
    expect(await getPrompt(prompt.id)).toMatchObject({
      previewMode: "examples",
      previewExamples: [{ TOPIC: "autumn rain" }, { TOPIC: "a lighthouse" }],
      previewModels: ["llama3.2", "flux"],
    });
  });

  test("examples mode with variables and no example values: the field's error naming Example values, nothing saved", async () => {
    aiOn();
    const { vendor, cookie } = await vendorCookie();
    const category = await makeCategory();
    const prompt = await makePrompt(vendor, category);
    const body = formOf({ ...typed(category.id), previewMode: "examples", previewModels: ["llama3.2"] });
    const request = new Request(`http://localhost/vendor/prompts/${prompt.id}/edit`, { method: "POST", headers: { Cookie: cookie }, body });
    const reply = (await editPrompt.action({ request, params: { id: prompt.id }, context: {} })) as any;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toMatchObject({ previewExamples: [EXAMPLE_VALUES_REQUIRED] });
    expect(EXAMPLE_VALUES_REQUIRED).toContain('"Example values"');
    expect(await getPrompt(prompt.id)).toMatchObject({ previewMode: "off" });
    // A set that leaves a variable blank names it.
    const partial = formOf({ ...typed(category.id), content: "Write a poem about [TOPIC] for [READER].", previewMode: "examples", "previewExamples[0].TOPIC": "rain", previewModels: ["llama3.2"] });
    const refused = (await editPrompt.action({ request: new Request(request.url, { method: "POST", headers: { Cookie: cookie }, body: partial }), params: { id: prompt.id }, context: {} })) as any;
    expect(refused.data.error).toMatchObject({ "previewExamples[0].READER": ["Enter an example value for READER"] });
  });

  test("a create post with live preview allowed and no model: the field's error, nothing saved", async () => {
    aiOn();
    const { cookie } = await vendorCookie();
    const category = await makeCategory();
    const body = formOf({ ...typed(category.id), previewMode: "open" });
    const request = new Request("http://localhost/vendor/prompts/new", { method: "POST", headers: { Cookie: cookie }, body });
    const reply = (await newPrompt.action({ request, params: {}, context: {} })) as any;
    expect(reply.init?.status).toBe(400);
    expect(reply.data.error).toMatchObject({ previewModels: [PREVIEW_MODELS_REQUIRED] });
  });
});
