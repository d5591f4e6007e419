import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { startFakeAi } from "../support/fake-ai";

// env() is read once per module instance: point AI_BASE_URL at the fake provider before the app loads.
const fake = await startFakeAi({ slowMs: 2000 });
process.env.AI_BASE_URL = fake.url;
process.env.AI_API_KEY = "sk-preview-test-key";
process.env.AI_MODELS = "llama3.2,echo,qwen-coder:code,sdxl:image,slow,broken";
process.env.AI_TIMEOUT_MS = "1200"; // past "broken"'s two retries (750 ms of pauses), short of "slow"
process.env.AI_PREVIEWS_PER_DAY = "3";

const { count, eq } = await import("drizzle-orm");
const { db, firstRow } = await import("~/db/client.server");
const { aiPreviewRuns, aiUsage } = await import("~/db/tables.server");
const { env } = await import("~/env.server");
const { aiStateToday } = await import("~/models/ai/budget.server");
const { fillIn, runPreview } = await import("~/models/ai/preview.server");
const { loader: uploadLoader } = await import("~/routes/uploads.$");
const { loader: imageLoader } = await import("~/routes/ai.preview-images.$key");
const { api, makeAdmin, makeCategory, makePrompt, makeVendor, promptFields, signedIn, tokenFor } = await import("../factories");

/** The vendor's words: 12+ in a row with no variable, so an echo repeats them. */
const SECRET = "You are a senior launch copywriter who writes for quiet premium consumer brands and never uses exclamation marks";
const CONTENT = `${SECRET}.\nWrite three subject lines for [PRODUCT, e.g. a notebook app] aimed at [AUDIENCE].`;
const VALUES = { PRODUCT: "Nimbus", AUDIENCE: "students" };

let buyer: Awaited<ReturnType<typeof signedIn>>;
let vendor: Awaited<ReturnType<typeof makeVendor>>;
let vendorToken: string;
let promptId: string;

const preview = (id: string, body: unknown, token = buyer.token) => api("POST", `ai/preview/${id}`, { token, json: body });
const usageRows = async () => (await firstRow(db.select({ n: count() }).from(aiUsage).limit(1)))!.n;

