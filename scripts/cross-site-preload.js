// Loaded into each server worker with `node --import` (scripts/start.ts, docs/decisions/0180).
// Remix refuses a form post whose Origin is another host than Host (or X-Forwarded-Host), but it
// does so by throwing before any app code runs: a 500 and an error in the log. This answers such
// a request first, with a 403 page (JSON under /api/v1, which Remix does not check), and a warning.
// Same rule as Remix: an Origin header that is present and not this host (also "null" or one that
// is not a URL) on POST, PUT, PATCH or DELETE. Requests without Origin (API clients, webhooks) pass.
import http from "node:http";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const MESSAGE = "This form was sent from another site, so it was not accepted. Open Promptory and send it again from there.";
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not accepted | Promptory</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Not accepted</h1><p>${MESSAGE}</p><p><a href="/">Go to Promptory</a></p></body></html>`;
const emit = http.Server.prototype.emit;

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

function refuse(request, response) {
  const api = /^\/api\/v1(\/|$)/i.test(request.url ?? "");
  const body = api ? JSON.stringify({ success: false, message: MESSAGE }) : PAGE;
  response.writeHead(403, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    // The body is left unread: the connection ends with this answer.
    Connection: "close",
  });
  response.end(body);
  warn(request);
}

http.Server.prototype.emit = function emitSameSiteOnly(event, ...args) {
  if (event === "request" && isCrossSite(args[0])) {
    refuse(args[0], args[1]);
    return true;
  }
  return emit.call(this, event, ...args);
};
