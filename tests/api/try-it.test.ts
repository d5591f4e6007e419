import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { startFakeAi } from "../support/fake-ai";

// env() is read once per module instance: point AI_BASE_URL at the fake provider before the app loads.
const fake = await startFakeAi();
process.env.AI_BASE_URL = fake.url;
process.env.AI_MODELS = "llama3.2,echo,sdxl:image";
process.env.AI_PREVIEWS_PER_DAY = "3";

const { env } = await import("~/env.server");
const { PREVIEW_EXAMPLES_ONLY, PREVIEW_NOT_ALLOWED, PREVIEW_OFF } = await import("~/models/ai/preview.server");
const { WITHHELD_NOTE } = await import("~/models/ai/leak-rule");
const { EMAIL_NOT_VERIFIED } = await import("~/models/email-verification.server");
const buyerPage = await import("~/routes/home.prompt.$id");
const vendorPage = await import("~/routes/vendor.prompt.$id");
const publicPage = await import("~/routes/_public.prompts.$id");
const { cookieFor, formOf, makeBuyer, makeCategory, makePrompt, makeVendor } = await import("../factories");

/** "Try it" on the prompt's page (CONTRACT 13, 17): the detail route's action with intent "preview". */

const SECRET = "You are a senior launch copywriter who writes for quiet premium consumer brands and never uses exclamation marks";
const CONTENT = `${SECRET}.\nWrite three subject lines for [PRODUCT] aimed at [AUDIENCE].`;

const seller = await makeVendor();
const baseUrl = env().AI.baseUrl;
afterEach(() => {
  vi.useRealTimers();
  env().AI.baseUrl = baseUrl;
  fake.reset();
});
afterAll(() => fake.close());

const EXAMPLES = [
  { PRODUCT: "Nimbus notes", AUDIENCE: "students" },
  { PRODUCT: "Comet maps", AUDIENCE: "hikers" },
];

/** A prompt where buyers may type values too (`open`), with the vendor's two example sets. */
const prompt = async (overrides: Record<string, unknown> = {}) =>
  makePrompt(seller.vendor, await makeCategory(), { content: CONTENT, previewMode: "open", previewExamples: EXAMPLES, previewModels: ["llama3.2", "echo"], ...overrides });

async function as(user: { id: string } | null, route: typeof buyerPage | typeof publicPage, id: string) {
  const cookie = user ? await cookieFor(user) : "";
  const url = route === publicPage ? `http://localhost/prompts/${id}` : `http://localhost/${route === buyerPage ? "home" : "vendor"}/prompt/${id}`;
  return {
    load: async () => (await route.loader({ request: new Request(url, { headers: { Cookie: cookie } }), params: { id }, context: {} })) as any,
    post: async (fields: Record<string, unknown>) => {
      const body = formOf({ intent: "preview", ...fields });
      const reply = (await route.action({ request: new Request(url, { method: "POST", headers: { Cookie: cookie }, body }), params: { id }, context: {} })) as any;
      return { status: reply.init?.status ?? 200, preview: reply.data.preview, retryAfter: new Headers(reply.init?.headers).get("Retry-After") };
    },
  };
}

/** Typed values: the "My own values" choice and its fields. */
const VALUES = { example: "own", "values.PRODUCT": "Nimbus", "values.AUDIENCE": "students" };

