import { AppError } from "~/models/errors";
import { readFormData } from "~/utils/form-data.server";
import { fail } from "./respond.server";

const JSON_LIMIT_BYTES = 1024 * 1024;
const MB = 1024 * 1024;
/** One 5 MB image plus the text fields around it. */
const FORM_LIMIT_BYTES = 6 * MB;
/** A prompt's featured image and its 4 example images, 5 MB each, plus its text (decision 0252). */
export const PROMPT_FORM_LIMIT_BYTES = 26 * MB;

const FORM_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
}

export function isJsonRequest(request: Request): boolean {
  return mediaType(request) === "application/json";
}

/** The body as a JSON object; 400 for another content type or bad JSON, 413 above 1 MB. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (!isJsonRequest(request)) throw fail(400, "Content-Type must be application/json");
  const bytes = await readBytes(request, JSON_LIMIT_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw fail(400, "Malformed JSON body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw fail(400, "The JSON body must be an object");
  }
  return value as Record<string, unknown>;
}

/** A multipart or urlencoded body, read the same way as the web forms; 413 above `limit` (6 MB). */
export async function readForm(request: Request, limit = FORM_LIMIT_BYTES): Promise<FormData> {
  if (!FORM_TYPES.includes(mediaType(request))) {
    throw fail(400, "Content-Type must be multipart/form-data or application/x-www-form-urlencoded");
  }
  const body = await readBytes(request, limit);
  const buffered = new Request(request.url, { method: request.method, headers: request.headers, body });
  try {
    return await readFormData(buffered);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw fail(400, "Malformed form data");
  }
}

/** Reads at most `limit` bytes, so an oversized body is refused without being buffered. */
async function readBytes(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  if (Number(request.headers.get("Content-Length")) > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > limit) {
      // Not cancel(): that destroys the socket before the 413 is written (the launcher drains the rest).
      reader.releaseLock();
      throw tooLarge();
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

const tooLarge = () => fail(413, "Request body is too large");
