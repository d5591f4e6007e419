import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import type { AiSettings } from "~/env.server";
import { AiConnectionError, AiNotConfiguredError, AiProviderError, AiTimeoutError } from "~/models/ai/errors";
import { aiConfigured, chatComplete, generateImage, type ChatMessage } from "~/models/ai/provider.server";
import { FAKE_PNG_B64, startFakeAi, type FakeAi } from "../support/fake-ai";

const KEY = "sk-test-0123456789-do-not-repeat";
const SECRET_PHRASE = "the vendor's secret recipe about purple elephants";
const messages: ChatMessage[] = [
  { role: "system", content: "You improve prompts." },
  { role: "user", content: `Write a poem about ${SECRET_PHRASE}` },
];

let fake: FakeAi;
const settings = (changes: Partial<AiSettings> = {}): AiSettings => ({
  baseUrl: fake.url,
  apiKey: KEY,
  models: [],
  timeoutMs: 5000,
  dailyTokens: 50_000,
  previewsPerDay: 3,
  siteDailyTokens: 1_000_000,
  ...changes,
});

/** The error `run` rejects with. */
async function failureOf(run: Promise<unknown>): Promise<Error> {
  return run.then(
    () => {
      throw new Error("the call succeeded");
    },
    (error: Error) => error,
  );
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  fake = await startFakeAi({ slowMs: 3000 });
});
afterEach(() => {
  fake.reset();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});
afterAll(() => fake.close());

describe("chatComplete", () => {
  test("answers the first choice's text with the provider's usage, sending the key as Bearer", async () => {
    const result = await chatComplete({ model: "llama3.2", messages, maxTokens: 200 }, settings());
    expect(result.text).toMatch(/^Fake answer from llama3\.2: 14 words read, digest [0-9a-f]{8}\.$/);
    expect(result.usage).toEqual({ promptTokens: 14, completionTokens: 9, totalTokens: 23 });
    expect(result.ms).toBeGreaterThanOrEqual(0);
    expect(fake.requests).toEqual([
      {
        path: "/v1/chat/completions",
        model: "llama3.2",
        authorization: `Bearer ${KEY}`,
        body: { model: "llama3.2", messages, stream: false, max_tokens: 200 },
      },
    ]);
  });

  test("without a key no Authorization header is sent", async () => {
    await chatComplete({ model: "llama3.2", messages }, settings({ apiKey: undefined }));
    expect(fake.requests[0]!.authorization).toBeUndefined();
  });

  test("an answer without usage is estimated at four characters a token", async () => {
    const { text, usage } = await chatComplete({ model: "no-usage", messages }, settings());
    const sent = messages.map((message) => message.content).join("\n");
    const promptTokens = Math.ceil(sent.length / 4);
    const completionTokens = Math.ceil(text.length / 4);
    expect(usage).toEqual({ promptTokens, completionTokens, totalTokens: promptTokens + completionTokens });
  });

  test("AI_BASE_URL unset: AiNotConfiguredError and no request at all", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const off = settings({ baseUrl: undefined });
    expect(aiConfigured(off)).toBe(false);
    expect(aiConfigured(settings())).toBe(true);
    await expect(chatComplete({ model: "llama3.2", messages }, off)).rejects.toThrow(AiNotConfiguredError);
    await expect(generateImage({ model: "sdxl", prompt: "a cat" }, off)).rejects.toThrow(AiNotConfiguredError);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(fake.requests).toEqual([]);
  });
});

