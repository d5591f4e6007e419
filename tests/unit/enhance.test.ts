import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { AiSettings } from "~/env.server";
import {
  enhancePrompt,
  ENHANCER_SYSTEM_PROMPT,
  NOTICE_BUDGET,
  NOTICE_EMPTY,
  NOTICE_FAILED,
  NOTICE_VARIABLES,
  sameVariables,
} from "~/models/ai/enhance.server";
import { hasFillIn } from "~/models/ai/fill-in";
import { buildStructuredRewrite } from "~/models/ai/prompt-rewrite";
import { checkPromptStructure } from "~/models/ai/prompt-structure";
import type { User } from "~/models/users.server";
import { db } from "~/db/client.server";
import { aiUsage } from "~/db/tables.server";
import { eq } from "drizzle-orm";
import { makeBuyer } from "../factories";
import { startFakeAi, type FakeAi } from "../support/fake-ai";

const SECRET = "a launch plan for the glow-in-the-dark kayak";
const PLAIN = `Write ${SECRET}.`;
const WITH_VARIABLE = "Write a poem about [TOPIC] in a [TONE, e.g. playful] voice.";

let fake: FakeAi;
let user: User;
const settings = (changes: Partial<AiSettings> = {}): AiSettings => ({
  baseUrl: fake.url,
  models: [
    { id: "sdxl", kind: "image" },
    { id: "llama3.2", kind: "text" },
    { id: "qwen", kind: "text" },
  ],
  timeoutMs: 5000,
  dailyTokens: 50_000,
  previewsPerDay: 3,
  siteDailyTokens: 1_000_000,
  ...changes,
});
const only = (id: string) => settings({ models: [{ id, kind: "text" }] });

beforeAll(async () => {
  fake = await startFakeAi({ slowMs: 3000 });
  user = await makeBuyer();
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => fake.close());

/** What the structure rules answer for `prompt`. */
function rulesAnswer(prompt: string) {
  const structure = checkPromptStructure(prompt);
  return { ...structure, improved: buildStructuredRewrite(prompt, structure), source: "rules" };
}

describe("enhancePrompt", () => {
  test("without a provider: the structure rules' score, seven checks and rewrite, and no call", async () => {
    const answer = await enhancePrompt({ user, prompt: WITH_VARIABLE }, settings({ baseUrl: undefined }));
    expect(answer).toEqual(rulesAnswer(WITH_VARIABLE));
    expect(answer.checks.map((check) => check.label)).toEqual(["Role", "Context", "Task", "Constraints", "Output format", "Examples", "Variables"]);
    expect(answer.improved).toContain("[TOPIC]");
    expect(fake.requests).toEqual([]);
  });

  test("with a provider: the first text model rewrites under the system prompt; score and checks stay the rules'", async () => {
    const answer = await enhancePrompt({ user, prompt: PLAIN }, settings());
    expect(answer).toMatchObject({ source: "model", model: "llama3.2", ...checkPromptStructure(PLAIN) });
    expect(answer.improved).toMatch(/^Fake answer from llama3\.2: /);
    expect(answer.notice).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body.messages).toEqual([
      { role: "system", content: ENHANCER_SYSTEM_PROMPT },
      { role: "user", content: PLAIN },
    ]);
  });

  test("a rewrite that drops the prompt's variables: the rules' answer with a notice", async () => {
    const answer = await enhancePrompt({ user, prompt: WITH_VARIABLE }, settings());
    expect(fake.requests).toHaveLength(1);
    expect(answer).toEqual({ ...rulesAnswer(WITH_VARIABLE), notice: NOTICE_VARIABLES });
  });

  test.each([
    ["a 500 after the retries", "broken", 5000],
    ["a timeout", "slow", 200],
    ["an answer without text", "empty", 5000],
  ])("%s: the rules' answer with a notice in plain words, never an error", async (_case, model, timeoutMs) => {
    const answer = await enhancePrompt({ user, prompt: PLAIN }, settings({ models: [{ id: model, kind: "text" }], timeoutMs }));
    expect(answer).toEqual({ ...rulesAnswer(PLAIN), notice: NOTICE_FAILED });
    expect(answer.notice).not.toMatch(/500|ms|model "|AI_/);
  });

  test("AI configured without a text model: the rules, without a notice", async () => {
    const answer = await enhancePrompt({ user, prompt: PLAIN }, settings({ models: [{ id: "sdxl", kind: "image" }] }));
    expect(answer).toEqual(rulesAnswer(PLAIN));
    expect(fake.requests).toEqual([]);
  });

  test("the prompt's text is in no log line, whatever the call ends in", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    for (const model of ["llama3.2", "broken", "echo", "reject"]) await enhancePrompt({ user, prompt: PLAIN }, only(model));
    await enhancePrompt({ user, prompt: PLAIN }, settings({ baseUrl: undefined }));
    expect(lines.length).toBeGreaterThanOrEqual(8);
    for (const line of lines) expect(line).not.toContain("glow-in-the-dark");
  });
});