beforeAll(async () => {
  buyer = await signedIn("buyer");
  vendor = await makeVendor();
  vendorToken = await tokenFor(vendor.user);
  const prompt = await makePrompt(vendor.vendor, await makeCategory(), {
    content: CONTENT,
    previewMode: "open",
    previewModels: ["llama3.2", "echo", "qwen-coder", "sdxl", "slow", "broken"],
  });
  promptId = prompt.id;
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
afterAll(() => fake.close());

/** A new prompt of the vendor's where buyers may type values, so each test starts with its own limits and cache. */
async function freshPrompt(overrides: Record<string, unknown> = {}) {
  return makePrompt(vendor.vendor, await makeCategory(), {
    content: CONTENT,
    previewMode: "open",
    previewExamples: [VALUES],
    previewModels: ["llama3.2", "echo", "sdxl"],
    ...overrides,
  });
}

describe("POST /api/v1/ai/preview/{promptId}", () => {
  test("fills the values in and answers one output per model with model, kind, time and tokens", async () => {
    const prompt = await freshPrompt({ previewModels: ["llama3.2", "qwen-coder"] });
    const { status, body } = await preview(prompt.id, { values: VALUES, models: ["llama3.2", "qwen-coder"] });
    expect(status).toBe(200);
    expect(body.data.outputs).toEqual([
      expect.objectContaining({ model: "llama3.2", kind: "text", imageUrl: null, cached: false, withheld: false, note: null }),
      expect.objectContaining({ model: "qwen-coder", kind: "code", cached: false, withheld: false }),
    ]);
    for (const output of body.data.outputs) {
      expect(output.text).toMatch(new RegExp(`^Fake answer from ${output.model}: `));
      expect(output.tokens).toBeGreaterThan(0);
      expect(output.ms).toBeGreaterThanOrEqual(0);
    }
    const sent = fake.requests.map((request) => request.body.messages[0].content);
    expect(sent[0]).toContain("Write three subject lines for Nimbus aimed at students.");
    expect(fake.requests[0]!.body.max_tokens).toBe(1024);
  });

  test("runs the models in parallel: the second is asked before the first answers", async () => {
    const prompt = await freshPrompt({ previewModels: ["slow", "llama3.2"] });
    const settings = { ...env().AI, timeoutMs: 5000 };
    const running = runPreview({ user: buyer.user, promptId: prompt.id, values: VALUES, models: ["slow", "llama3.2"] }, settings);
    await vi.waitFor(() => expect(fake.requests.map((request) => request.model).sort()).toEqual(["llama3.2", "slow"]), { timeout: 1000 });
    const { outputs } = await running;
    expect(outputs.map((output) => output.model)).toEqual(["slow", "llama3.2"]);
    expect(outputs[0]!.ms).toBeGreaterThanOrEqual(1900);
  });

  test("the same values and model the same day answer from the cache and count nothing", async () => {
    const prompt = await freshPrompt();
    const first = await preview(prompt.id, { values: VALUES, models: ["llama3.2"] });
    const rows = await usageRows();
    const requests = fake.requests.length;
    const second = await preview(prompt.id, { values: VALUES, models: ["llama3.2"] });
    expect(second.body.data.outputs[0]).toEqual({ ...first.body.data.outputs[0], cached: true });
    expect(await usageRows()).toBe(rows);
    expect(fake.requests).toHaveLength(requests);
    const runs = await db.select().from(aiPreviewRuns).where(eq(aiPreviewRuns.promptId, prompt.id));
    expect(runs.map((run) => run.state)).toEqual(["counted"]);
    // Other values are another input: a real call.
    const other = await preview(prompt.id, { values: { ...VALUES, AUDIENCE: "teachers" }, models: ["llama3.2"] });
    expect(other.body.data.outputs[0].cached).toBe(false);
  });

  test("a buyer's fourth preview of one prompt in a day is 429; the vendor has no such limit", async () => {
    const prompt = await freshPrompt();
    for (const audience of ["a", "b", "c"]) {
      expect((await preview(prompt.id, { values: { ...VALUES, AUDIENCE: audience }, models: ["llama3.2"] })).status).toBe(200);
    }
    const over = await preview(prompt.id, { values: { ...VALUES, AUDIENCE: "d" }, models: ["llama3.2"] });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ success: false, message: "You have run 3 live previews of this prompt today, the most a day. Try again after midnight UTC." });
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    // Another buyer has a count of their own, and the vendor none.
    const other = await signedIn("buyer");
    expect((await preview(prompt.id, { values: { ...VALUES, AUDIENCE: "d" }, models: ["llama3.2"] }, other.token)).status).toBe(200);
    for (const audience of ["e", "f", "g", "h"]) {
      expect((await preview(prompt.id, { values: { ...VALUES, AUDIENCE: audience }, models: ["llama3.2"] }, vendorToken)).status).toBe(200);
    }
  });

  test("both 429s carry Retry-After: the seconds to the next UTC midnight, when the limits renew", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T23:59:15.500Z") });
    const prompt = await freshPrompt();
    const other = await signedIn("buyer");
    for (const audience of ["a", "b", "c"]) await preview(prompt.id, { values: { ...VALUES, AUDIENCE: audience }, models: ["llama3.2"] }, other.token);
    const runs = await preview(prompt.id, { values: { ...VALUES, AUDIENCE: "d" }, models: ["llama3.2"] }, other.token);
    expect(runs.status).toBe(429);
    expect(runs.headers.get("Retry-After")).toBe("45");
    const spent = await signedIn("buyer");
    const dailyTokens = env().AI.dailyTokens;
    env().AI.dailyTokens = 1;
    try {
      await preview(prompt.id, { values: VALUES, models: ["llama3.2"] }, spent.token);
      const budget = await preview(prompt.id, { values: { ...VALUES, AUDIENCE: "e" }, models: ["llama3.2"] }, spent.token);
      expect(budget.body.message).toMatch(/today's AI budget/);
      expect(budget.headers.get("Retry-After")).toBe("45");
    } finally {
      env().AI.dailyTokens = dailyTokens;
    }
  });

  test("a call is admitted only when its worst case fits what is left of the budget: the next is 429 and nothing is sent", async () => {
    const prompt = await freshPrompt();
    const other = await signedIn("buyer");
    // The worst case: the prompt's estimate plus the 1024 an answer may take; room for one call, not two.
    const worstCase = Math.ceil(fillIn(CONTENT, VALUES).length / 4) + 1024;
    const settings = { ...env().AI, dailyTokens: worstCase + 20 };
    const ask = (audience: string) => runPreview({ user: other.user, promptId: prompt.id, values: { ...VALUES, AUDIENCE: audience }, models: ["llama3.2"] }, settings);
    await ask("first");
    const sent = fake.requests.length;
    await expect(ask("second")).rejects.toThrow(/^You have used today's AI budget of 1,\d{3} tokens\. You have \d[\d,]* tokens left; this needs up to 1,\d{3} tokens\. It renews at midnight UTC\.$/);
    expect(fake.requests).toHaveLength(sent);
    const rows = await db.select().from(aiUsage).where(eq(aiUsage.userId, other.user.id));
    expect(rows).toEqual([expect.objectContaining({ model: "llama3.2", kind: "preview", outcome: "ok" })]);
    // Under the ceiling from the start: no call may begin that could pass it.
    await expect(runPreview({ user: other.user, promptId: prompt.id, values: VALUES, models: ["llama3.2"] }, { ...env().AI, dailyTokens: 30 })).rejects.toThrowAppError(
      429,
      "You have used today's AI budget of 30 tokens. It renews at midnight UTC.",
    );
  });

  test("an output that repeats the prompt is withheld from a buyer, and the content is in no answer or log line", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const prompt = await freshPrompt();
    const { status, body } = await preview(prompt.id, { values: VALUES, models: ["echo", "llama3.2"] });
    expect(status).toBe(200);
    expect(body.data.outputs[0]).toEqual(
      expect.objectContaining({ model: "echo", text: null, withheld: true, note: "This output repeated the prompt and was withheld." }),
    );
    expect(body.data.outputs[1]).toEqual(expect.objectContaining({ model: "llama3.2", withheld: false }));
    // The echo did get the content: the rule, not luck, kept it out.
    expect(fake.requests.find((request) => request.model === "echo")!.body.messages[0].content).toContain(SECRET);
    const cachedAgain = await preview(prompt.id, { values: VALUES, models: ["echo"] });
    expect(cachedAgain.body.data.outputs[0]).toEqual(expect.objectContaining({ cached: true, withheld: true, text: null }));
    const fragment = "premium consumer brands";
    expect(JSON.stringify([body, cachedAgain.body])).not.toContain(fragment);
    expect(lines.some((line) => line.includes('"ai call"'))).toBe(true);
    expect(lines.join("")).not.toContain(fragment);
    expect(lines.join("")).not.toContain("sk-preview-test-key");
    const outcomes = await db.select({ outcome: aiUsage.outcome, model: aiUsage.model }).from(aiUsage).where(eq(aiUsage.userId, buyer.user.id));
    expect(outcomes).toContainEqual({ model: "echo", outcome: "withheld" });
  });

  test("the vendor previews its own prompt on every configured model and sees the echo", async () => {
    const prompt = await freshPrompt({ previewMode: "off", previewModels: [] });
    const { status, body } = await preview(prompt.id, { values: VALUES, models: ["echo", "qwen-coder"] }, vendorToken);
    expect(status).toBe(200);
    expect(body.data.outputs[0]).toEqual(expect.objectContaining({ model: "echo", withheld: false, note: null }));
    expect(body.data.outputs[0].text).toContain(SECRET);
  });

  test("a missing value or an unknown model is 422 naming the field", async () => {
    const missing = await preview(promptId, { values: { PRODUCT: "Nimbus" }, models: ["llama3.2"] });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ success: false, message: "Enter a value for AUDIENCE", errors: { "values.AUDIENCE": ["Enter a value for AUDIENCE"] } });
    // PRODUCT's "e.g." is an example, not a default: a blank value is missing too.
    const blank = await preview(promptId, { values: { PRODUCT: "  ", AUDIENCE: "students" }, models: ["llama3.2"] });
    expect(blank.body.errors).toEqual({ "values.PRODUCT": ["Enter a value for PRODUCT"] });
    const unknown = await preview(promptId, { values: VALUES, models: ["gpt-9"] });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["models"]);
    expect(unknown.body.message).toMatch(/^Unknown model "gpt-9": choose from llama3\.2, echo/);
    const none = await preview(promptId, { values: VALUES, models: [] });
    expect(none.body.errors).toEqual({ models: ["Choose at least one model"] });
  });

  test("a buyer may use only the vendor's preview models", async () => {
    const prompt = await freshPrompt({ previewModels: ["llama3.2"] });
    const refused = await preview(prompt.id, { values: VALUES, models: ["qwen-coder"] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ models: ['Unknown model "qwen-coder": choose from llama3.2'] });
  });

  test("403 when the vendor did not allow it, for another vendor and for admins; 404 for an unlisted prompt", async () => {
    const closed = await freshPrompt({ previewMode: "off", previewModels: ["llama3.2"] });
    const answer = await preview(closed.id, { values: VALUES, models: ["llama3.2"] });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("The vendor did not allow live preview of this prompt.");
    const otherVendor = await makeVendor();
    expect((await preview(promptId, { values: VALUES, models: ["llama3.2"] }, await tokenFor(otherVendor.user))).status).toBe(403);
    expect((await preview(promptId, { values: VALUES, models: ["llama3.2"] }, await tokenFor(await makeAdmin()))).status).toBe(403);
    expect((await api("POST", `ai/preview/${promptId}`, { json: { values: VALUES, models: ["llama3.2"] } })).status).toBe(401);
    const hidden = await freshPrompt({ status: "inactive" });
    expect((await preview(hidden.id, { values: VALUES, models: ["llama3.2"] })).status).toBe(404);
    expect((await preview("no-such-prompt", { values: VALUES, models: ["llama3.2"] })).status).toBe(404);
    expect(fake.requests).toEqual([]);
  });

  test("503 when AI is not configured: nothing is sent", async () => {
    const ai = env().AI;
    const baseUrl = ai.baseUrl;
    ai.baseUrl = undefined;
    try {
      const { status, body } = await preview(promptId, { values: VALUES, models: ["llama3.2"] });
      expect(status).toBe(503);
      expect(body).toEqual({ success: false, message: "Live preview is off: AI is not configured on this server." });
    } finally {
      ai.baseUrl = baseUrl;
    }
    expect(fake.requests).toEqual([]);
  });

  test("a model that fails or times out gives an output with a note; the others still answer", async () => {
    const prompt = await freshPrompt({ previewModels: ["broken", "slow", "llama3.2"] });
    const { status, body } = await preview(prompt.id, { values: VALUES, models: ["broken", "slow", "llama3.2"] });
    expect(status).toBe(200);
    const [broken, slow, good] = body.data.outputs;
    expect(broken).toEqual(expect.objectContaining({ text: null, tokens: 0, note: "The model could not answer: the AI provider failed or refused the call." }));
    expect(slow).toEqual(expect.objectContaining({ text: null, note: "The model did not answer in time." }));
    expect(good.text).toMatch(/^Fake answer/);
    const outcomes = await db.select({ model: aiUsage.model, outcome: aiUsage.outcome }).from(aiUsage).where(eq(aiUsage.userId, buyer.user.id));
    expect(outcomes).toEqual(expect.arrayContaining([{ model: "broken", outcome: "error" }, { model: "slow", outcome: "timeout" }]));
    // A failed answer is not cached: the next run asks again.
    fake.reset();
    await preview(prompt.id, { values: VALUES, models: ["broken"] });
    expect(fake.requests.map((request) => request.model)).toContain("broken");
  });

  test("a run where every model fails gives the day's preview back and keeps only the tokens used", async () => {
    const prompt = await freshPrompt({ previewModels: ["broken", "slow", "llama3.2"] });
    const other = await signedIn("buyer");
    const onePerDay = { ...env().AI, previewsPerDay: 1 };
    const ask = (models: string[], audience = "students") =>
      runPreview({ user: other.user, promptId: prompt.id, values: { ...VALUES, AUDIENCE: audience }, models }, onePerDay);
    const { outputs } = await ask(["broken", "slow"]);
    expect(outputs.map((output) => output.note)).toEqual([expect.stringMatching(/could not answer/), "The model did not answer in time."]);
    expect(await db.select().from(aiPreviewRuns).where(eq(aiPreviewRuns.promptId, prompt.id))).toEqual([]);
    const used = await db.select({ model: aiUsage.model, outcome: aiUsage.outcome, tokens: aiUsage.totalTokens }).from(aiUsage).where(eq(aiUsage.userId, other.user.id));
    // The error used nothing; the timeout its prompt as sent (read, never answered), not the 1024 reserved for an answer.
    const sent = fake.requests.find((request) => request.model === "slow")!.body.messages[0].content as string;
    expect(used).toEqual(
      expect.arrayContaining([
        { model: "broken", outcome: "error", tokens: 0 },
        { model: "slow", outcome: "timeout", tokens: Math.ceil(sent.length / 4) },
      ]),
    );
    // The day's one preview is still there; once a model answers it is spent.
    expect((await ask(["broken", "llama3.2"])).outputs[1]!.text).toMatch(/^Fake answer/);
    expect((await db.select().from(aiPreviewRuns).where(eq(aiPreviewRuns.promptId, prompt.id))).map((run) => run.state)).toEqual(["counted"]);
    await expect(ask(["llama3.2"], "teachers")).rejects.toThrowAppError(429, "You have run 1 live preview of this prompt today, the most a day. Try again after midnight UTC.");
  });

  test("an image model runs on a vendor's example set; its image is private to the caller and the vendor", async () => {
    const prompt = await freshPrompt();
    const typed = await preview(prompt.id, { values: VALUES, models: ["sdxl"] });
    expect(typed.status).toBe(422);
    expect(typed.body.errors).toEqual({ models: ["An image model runs only with the vendor's example values."] });
    const { body } = await preview(prompt.id, { example: 0, models: ["sdxl"] });
    const output = body.data.outputs[0];
    expect(output).toEqual(expect.objectContaining({ model: "sdxl", kind: "image", text: null, withheld: false, cached: false }));
    expect(output.imageUrl).toMatch(/^\/ai\/preview-images\/[\w-]+\.webp$/);
    expect(fake.requests[0]).toEqual(expect.objectContaining({ path: "/v1/images/generations" }));
    expect(fake.requests[0]!.body.prompt).toContain("Nimbus");
    const key = output.imageUrl.slice("/ai/preview-images/".length);
    const fetchImage = (headers: Record<string, string> = {}) =>
      imageLoader({ request: new Request(`http://localhost${output.imageUrl}`, { headers }), params: { key }, context: {} });
    const mine = await fetchImage({ Authorization: `Bearer ${buyer.token}` });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("image/webp");
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await fetchImage({ Authorization: `Bearer ${vendorToken}` })).status).toBe(200);
    expect((await fetchImage()).status).toBe(404);
    const stranger = await signedIn("buyer");
    expect((await fetchImage({ Authorization: `Bearer ${stranger.token}` })).status).toBe(404);
    // Not a public upload under any URL.
    const asUpload = await uploadLoader({ request: new Request(`http://localhost/uploads/${key}`), params: { "*": key }, context: {} });
    expect(asUpload.status).toBe(404);
    // Another buyer who runs the same example from the cache may see it too.
    const again = await preview(prompt.id, { example: 0, models: ["sdxl"] }, stranger.token);
    expect(again.body.data.outputs[0]).toEqual(expect.objectContaining({ cached: true, imageUrl: output.imageUrl }));
    expect((await fetchImage({ Authorization: `Bearer ${stranger.token}` })).status).toBe(200);
  });
});

