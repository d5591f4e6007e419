// Shared by the worker preloads that answer a request before the app sees it: the cross-site
// check (docs/decisions/0180) and the body limits (docs/decisions/0181).
import http from "node:http";

export const isApi = (request) => /^\/api\/v1(\/|$|\?)/i.test(request.url ?? "");

function notAcceptedPage(message, nextStepHtml) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not accepted | Promptory</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Not accepted</h1><p>${message}</p><p>${nextStepHtml}</p></body></html>`;
}

/**
 * Answers at once, as JSON `{success:false,message}` or as a small page, and closes the
 * connection: the request's body is left unread, so it must not be read as the next request.
 */
export function answerEarly(response, { status, json, message, nextStepHtml }) {
  const body = json ? JSON.stringify({ success: false, message }) : notAcceptedPage(message, nextStepHtml);
  response.writeHead(status, {
    "Content-Type": json ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  });
  response.end(body);
}

/**
 * Every request is shown to `refusal(request, response)` before the app (and the preloads loaded
 * earlier) see it; what it returns, the options of answerEarly, is answered at once instead.
 */
export function answerBeforeApp(refusal) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitUnlessRefused(event, ...args) {
    const refused = event === "request" ? refusal(args[0], args[1]) : null;
    if (!refused) return emit.call(this, event, ...args);
    answerEarly(args[1], refused);
    return true;
  };
}
