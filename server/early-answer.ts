import type { ServerResponse } from "node:http";

/** What the front door answers instead of the app: JSON `{success:false,message}` or a small page. */
export type EarlyAnswer = { status: number; json: boolean; message: string; nextStepHtml: string };

function notAcceptedPage(message: string, nextStepHtml: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not accepted | Promptory</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Not accepted</h1><p>${message}</p><p>${nextStepHtml}</p></body></html>`;
}

/**
 * Answers at once and closes the connection: the request's body is left unread, so it must not be
 * read as the next request.
 */
export function answerEarly(response: ServerResponse, { status, json, message, nextStepHtml }: EarlyAnswer): void {
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
