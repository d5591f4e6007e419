import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { loggablePath } from "./utils/log-path";
import { logError } from "./utils/logger.server";
import { NonceProvider } from "./utils/nonce";
import { requestIdOf, setRequestIdHeaders } from "./utils/request-id.server";
import { RequestIdProvider } from "./utils/request-id";
import { cacheDecision, etagOf, publicAnswer, setPrivate } from "./pages/http-cache.server";
import { applySecurityHeaders } from "./utils/security-headers.server";
import { startDeliverySweep } from "./models/mail/delivery.server";

// Each server process retries failed mail, and sends what a stopped one left (docs/decisions/0200).
startDeliverySweep();

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const decision = await cacheDecision(request, responseStatusCode, responseHeaders);
  if (decision === "private") setPrivate(responseHeaders);
  const waitForAll = decision === "public" || isbot(request.headers.get("user-agent") ?? "");
  const { body, failed } = await render(request, remixContext, nonce, waitForAll);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(responseHeaders, nonce);
  setRequestIdHeaders(request, responseHeaders);
  if (decision !== "public") {
    return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: failed() ? 500 : responseStatusCode });
  }
  // A cacheable page is sent whole, so that its ETag is known (the nonce, new each time, left out of it).
  const html = await readAll(body);
  if (failed()) {
    setPrivate(responseHeaders);
    return new Response(html, { headers: responseHeaders, status: 500 });
  }
  const etag = etagOf(html.replaceAll(nonce, ""));
  return publicAnswer(request, responseHeaders, etag) ?? new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/** Renders the page into `body` once its shell (or, for bots and cacheable pages, all of it) is ready. */
function render(request: Request, remixContext: EntryContext, nonce: string, waitForAll: boolean) {
  const readyEvent = waitForAll ? "onAllReady" : "onShellReady";
  return new Promise<{ body: PassThrough; failed: () => boolean }>((resolve, reject) => {
    let didError = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={() => requestIdOf(request)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          const body = new PassThrough();
          const erredAtReady = didError;
          resolve({ body, failed: () => erredAtReady });
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          didError = true;
          logError(error, { where: "render", path: loggablePath(new URL(request.url).pathname), requestId: requestIdOf(request) });
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}

async function readAll(stream: PassThrough): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Single-fetch data (`/prompts.data`): the same cache rules as the page it is for. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request }) => {
  applySecurityHeaders(response.headers);
  setRequestIdHeaders(request, response.headers);
  const decision = await cacheDecision(request, response.status, response.headers);
  if (decision === "private") setPrivate(response.headers);
  if (decision !== "public") return response;
  const body = await response.text();
  const headers = new Headers(response.headers);
  return publicAnswer(request, headers, etagOf(body)) ?? new Response(body, { status: response.status, headers });
};

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError(error, { method: request.method, path: loggablePath(new URL(request.url).pathname), requestId: requestIdOf(request) });
};
