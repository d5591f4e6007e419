import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { getApiSession } from "~/api/auth-context.server";
import { maySeePreviewImage } from "~/models/ai/preview-images.server";
import { findPreviewImage } from "~/models/uploads.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";

/** Never kept by a browser or a shared cache: whoever sees it is decided per request. */
const PRIVATE = "private, no-store";

/**
 * GET /ai/preview-images/:key: an image a live preview made (CONTRACT 17, decision 0350), to the
 * callers whose run answered with it and the prompt's vendor (signed in, or with an API token);
 * anyone else, a visitor included, gets 404 as if it did not exist.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const key = params.key ?? "";
  const session = await getApiSession({ request });
  const file = session && (await maySeePreviewImage(session.user.id, key)) ? await findPreviewImage(key) : null;
  if (!file) {
    const headers = applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": PRIVATE }));
    return new Response("Not Found", { status: 404, headers });
  }
  const headers = applySecurityHeaders(new Headers({ "Cache-Control": PRIVATE, "Content-Type": "image/webp", "Content-Length": String(file.size) }));
  return new Response(createReadableStreamFromReadable(fs.createReadStream(file.path)), { headers });
}