describe("the prompt API's allowPreview and previewModels", () => {
  test("create takes them, the payload shows them; an unknown id is 422 on previewModels", async () => {
    const category = await makeCategory();
    const fields = promptFields(category.id, { allowPreview: true, previewModels: "llama3.2, sdxl" });
    const created = await api("POST", "prompt/create-prompt", { token: vendorToken, json: fields });
    expect(created.status).toBe(201);
    expect(created.body.data.data).toEqual(expect.objectContaining({ allowPreview: true, previewModels: ["llama3.2", "sdxl"] }));
    const unknown = await api("POST", "prompt/create-prompt", { token: vendorToken, json: { ...fields, previewModels: "llama3.2,gpt-9" } });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors)).toEqual(["previewModels"]);
    expect(unknown.body.message).toMatch(/^Unknown preview model "gpt-9"/);
    const noModels = await api("POST", "prompt/create-prompt", { token: vendorToken, json: { ...fields, previewModels: "" } });
    expect(noModels.status).toBe(422);
    expect(noModels.body.errors).toEqual({ previewModels: ["Choose at least one preview model to allow live preview"] });
  });

  test("absent, they are off and none; update replaces them", async () => {
    const category = await makeCategory();
    const created = await api("POST", "prompt/create-prompt", { token: vendorToken, json: promptFields(category.id) });
    expect(created.body.data.data).toEqual(expect.objectContaining({ allowPreview: false, previewModels: [] }));
    const id = created.body.data.data._id;
    const updated = await api("PUT", `prompt/update-prompt/${id}`, { token: vendorToken, json: promptFields(category.id, { allowPreview: "true", previewModels: ["echo"] }) });
    expect(updated.status).toBe(200);
    expect(updated.body.data.data).toEqual(expect.objectContaining({ allowPreview: true, previewModels: ["echo"] }));
    const bad = await api("PUT", `prompt/update-prompt/${id}`, { token: vendorToken, json: promptFields(category.id, { allowPreview: "maybe" }) });
    expect(bad.body.errors).toEqual({ allowPreview: ["Allow live preview must be true or false"] });
  });
});

describe("aiStateToday", () => {
  test("names the host only, the models, and today's calls and tokens", async () => {
    const before = await aiStateToday();
    const prompt = await freshPrompt();
    await preview(prompt.id, { values: VALUES, models: ["llama3.2"] });
    const after = await aiStateToday();
    expect(after).toEqual(expect.objectContaining({ configured: true, host: `127.0.0.1:${fake.port}` }));
    expect(after.models.map((model) => model.id)).toEqual(["llama3.2", "echo", "qwen-coder", "sdxl", "slow", "broken"]);
    expect(after.callsToday).toBe(before.callsToday + 1);
    expect(after.tokensToday).toBeGreaterThan(before.tokensToday);
    const withCredentials = await aiStateToday({ ...env().AI, baseUrl: "https://user:secret@ai.example.com:8443/v1" });
    expect(withCredentials.host).toBe("ai.example.com:8443");
    expect(await aiStateToday({ ...env().AI, baseUrl: undefined })).toEqual(expect.objectContaining({ configured: false, host: null }));
  });
});
