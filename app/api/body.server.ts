import { AppError } from "~/utils/app-error";
import { readAtMost } from "~/utils/bounded-body.server";
import { readFormData } from "~/utils/form-data.server";
import { API_FORM_BYTES, API_JSON_BYTES } from "~/utils/request-limits";
import { fail } from "./respond.server";

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
  const bytes = await readBytes(request, API_JSON_BYTES);
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
export async function readForm(request: Request, limit = API_FORM_BYTES): Promise<FormData> {
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

async function readBytes(request: Request, limit: number): Promise<Buffer<ArrayBuffer>> {
  const bytes = await readAtMost(request, limit);
  if (!bytes) throw fail(413, "Request body is too large");
  return bytes;
}