describe("the system prompt", () => {
  test("asks for parts still to fill in with the marker the prompt form refuses to save, not bare angle brackets", () => {
    expect(ENHANCER_SYSTEM_PROMPT).toContain("<<fill in: the audience>>");
    expect(hasFillIn(ENHANCER_SYSTEM_PROMPT)).toBe(true);
    expect(ENHANCER_SYSTEM_PROMPT).not.toMatch(/(?<!<)<audience>/u);
  });
});

/** A provider whose every chat answer is `text`: what the fake's fixed answers cannot say. */
async function answering(text: string, run: (baseUrl: string) => Promise<void>) {
  const choices = [{ index: 0, message: { role: "assistant", content: text } }];
  const server = http.createServer((_request, response) => response.setHeader("Content-Type", "application/json").end(JSON.stringify({ choices })));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("enhancePrompt with a model's own words", () => {
  test("an empty answer: the rules' answer with a notice", async () => {
    await answering("  \n ", async (baseUrl) => {
      expect(await enhancePrompt({ user, prompt: PLAIN }, settings({ baseUrl }))).toEqual({ ...rulesAnswer(PLAIN), notice: NOTICE_EMPTY });
    });
  });

  test("a rewrite that keeps every variable is used, without the code fence it was wrapped in", async () => {
    const rewrite = "## Role\nYou are a poet.\n\n## Task\nWrite a poem about [TOPIC] in a [TONE, e.g. playful] voice.";
    await answering(`\`\`\`markdown\n${rewrite}\n\`\`\``, async (baseUrl) => {
      const answer = await enhancePrompt({ user, prompt: WITH_VARIABLE }, settings({ baseUrl }));
      expect(answer).toEqual({ ...checkPromptStructure(WITH_VARIABLE), improved: rewrite, source: "model", model: "llama3.2" });
    });
  });
});

describe("enhancePrompt and the daily token budget (decision 0314)", () => {
  const usageOf = async (someone: User) =>
    await db.select({ model: aiUsage.model, kind: aiUsage.kind, outcome: aiUsage.outcome, tokens: aiUsage.totalTokens }).from(aiUsage).where(eq(aiUsage.userId, someone.id));

  test("each model call is recorded with its model, tokens and outcome; a failed one too", async () => {
    const someone = await makeBuyer();
    await enhancePrompt({ user: someone, prompt: PLAIN }, only("llama3.2"));
    await enhancePrompt({ user: someone, prompt: PLAIN }, only("broken"));
    const [ok, failed] = await usageOf(someone);
    expect(ok).toMatchObject({ model: "llama3.2", kind: "enhance", outcome: "ok" });
    expect(ok!.tokens).toBeGreaterThan(0);
    expect(failed).toMatchObject({ model: "broken", kind: "enhance", outcome: "error", tokens: 0 });
  });

  test("a user past AI_DAILY_TOKENS gets the rules' answer with a notice, and nothing is sent", async () => {
    const someone = await makeBuyer();
    await enhancePrompt({ user: someone, prompt: PLAIN }, only("llama3.2"));
    fake.reset();
    const answer = await enhancePrompt({ user: someone, prompt: PLAIN }, settings({ models: [{ id: "llama3.2", kind: "text" }], dailyTokens: 1 }));
    expect(answer).toEqual({ ...rulesAnswer(PLAIN), notice: NOTICE_BUDGET });
    expect(fake.requests).toHaveLength(0);
    expect(await usageOf(someone)).toHaveLength(1);
  });
});

describe("sameVariables", () => {
  test.each([
    ["kept, in another order and with its hint", "[A] then [B, e.g. x]", "About [B, e.g. x]:\n[A]", true],
    ["no variables on either side", "Write a poem.", "## Task\nWrite a poem.", true],
    ["one dropped", "[A] and [B]", "[A] only", false],
    ["one renamed", "About [TOPIC]", "About [SUBJECT]", false],
    ["one added", "About [TOPIC]", "About [TOPIC] for [AUDIENCE]", false],
  ])("%s", (_case, original, rewrite, same) => {
    expect(sameVariables(original, rewrite)).toBe(same);
  });
});
