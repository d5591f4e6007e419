/**
 * The one door to the AI provider: any OpenAI-compatible API at AI_BASE_URL (Ollama, vLLM,
 * llama.cpp's server, OpenAI). Design and limits: docs/decisions/0309.
 *
 * - One deadline (AI_TIMEOUT_MS) for the whole call, its retries and their pauses included.
 * - At most RETRIES retries, on 429, a 5xx other than 501, or no connection; never on another 4xx
 *   or after the deadline. A Retry-After of up to MAX_RETRY_AFTER_MS is honoured, a longer one
 *   ends the call at once.
 * - Failures are the typed errors of ./errors; nothing logged or thrown holds the key, the text
 *   sent or the provider's own words. The log line of a call holds its model, status and ms only.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { env, type AiSettings } from "~/env.server";
import { log } from "~/utils/logger.server";
import { AiConnectionError, type AiError, AiNotConfiguredError, AiProviderError, AiTimeoutError } from "./errors";
import { readUsage, type AiUsage } from "./usage";

export type { AiUsage } from "./usage";
export type ChatMessage = { role: "system" | "user" | "assistant"; content: string };
export type ChatRequest = { model: string; messages: ChatMessage[]; maxTokens?: number; temperature?: number };
/** `ms`: the whole call as the caller waited for it, retries included. */
export type ChatResult = { text: string; usage: AiUsage; ms: number };
/** `size` as the provider spells it (e.g. "512x512"); left out, the provider's default. */
export type ImageRequest = { model: string; prompt: string; size?: string };
/** `b64`: the image file (PNG for most providers) in base64, as the provider sent it. */
export type ImageResult = { b64: string; usage: AiUsage; ms: number };

export const RETRIES = 2;
const BACKOFF_MS = [250, 500];
export const MAX_RETRY_AFTER_MS = 2_000;
/** An answer larger than this is refused unread (an image in base64 is a few MB). */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
const MAX_ERROR_BYTES = 64 * 1024;

/** Whether AI calls can be made at all (AI_BASE_URL is set). */
export function aiConfigured(settings: AiSettings = env().AI): boolean {
  return Boolean(settings.baseUrl);
}

/** POST {AI_BASE_URL}/chat/completions, not streamed; the first choice's text. */
export async function chatComplete(request: ChatRequest, settings: AiSettings = env().AI): Promise<ChatResult> {
  const { model, messages, maxTokens, temperature } = request;
  const body = { model, messages, stream: false, max_tokens: maxTokens, temperature };
  const { answer, ms } = await post("chat/completions", model, body, settings);
  const text = (answer as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof text !== "string") throw new AiProviderError(200, model, "no text in the answer");
  const sent = messages.map((message) => message.content).join("\n");
  return { text, usage: readUsage(answer, sent, text), ms };
}

/** POST {AI_BASE_URL}/images/generations for one image, in base64. */
export async function generateImage(request: ImageRequest, settings: AiSettings = env().AI): Promise<ImageResult> {
  const { model, prompt, size } = request;
  const body = { model, prompt, n: 1, size, response_format: "b64_json" };
  const { answer, ms } = await post("images/generations", model, body, settings);
  const b64 = (answer as { data?: { b64_json?: unknown }[] } | null)?.data?.[0]?.b64_json;
  if (typeof b64 !== "string" || !/^[A-Za-z0-9+/]+=*$/.test(b64)) throw new AiProviderError(200, model, "no image in the answer");
  return { b64, usage: readUsage(answer, prompt, ""), ms };
}

type Call = { url: string; init: RequestInit; model: string; deadline: AbortSignal; timeoutMs: number };

/** One call with its deadline, retries and log line; the parsed JSON answer. */
async function post(path: string, model: string, body: object, settings: AiSettings) {
  if (!settings.baseUrl) throw new AiNotConfiguredError();
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (settings.apiKey) headers.Authorization = `Bearer ${settings.apiKey}`;
  const init = { method: "POST", headers, body: JSON.stringify(body), signal: deadline };
  try {
    const answer = await withRetries({ url: `${settings.baseUrl}/${path}`, init, model, deadline, timeoutMs: settings.timeoutMs });
    log("info", "ai call", { model, status: 200, ms: elapsed() });
    return { answer, ms: elapsed() };
  } catch (error) {
    log("warn", "ai call failed", { model, status: error instanceof AiProviderError ? error.status : (error as Error).name, ms: elapsed() });
    throw error;
  }
}

async function withRetries(call: Call): Promise<unknown> {
  for (let retry = 0; ; retry++) {
    let failure: AiError;
    let pause: number | undefined;
    try {
      const response = await send(call);
      if (response.ok) return await answerOf(response, call);
      failure = new AiProviderError(response.status, call.model, await errorCode(response, call));
      pause = retryPause(response, retry);
    } catch (error) {
      if (!(error instanceof AiConnectionError)) throw error;
      failure = error;
      pause = BACKOFF_MS[retry];
    }
    if (retry === RETRIES || pause === undefined) throw failure;
    await sleep(pause, undefined, { signal: call.deadline }).catch(() => {
      throw new AiTimeoutError(call.model, call.timeoutMs);
    });
  }
}

/** fetch, with its failures as AiTimeoutError (the deadline passed) or AiConnectionError. */
async function send(call: Call): Promise<Response> {
  try {
    return await fetch(call.url, call.init);
  } catch (error) {
    throw lostCall(error, call);
  }
}

function lostCall(error: unknown, call: Call): AiError {
  if (call.deadline.aborted) return new AiTimeoutError(call.model, call.timeoutMs);
  const code = ((error as { cause?: { code?: unknown } }).cause?.code ?? "") as string;
  return new AiConnectionError(call.model, /^[A-Z_]{2,40}$/.test(code) ? code : undefined);
}

async function answerOf(response: Response, call: Call): Promise<unknown> {
  const text = await readBounded(response, MAX_ANSWER_BYTES, call);
  if (text === undefined) throw new AiProviderError(response.status, call.model, "an answer over 16 MB");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AiProviderError(response.status, call.model, "an answer that is not JSON");
  }
}

/** The provider's error code or type (OpenAI's `{ error: { code, type } }`) when it is one short word. */
async function errorCode(response: Response, call: Call): Promise<string> {
  const text = await readBounded(response, MAX_ERROR_BYTES, call).catch(() => undefined);
  let error: { code?: unknown; type?: unknown } | undefined;
  try {
    error = (JSON.parse(text ?? "") as { error?: typeof error })?.error;
  } catch {
    // Not JSON: no code to give.
  }
  const word = [error?.code, error?.type].find((value) => typeof value === "string" && /^[A-Za-z0-9_.-]{1,60}$/.test(value));
  return (word as string | undefined) ?? "an error";
}

/** The body as text, or undefined when it passes maxBytes. */
async function readBounded(response: Response, maxBytes: number, call: Call): Promise<string | undefined> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return undefined;
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    throw lostCall(error, call);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** How long to wait before retrying after this answer; undefined: do not retry. */
function retryPause(response: Response, retry: number): number | undefined {
  const { status } = response;
  if (status !== 429 && (status < 500 || status === 501)) return undefined;
  const header = response.headers.get("Retry-After");
  if (header === null) return BACKOFF_MS[retry];
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - Date.now();
  if (Number.isNaN(ms)) return BACKOFF_MS[retry];
  return ms <= MAX_RETRY_AFTER_MS ? Math.max(ms, 0) : undefined;
}
