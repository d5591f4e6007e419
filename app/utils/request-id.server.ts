import { randomBytes } from "node:crypto";

/**
 * The id of a request that failed: given on the first ask (the error's log line), then the same
 * for that request's headers and its 500 page, so a user can quote it and support find the line.
 */
const ids = new WeakMap<Request, string>();

export function requestIdOf(request: Request): string {
  let id = ids.get(request);
  if (!id) {
    id = randomBytes(6).toString("hex");
    ids.set(request, id);
  }
  return id;
}

/**
 * Names the failed request's id in its answer: `X-Request-Id`, and `Server-Timing`, which the
 * browser hands to the page (the 500 boundary reads it after a client-side navigation).
 */
export function setRequestIdHeaders(request: Request, headers: Headers): void {
  const id = ids.get(request);
  if (!id) return;
  headers.set("X-Request-Id", id);
  headers.append("Server-Timing", `request;desc="${id}"`);
}
