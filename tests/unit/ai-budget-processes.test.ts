import { afterAll, expect, test } from "vitest";
import { startFakeAi } from "../support/fake-ai";

// env() is read once per module instance: the AI settings before the app loads (children get the same).
// A slow model: the first call is still running (its reservation pending) when the second asks.
const fake = await startFakeAi({ slowMs: 1500 });
// Room for one call's worst case (the prompt's estimate and 1024 for the answer), not for two.
const AI = { AI_BASE_URL: fake.url, AI_MODELS: "slow", AI_DAILY_TOKENS: "1500", AI_PREVIEWS_PER_DAY: "1" };
Object.assign(process.env, AI);

const { eq } = await import("drizzle-orm");
const { db } = await import("~/db/client.server");
const { aiPreviewRuns, aiUsage } = await import("~/db/tables.server");
const { makeBuyer, makeCategory, makePrompt, makeVendor } = await import("../factories");
const { startModelProcess } = await import("./model-processes");

/**
 * The limits of live preview hold across server processes (docs/decisions/0314): two processes
 * preview at the same moment, and only one passes a limit of one.
 */

const workers = [startModelProcess(AI), startModelProcess(AI)];
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await fake.close();
});

const CONTENT = "You are a careful editor. Rewrite the following paragraph about [TOPIC] in plain words.";

async function previewPrompt() {
  const { vendor } = await makeVendor();
  return makePrompt(vendor, await makeCategory(), { content: CONTENT, previewMode: "open", previewModels: ["slow"] });
}

/** Both workers preview at the same moment; their statuses and messages, sorted by status. */
async function race(requests: object[]) {
  await Promise.all(workers.map((worker) => worker.ready));
  const start = Date.now() + 1000;
  const answers = await Promise.all(
    requests.map((request, i) => workers[i]!.call<{ status: number; message?: string }>("previewAt", { ...request, start })),
  );
  return answers.sort((a, b) => a.status - b.status);
}

test("two processes at once: one preview of a prompt per day lets exactly one through", async () => {
  const buyer = await makeBuyer();
  const prompt = await previewPrompt();
  const ask = (topic: string) => ({ user: { id: buyer.id, role: "buyer", emailVerifiedAt: buyer.emailVerifiedAt }, promptId: prompt.id, values: { TOPIC: topic }, models: ["slow"] });
  const [won, lost] = await race([ask("rivers"), ask("mountains")]);
  expect(won).toEqual({ status: 200 });
  expect(lost).toEqual({ status: 429, message: "You have run 1 live preview of this prompt today, the most a day. Try again after midnight UTC." });
  expect((await db.select().from(aiPreviewRuns).where(eq(aiPreviewRuns.promptId, prompt.id))).map((run) => run.state)).toEqual(["counted"]);
}, 30_000);

test("two processes at once: a daily budget one call passes lets exactly one through", async () => {
  const buyer = await makeBuyer();
  const [first, second] = [await previewPrompt(), await previewPrompt()];
  const ask = (promptId: string) => ({ user: { id: buyer.id, role: "buyer", emailVerifiedAt: buyer.emailVerifiedAt }, promptId, values: { TOPIC: "rivers" }, models: ["slow"] });
  const [won, lost] = await race([ask(first.id), ask(second.id)]);
  expect(won).toEqual({ status: 200 });
  expect(lost).toEqual({ status: 429, message: expect.stringMatching(/^You have used today's AI budget of 1,500 tokens\. You have \d+ tokens left; this needs up to 1,0\d\d tokens\./) });
  expect(await db.select().from(aiUsage).where(eq(aiUsage.userId, buyer.id))).toHaveLength(1);
}, 30_000);
