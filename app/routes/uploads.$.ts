import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { applySecurityHeaders } from "~/utils/security-headers.server";
import { findUpload } from "~/models/uploads.server";

/** Keys are random and never reused, so a stored image never changes under its URL. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /uploads/:key: a stored image or one of its width variants (the base image when that
 * variant was never stored), streamed from UPLOADS_DIR; anything else is 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const file = await findUpload(params["*"] ?? "");
  if (!file) return notFound();
  const etag = `"${file.size.toString(36)}-${Math.trunc(file.mtimeMs).toString(36)}"`;
  const headers = applySecurityHeaders(new Headers({ "Cache-Control": IMMUTABLE, ETag: etag }));
  if (matchesEtag(request.headers.get("If-None-Match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "image/webp");
  headers.set("Content-Length", String(file.size));
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file.path)), { headers });
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === "*" || candidate === etag;
  });
}

function notFound() {
  const headers = applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }));
  return new Response("Not Found", { status: 404, headers });
}
