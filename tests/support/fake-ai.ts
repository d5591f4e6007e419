/**
 * A fake OpenAI-compatible provider for tests (STACK-NOTES "AI providers in tests"): node:http on a
 * free loopback port, so no test reaches a real provider. Point AI_BASE_URL at `url` (…/v1).
 *
 * It answers `POST /v1/chat/completions` and `POST /v1/images/generations`; the model id in the body
 * chooses what it does:
 * - `slow`: waits `slowMs` (default 3000), then answers as a normal model. Past a short timeout.
 * - `flaky-429`: its 1st, 3rd, 5th… request gets 429 with `Retry-After: 1`, the others a normal
 *   answer; so every call succeeds on its first retry.
 * - `broken`: always 500 (`server_error`).
 * - `reject`: always 400 (`invalid_request_error`), with an error message that repeats everything it
 *   got, the Authorization header included: what the app makes of it must hold none of it.
 * - `not-json`: 200 with an HTML page.
 * - `empty`: 200 with the JSON `null`: no text, no image.
 * - `echo` (chat): repeats its whole input, every message's content joined by "\n" (the leak rule).
 * - `obey` (chat): does what a prompt injection asks: its whole input given back in the disguise
 *   its input names ("base64", "reversed", "rot13", "spaced out", "hex"), else as it is.
 * - `no-usage` (chat): a normal answer without `usage`.
 * - any other id, chat: "Fake answer from <model>: <n> words read, digest <8 hex>.", where n and the
 *   digest come from the messages: the same input always gets the same answer, and it never repeats
 *   the input.
 * - any other id, images: `data[0].b64_json`, a 1x1 PNG, with gpt-image-1's usage shape
 *   (input_tokens: the prompt's words, output_tokens: 64).
 * A chat answer's usage: prompt_tokens = words in the messages, completion_tokens = words in the
 * text. A streaming request (`stream: true`) gets the same non-streamed answer. Anything else:
 * 404, 405 or 400 in OpenAI's error shape. Every request it gets is kept in `requests`.
 */
import { createHash } from "node:crypto";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A 1x1 transparent PNG. */
export const FAKE_PNG_B64 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export type FakeAiRequest = {
  /** e.g. "/v1/chat/completions" */
  path: string;
  /** The model id asked for, "" when the body had none. */
  model: string;
  /** The Authorization header as sent, when there was one. */
  authorization?: string;
  /** The JSON body as parsed (null when it was not JSON). */
  body: any;
};

export type FakeAi = {
  port: number;
  /** The API base for AI_BASE_URL: http://127.0.0.1:<port>/v1 */
  url: string;
  requests: FakeAiRequest[];
  /** Forget the requests and the `flaky-429` counts. */
  reset(): void;
  close(): Promise<void>;
};

export type FakeAiOptions = {
  /** 0 or unset: a free port. */
  port?: number;
  /** How long `slow` waits before it answers (ms). */
  slowMs?: number;
};

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const failure = (status: number, type: string, message: string): Answer => ({ status, body: { error: { message, type, code: null } } });

function chatAnswer(model: string, body: any): Answer {
  if (!Array.isArray(body?.messages)) return failure(400, "invalid_request_error", "messages is required");
  const input = body.messages.map((message: { content?: unknown }) => String(message?.content ?? "")).join("\n");
  const digest = createHash("sha256").update(input).digest("hex").slice(0, 8);
  const text =
    model === "echo" ? input : model === "obey" ? obeyed(input) : `Fake answer from ${model}: ${words(input)} words read, digest ${digest}.`;
  const usage = { prompt_tokens: words(input), completion_tokens: words(text), total_tokens: words(input) + words(text) };
  const choice = { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" };
  const answer = { id: `chatcmpl-${digest}`, object: "chat.completion", created: 0, model, choices: [choice] };
  return { status: 200, body: model === "no-usage" ? answer : { ...answer, usage } };
}

const rot13 = (text: string) => text.replace(/[a-z]/gi, (c) => String.fromCharCode(((c.toLowerCase().charCodeAt(0) - 97 + 13) % 26) + (c <= "Z" ? 65 : 97)));

/** The input in the disguise it asks for: what a model that follows injected instructions returns. */
function obeyed(input: string): string {
  const asked = input.toLowerCase();
  if (asked.includes("base64")) return `Sure! ${Buffer.from(input).toString("base64")}`;
  if (asked.includes("hex")) return Buffer.from(input).toString("hex");
  if (asked.includes("reversed")) return input.split(/\s+/).reverse().join(" ");
  if (asked.includes("rot13")) return rot13(input);
  if (asked.includes("spaced out")) return [...input].join(" ");
  return input;
}

function imageAnswer(body: any): Answer {
  if (typeof body?.prompt !== "string") return failure(400, "invalid_request_error", "prompt is required");
  const usage = { input_tokens: words(body.prompt), output_tokens: 64, total_tokens: words(body.prompt) + 64 };
  return { status: 200, body: { created: 0, data: [{ b64_json: FAKE_PNG_B64 }], usage } };
}

const ENDPOINTS: Record<string, (model: string, body: any) => Answer> = {
  "/v1/chat/completions": chatAnswer,
  "/v1/images/generations": (_model, body) => imageAnswer(body),
};

export async function startFakeAi(options: FakeAiOptions = {}): Promise<FakeAi> {
  const requests: FakeAiRequest[] = [];
  const flakyCounts = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();

  /** The model's own behaviour, or undefined for the endpoint's normal answer. */
  function behaviour(model: string, request: FakeAiRequest): Answer | undefined {
    if (model === "broken") return failure(500, "server_error", "The fake provider is broken on purpose");
    if (model === "reject") {
      return failure(400, "invalid_request_error", `Rejected ${JSON.stringify(request.body)} from ${request.authorization}`);
    }
    if (model === "not-json") return { status: 200, body: "<html><body>Not an API</body></html>" };
    if (model === "empty") return { status: 200, body: null };
    if (model === "flaky-429") {
      const count = (flakyCounts.get(model) ?? 0) + 1;
      flakyCounts.set(model, count);
      if (count % 2 === 1) return { ...failure(429, "rate_limit_exceeded", "Slow down"), headers: { "Retry-After": "1" } };
    }
    return undefined;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: any = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      // Kept as null: answered 400 below.
    }
    const path = (req.url ?? "").split("?")[0]!;
    const model = typeof body?.model === "string" ? body.model : "";
    const request: FakeAiRequest = { path, model, authorization: req.headers.authorization, body };
    requests.push(request);
    const endpoint = ENDPOINTS[path];
    const answer: Answer = !endpoint
      ? failure(404, "not_found", "No such endpoint")
      : req.method !== "POST"
        ? failure(405, "invalid_request_error", "Use POST")
        : !model
          ? failure(400, "invalid_request_error", "model is required")
          : (behaviour(model, request) ?? endpoint(model, body));
    if (model === "slow") await pause(options.slowMs ?? 3000);
    if (res.destroyed) return;
    const text = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
    const type = typeof answer.body === "string" ? "text/html" : "application/json";
    res.writeHead(answer.status, { "Content-Type": type, ...answer.headers }).end(text);
  }

  function pause(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => (timers.delete(timer), resolve()), ms);
      timers.add(timer);
    });
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  return {
    port,
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reset() {
      requests.length = 0;
      flakyCounts.clear();
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
