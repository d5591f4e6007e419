// Loaded into each server worker with `node --import` (scripts/start.ts, docs/decisions/0180).
// Remix refuses a form post whose Origin is another host than Host (or X-Forwarded-Host), but it
// does so by throwing before any app code runs: a 500 and an error in the log. This answers such
// a request first, with a 403 page (JSON under /api/v1, which Remix does not check), and a warning.
// Same rule as Remix: an Origin header that is present and not this host (also "null" or one that
// is not a URL) on POST, PUT, PATCH or DELETE. Requests without Origin (API clients, webhooks) pass.
import { answerBeforeApp, isApi } from "./early-answer.js";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const MESSAGE = "This form was sent from another site, so it was not accepted. Open Promptory and send it again from there.";

function originHost(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function ownHost(headers) {
  const forwarded = headers["x-forwarded-host"]?.split(",")[0]?.trim();
  return forwarded || headers.host;
}

export function isCrossSite(request) {
  const origin = request.headers.origin;
  if (!UNSAFE.has(request.method) || origin === undefined) return false;
  const host = ownHost(request.headers);
  return !host || originHost(origin) !== host;
}

function warn(request) {
  if (process.env.LOG_LEVEL === "error") return;
  const path = (request.url ?? "").split("?")[0];
  const line = { time: new Date().toISOString(), level: "warn", msg: "cross-site post refused", method: request.method, path, origin: request.headers.origin };
  process.stdout.write(JSON.stringify(line) + "\n");
}

answerBeforeApp((request) => {
  if (!isCrossSite(request)) return null;
  warn(request);
  return { status: 403, json: isApi(request), message: MESSAGE, nextStepHtml: '<a href="/">Go to Promptory</a>' };
});
