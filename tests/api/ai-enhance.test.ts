import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { env, type AiSettings } from "~/env.server";
import { NOTICE_FAILED } from "~/models/ai/enhance.server";
import { FILL_IN_REFUSED } from "~/models/ai/fill-in";
import { MAX_ENHANCE_LENGTH } from "~/schemas/enhance";
import { api, cookieFor, formOf, makeAdmin, makeCategory, makeUser, makeVendor, promptFields, seedPrompt, signedInVendor, tokenFor } from "../factories";
import { startFakeAi, type FakeAi } from "../support/fake-ai";
import { rawGet } from "../support/raw-sql";

const SECRET = "the recipe for invisible ink muffins";
const PROMPT = `Write ${SECRET}.`;

let fake: FakeAi;
let unset: AiSettings;

/** The server's AI settings for one test (env() is read once per process). */
function useAi(changes: Partial<AiSettings>) {
  Object.assign(env().AI, changes);
}

beforeAll(async () => {
  fake = await startFakeAi();
  unset = { ...env().AI };
});
afterEach(() => {
  Object.assign(env().AI, unset);
  fake.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => fake.close());

describe("POST ai/enhance", () => {
  test("any signed-in user gets the rules' answer when AI is not configured", async () => {
    expect(env().AI.baseUrl).toBeUndefined();
    for (const user of [await makeUser("buyer"), await makeUser("vendor"), await makeAdmin()]) {
      const { status, body } = await api("POST", "ai/enhance", { token: await tokenFor(user), json: { prompt: "Write a poem about [TOPIC]." } });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(Object.keys(body.data).sort()).toEqual(["checks", "improved", "score", "source"]);
      expect(body.data.source).toBe("rules");
      expect(body.data.checks).toHaveLength(7);
      expect(body.data.checks[0]).toEqual({ id: "role", label: "Role", passed: false, advice: expect.any(String) });
      expect(body.data.improved).toContain("[TOPIC]");
    }
  });

  test("with a provider: the model's rewrite, named", async () => {
    useAi({ baseUrl: fake.url, models: [{ id: "llama3.2", kind: "text" }] });
    const { status, body } = await api("POST", "ai/enhance", { token: await tokenFor(await makeUser("buyer")), json: { prompt: PROMPT } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ source: "model", model: "llama3.2", improved: expect.stringMatching(/^Fake answer from llama3\.2/) });
  });

  test.each([
    ["broken", 5000],
    ["slow", 200],
  ])("a provider that fails (%s): 200 with the rules' answer and a notice, nothing of the prompt logged", async (model, timeoutMs) => {
    useAi({ baseUrl: fake.url, models: [{ id: model, kind: "text" }], timeoutMs });
    const token = await tokenFor(await makeUser("buyer"));
    vi.stubEnv("LOG_LEVEL", "debug");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const { status, body } = await api("POST", "ai/enhance", { token, json: { prompt: PROMPT } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ source: "rules", notice: NOTICE_FAILED });
    expect(body.data.model).toBeUndefined();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain("invisible ink");
  });

  test.each([
    ["missing", {}],
    ["empty", { prompt: "" }],
    ["blank", { prompt: "   \n " }],
    ["not text", { prompt: 42 }],
    ["too long", { prompt: "x".repeat(MAX_ENHANCE_LENGTH + 1) }],
  ])("a prompt %s: 422 naming the field prompt", async (_case, json) => {
    const { status, body } = await api("POST", "ai/enhance", { token: await tokenFor(await makeUser("buyer")), json });
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toEqual(["prompt"]);
  });

  test("a prompt of exactly the longest length is taken", async () => {
    const { status } = await api("POST", "ai/enhance", { token: await tokenFor(await makeUser("buyer")), json: { prompt: "x".repeat(MAX_ENHANCE_LENGTH) } });
    expect(status).toBe(200);
  });

  test("signed out: 401", async () => {
    expect((await api("POST", "ai/enhance", { json: { prompt: PROMPT } })).status).toBe(401);
  });
});

describe("the vendor's prompt form: Enhance and Use this version save nothing", () => {
  const typed = { title: "A typed title", description: "A typed description of the prompt.", priceUsd: "12", tags: "email", content: "Write a poem about [TOPIC]." };

  async function post(fields: Record<string, string>) {
    const cookie = await cookieFor((await makeVendor()).user);
    const request = new Request("http://localhost/vendor/prompts/new", { method: "POST", headers: { Cookie: cookie }, body: formOf(fields) });
    const { action } = await import("~/routes/vendor.prompts.new");
    return (await action({ request, params: {}, context: {} })) as any;
  }
  const prompts = async () => await rawGet("select count(*) as n from prompts");

  test("Enhance answers the form as typed with the enhancer's answer for Content", async () => {
    const before = await prompts();
    const reply = await post({ ...typed, intent: "enhance" });
    expect(reply.initialValue).toMatchObject(typed);
    expect(reply.initialValue.intent).toBeUndefined();
    expect(reply.enhancer.original).toBe(typed.content);
    expect(reply.enhancer.enhancement).toMatchObject({ source: "rules", improved: expect.stringContaining("[TOPIC]") });
    expect(await prompts()).toEqual(before);
  });

  test("Enhance with an empty Content: the field's message, nothing saved", async () => {
    const reply = await post({ ...typed, content: " ", intent: "enhance" });
    expect(reply.enhancer).toEqual({ error: "Write a prompt to enhance" });
  });

  test("Use this version answers the form with Content replaced", async () => {
    const before = await prompts();
    const reply = await post({ ...typed, intent: "use-enhanced", enhanced: "## Task\nWrite a poem about [TOPIC]." });
    // Multipart sends line breaks as CRLF, as a browser does.
    expect({ ...reply.initialValue, content: reply.initialValue.content.replace(/\r\n/g, "\n") }).toEqual({ ...typed, content: "## Task\nWrite a poem about [TOPIC]." });
    expect(reply.enhancer).toBeUndefined();
    // Without JavaScript the page says Content changed (the live region's words with it).
    expect(reply.enhancerUsed).toBe(true);
    expect(await prompts()).toEqual(before);
  });

  test("the rules' rewrite, used as it is, is refused on Create: its placeholders are marked for the vendor to fill in", async () => {
    const enhanced = await post({ ...typed, content: "write a tweet about [TOPIC]", intent: "enhance" });
    const improved: string = enhanced.enhancer.enhancement.improved;
    expect(improved).toContain("<<fill in: ");
    const before = await prompts();
    const refused = await post({ ...typed, content: improved, categoryId: (await makeCategory()).id });
    expect(refused.init.status).toBe(400);
    expect(refused.data.error).toMatchObject({ content: [FILL_IN_REFUSED] });
    expect(await prompts()).toEqual(before);
  });
});

describe("a marked placeholder is never saved through the API either", () => {
  const marked = "You are <<fill in: who the model should be>>. Write a tweet about [TOPIC] for our bakery's followers.";

  test("create: 422 naming content", async () => {
    const seller = await signedInVendor();
    const category = await makeCategory();
    const { status, body } = await api("POST", "prompt/create-prompt", { token: seller.token, json: promptFields(category.id, { content: marked }) });
    expect(status).toBe(422);
    expect(body.errors.content).toEqual(expect.arrayContaining([FILL_IN_REFUSED]));
  });

  test("update: 422 naming content, the stored content unchanged", async () => {
    const seller = await signedInVendor();
    const category = await makeCategory();
    const prompt = await seedPrompt(seller.vendor, category.id);
    const json = promptFields(category.id, { content: `${prompt.content} <<fill in: a tone>>` });
    const { status, body } = await api("PUT", `prompt/update-prompt/${prompt.id}`, { token: seller.token, json });
    expect(status).toBe(422);
    expect(body.errors.content).toEqual(expect.arrayContaining([FILL_IN_REFUSED]));
    const stored = await api("GET", `prompt/get-single-prompt/${prompt.id}`, { token: seller.token });
    expect(stored.body.data.data.content).toBe(prompt.content);
  });
});