describe("retries and failures (docs/decisions/0309)", () => {
  test("a slow provider: AiTimeoutError once AI_TIMEOUT_MS has passed", async () => {
    const started = Date.now();
    const error = await failureOf(chatComplete({ model: "slow", messages }, settings({ timeoutMs: 300 })));
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(error.message).toBe('The AI provider did not answer model "slow" within 300 ms');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fake.requests).toHaveLength(1);
  });

  test("429 then success: retried once after the provider's Retry-After of 1 s", async () => {
    const result = await chatComplete({ model: "flaky-429", messages }, settings());
    expect(result.text).toMatch(/^Fake answer from flaky-429/);
    expect(result.ms).toBeGreaterThanOrEqual(950);
    expect(fake.requests.map((request) => request.model)).toEqual(["flaky-429", "flaky-429"]);
  });

  test("500: two retries, then AiProviderError with the status and the provider's error type only", async () => {
    const error = await failureOf(chatComplete({ model: "broken", messages }, settings()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).status).toBe(500);
    expect(error.message).toBe('The AI provider answered 500 for model "broken": server_error');
    expect(fake.requests).toHaveLength(3);
  });

  test("another 4xx is never retried", async () => {
    const error = await failureOf(chatComplete({ model: "reject", messages }, settings()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).status).toBe(400);
    expect(fake.requests).toHaveLength(1);
  });

  test("the retries fit in the one deadline: a broken provider with a short timeout ends in AiTimeoutError", async () => {
    const error = await failureOf(chatComplete({ model: "broken", messages }, settings({ timeoutMs: 400 })));
    expect(error).toBeInstanceOf(AiTimeoutError);
    expect(fake.requests).toHaveLength(2);
  });

  test("connection refused: retried, then AiConnectionError", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const unreachable = settings({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1` });
    const error = await failureOf(chatComplete({ model: "llama3.2", messages }, unreachable));
    expect(error).toBeInstanceOf(AiConnectionError);
    expect(error.message).toBe('The AI provider could not be reached for model "llama3.2" (ECONNREFUSED)');
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  test("an answer that is not JSON: AiProviderError, not retried", async () => {
    const error = await failureOf(chatComplete({ model: "not-json", messages }, settings()));
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error.message).toBe('The AI provider answered 200 for model "not-json": an answer that is not JSON');
    expect(fake.requests).toHaveLength(1);
  });

  test("an answer without text or image: AiProviderError, not retried", async () => {
    await expect(chatComplete({ model: "empty", messages }, settings())).rejects.toThrow('The AI provider answered 200 for model "empty": no text in the answer');
    await expect(generateImage({ model: "empty", prompt: "a fox" }, settings())).rejects.toThrow('The AI provider answered 200 for model "empty": no image in the answer');
    expect(fake.requests).toHaveLength(2);
  });

  test("no error message or log line holds the key, the text sent or the provider's own words", async () => {
    vi.stubEnv("LOG_LEVEL", "debug");
    const lines: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const unreachable = settings({ baseUrl: `http://127.0.0.1:${await closedPort()}/v1` });
    const errors = await Promise.all([
      failureOf(chatComplete({ model: "reject", messages }, settings())),
      failureOf(chatComplete({ model: "broken", messages }, settings())),
      failureOf(chatComplete({ model: "slow", messages }, settings({ timeoutMs: 200 }))),
      failureOf(chatComplete({ model: "llama3.2", messages }, unreachable)),
      failureOf(generateImage({ model: "reject", prompt: SECRET_PHRASE }, settings())),
    ]);
    await chatComplete({ model: "echo", messages }, settings());
    expect(fake.requests.find((request) => request.model === "reject")!.authorization).toBe(`Bearer ${KEY}`);
    expect(errors.map((error) => error.name)).toEqual(["AiProviderError", "AiProviderError", "AiTimeoutError", "AiConnectionError", "AiProviderError"]);
    const written = [...errors.map((error) => `${error.message} ${error.stack}`), ...lines].join("\n");
    for (const leak of [KEY, "purple elephants", "Rejected", "broken on purpose", "Bearer"]) expect(written).not.toContain(leak);
    expect(lines.length).toBeGreaterThanOrEqual(6);
    for (const line of lines) expect(Object.keys(JSON.parse(line)).sort()).toEqual(["level", "model", "ms", "msg", "status", "time"]);
  });
});

describe("generateImage", () => {
  test("returns the PNG in base64 with the provider's usage, asking for b64_json", async () => {
    const result = await generateImage({ model: "sdxl", prompt: "a red fox in the snow", size: "512x512" }, settings());
    expect(result.b64).toBe(FAKE_PNG_B64);
    expect(await sharp(Buffer.from(result.b64, "base64")).metadata()).toMatchObject({ format: "png", width: 1, height: 1 });
    expect(result.usage).toEqual({ promptTokens: 6, completionTokens: 64, totalTokens: 70 });
    expect(fake.requests).toEqual([
      {
        path: "/v1/images/generations",
        model: "sdxl",
        authorization: `Bearer ${KEY}`,
        body: { model: "sdxl", prompt: "a red fox in the snow", n: 1, size: "512x512", response_format: "b64_json" },
      },
    ]);
  });

  test("a broken image model: AiProviderError after the retries", async () => {
    await expect(generateImage({ model: "broken", prompt: "a fox" }, settings())).rejects.toThrow(AiProviderError);
    expect(fake.requests).toHaveLength(3);
  });
});