describe("Try it on the prompt's page", () => {
  test("a buyer gets the vendor's example sets, a field per variable in open mode, the preview models and the runs left", async () => {
    const { id } = await prompt();
    const { tryIt } = await (await as(await makeBuyer(), buyerPage, id)).load();
    expect(tryIt).toEqual({
      off: null,
      owner: false,
      typed: true,
      variables: ["PRODUCT", "AUDIENCE"],
      models: [{ id: "llama3.2", kind: "text" }, { id: "echo", kind: "text" }],
      examples: EXAMPLES.map((values, index) => ({ index, values })),
      runsLeft: 3,
      perDay: 3,
      verified: true,
    });
    // An account whose address is not verified yet is told so, and its run is refused.
    const unverified = await as(await makeBuyer(undefined, undefined, { verified: false }), buyerPage, id);
    expect((await unverified.load()).tryIt).toMatchObject({ verified: false });
    expect(await unverified.post({ example: "0", models: "llama3.2" })).toMatchObject({ status: 403, preview: { error: EMAIL_NOT_VERIFIED } });
  });

  test("examples mode: the buyer runs a vendor's set and cannot type; the runs left go down", async () => {
    const { id } = await prompt({ previewMode: "examples" });
    const buyer = await as(await makeBuyer(), buyerPage, id);
    expect((await buyer.load()).tryIt).toMatchObject({ typed: false, runsLeft: 3 });
    const typed = await buyer.post({ ...VALUES, models: "llama3.2" });
    expect(typed).toMatchObject({ status: 403, preview: { outputs: null, error: PREVIEW_EXAMPLES_ONLY } });
    const { status } = await buyer.post({ example: "1", models: "llama3.2" });
    expect(status).toBe(200);
    expect(fake.requests[0]!.body.messages[0].content).toContain("Write three subject lines for Comet maps aimed at hikers.");
    expect((await buyer.load()).tryIt).toMatchObject({ runsLeft: 2 });
    const unknown = await buyer.post({ example: "5", models: "llama3.2" });
    expect(unknown).toMatchObject({ status: 422, preview: { field: "example", error: "Choose an example from 0 to 1" } });
  });

  test("open mode: a typed value is at most 200 characters", async () => {
    const { id } = await prompt();
    const long = await (await as(await makeBuyer(), buyerPage, id)).post({ ...VALUES, "values.AUDIENCE": "x".repeat(201), models: "llama3.2" });
    expect(long).toMatchObject({ status: 422, preview: { field: "values.AUDIENCE", error: "Each value you type can be at most 200 characters." } });
    expect(fake.requests).toEqual([]);
  });

  test("the vendor gets every model on its own prompt, even one that does not allow preview", async () => {
    const { id } = await prompt({ previewMode: "off", previewModels: [] });
    const { tryIt } = await (await as(seller.user, vendorPage, id)).load();
    expect(tryIt.models.map((model: { id: string }) => model.id)).toEqual(["llama3.2", "echo", "sdxl"]);
    expect(tryIt.owner).toBe(true);
  });

  test("a prompt that does not allow preview: no Try it for a buyer, and a post is a 403 message", async () => {
    const { id } = await prompt({ allowPreview: false, previewMode: undefined, previewModels: [] });
    const buyer = await as(await makeBuyer(), buyerPage, id);
    expect((await buyer.load()).tryIt).toBeNull();
    const { status, preview } = await buyer.post({ ...VALUES, models: "llama3.2" });
    expect(status).toBe(403);
    expect(preview).toMatchObject({ outputs: null, error: PREVIEW_NOT_ALLOWED });
  });

  test("a buyer's post answers the outputs with model, time and tokens, and keeps the values", async () => {
    const { id } = await prompt();
    const { status, preview } = await (await as(await makeBuyer(), buyerPage, id)).post({ ...VALUES, models: ["llama3.2"] });
    expect(status).toBe(200);
    expect(preview).toMatchObject({ example: "own", values: { PRODUCT: "Nimbus", AUDIENCE: "students" } });
    expect(preview.outputs).toEqual([
      expect.objectContaining({ model: "llama3.2", kind: "text", text: expect.stringMatching(/^Fake answer from llama3\.2/), withheld: false, cached: false }),
    ]);
    expect(preview.outputs[0].tokens).toBeGreaterThan(0);
  });

  test("an echo of the prompt is withheld with its sentence, and the content is nowhere in the answer", async () => {
    const { id } = await prompt();
    const { preview } = await (await as(await makeBuyer(), buyerPage, id)).post({ ...VALUES, models: "echo" });
    expect(preview.outputs[0]).toMatchObject({ withheld: true, text: null, note: WITHHELD_NOTE });
    expect(JSON.stringify(preview)).not.toContain("quiet premium consumer brands");
  });

  test("a missing value is a 422 naming its field; no model a 422 on models", async () => {
    const { id } = await prompt();
    const buyer = await as(await makeBuyer(), buyerPage, id);
    const missing = await buyer.post({ example: "own", "values.PRODUCT": "Nimbus", models: "llama3.2" });
    expect(missing).toMatchObject({ status: 422, preview: { field: "values.AUDIENCE", error: "Enter a value for AUDIENCE" } });
    const none = await buyer.post(VALUES);
    expect(none).toMatchObject({ status: 422, preview: { field: "models" } });
  });

  test("past AI_PREVIEWS_PER_DAY: a 429 message on the form", async () => {
    const { id } = await prompt();
    const buyer = await as(await makeBuyer(), buyerPage, id);
    for (const n of [1, 2, 3]) expect((await buyer.post({ ...VALUES, "values.PRODUCT": `Nimbus ${n}`, models: "llama3.2" })).status).toBe(200);
    const over = await buyer.post({ ...VALUES, "values.PRODUCT": "Nimbus 4", models: "llama3.2" });
    expect(over.status).toBe(429);
    expect(over.preview.error).toMatch(/3 live previews of this prompt today/);
  });

  test("a 429 on the form says when to come back: Retry-After is the seconds to the next UTC midnight, as the API's", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T23:58:20.000Z") });
    const { id } = await prompt();
    const buyer = await as(await makeBuyer(), buyerPage, id);
    for (const n of [1, 2, 3]) expect((await buyer.post({ ...VALUES, "values.PRODUCT": `Nimbus ${n}`, models: "llama3.2" })).retryAfter).toBeNull();
    const over = await buyer.post({ ...VALUES, "values.PRODUCT": "Nimbus 4", models: "llama3.2" });
    expect(over).toMatchObject({ status: 429, retryAfter: "100" });
    // The token budget's 429 too.
    const spent = await makeBuyer();
    const dailyTokens = env().AI.dailyTokens;
    env().AI.dailyTokens = 1;
    try {
      const other = await as(spent, buyerPage, id);
      // A call whose worst case passes what is left is not sent at all.
      const broke = await other.post({ ...VALUES, "values.PRODUCT": "Comet", models: "llama3.2" });
      expect(broke).toMatchObject({ status: 429, retryAfter: "100", preview: { error: expect.stringMatching(/today's AI budget/) } });
    } finally {
      env().AI.dailyTokens = dailyTokens;
    }
  });

  test("AI not configured: the page says live preview is off and a post is a 503 message", async () => {
    env().AI.baseUrl = undefined;
    const { id } = await prompt();
    const buyer = await as(await makeBuyer(), buyerPage, id);
    expect((await buyer.load()).tryIt).toMatchObject({ off: PREVIEW_OFF, owner: false, models: [], variables: [] });
    const { status, preview } = await buyer.post({ ...VALUES, models: "llama3.2" });
    expect(status).toBe(503);
    expect(preview.error).toBe(PREVIEW_OFF);
  });
});

describe("Try it on the public prompt page (issue 41 point 2)", () => {
  test("a signed-in buyer gets the box and runs a preview there; the vendor gets its own", async () => {
    const { id } = await prompt({ previewMode: "examples" });
    const buyer = await as(await makeBuyer(), publicPage, id);
    expect((await buyer.load()).tryIt).toMatchObject({ off: null, owner: false, typed: false, runsLeft: 3 });
    const run = await buyer.post({ example: "0", models: "llama3.2" });
    expect(run).toMatchObject({ status: 200, preview: { outputs: [expect.objectContaining({ model: "llama3.2", withheld: false })] } });
    expect((await (await as(seller.user, publicPage, id)).load()).tryIt).toMatchObject({ owner: true, typed: true });
  });

  test("a visitor gets a link to sign in and come back; a prompt without preview shows nothing", async () => {
    const { id } = await prompt({ previewMode: "examples" });
    const visitor = await as(null, publicPage, id);
    expect((await visitor.load()).tryIt).toEqual({ signInTo: `/login?redirectTo=${encodeURIComponent(`/prompts/${id}#try-it-heading`)}` });
    const closed = await prompt({ previewMode: "off", previewModels: [] });
    expect((await (await as(null, publicPage, closed.id)).load()).tryIt).toBeNull();
  });

  test("a visitor's post goes to sign in; another form on the page is not found", async () => {
    const { id } = await prompt({ previewMode: "examples" });
    const url = `http://localhost/prompts/${id}`;
    const visitorPost = publicPage.action({ request: new Request(url, { method: "POST", body: formOf({ intent: "preview", example: "0", models: "llama3.2" }) }), params: { id }, context: {} });
    await expect(visitorPost).rejects.toSatisfy((response: Response) => response.status === 302 && response.headers.get("Location")!.startsWith("/login?"));
    const cookie = await cookieFor(await makeBuyer());
    const review = publicPage.action({ request: new Request(url, { method: "POST", headers: { Cookie: cookie }, body: formOf({ rating: "5" }) }), params: { id }, context: {} });
    await expect(review).rejects.toSatisfy((thrown: { init?: { status?: number } }) => thrown.init?.status === 404);
  });
});
