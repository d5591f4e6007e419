import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import onHeaders from "on-headers";
import { CLIENT_ADDRESS_HEADER, forwardedClient } from "~/utils/client-address";
import { loggablePath } from "~/utils/log-path";
import { log } from "~/utils/logger.server";
import { addressedHost, isOwnOrigin } from "~/utils/origin";
import {
  DRAIN_BYTES,
  DRAIN_MS,
  MULTIPART_BODY_BYTES,
  OTHER_BODY_BYTES,
  sizeText,
  WEBHOOK_BODY_BYTES,
} from "~/utils/request-limits";
import { answerEarly, type EarlyAnswer } from "./early-answer";
import { hostWarning } from "./host-warning";

/**
 * The front door (docs/decisions/0291): every request, however the app is served (`npm start`'s
 * workers, `npm run dev`, `npm run serve`, the e2e server, the container), passes these rules
 * before any other middleware or the app sees it:
 * - the client address is resolved from the socket (and X-Forwarded-For with TRUST_PROXY) and
 *   handed to the app in CLIENT_ADDRESS_HEADER, replacing whatever a client sent under that name;
 * - one JSON log line per request, without its query string (it may carry tokens);
 * - in production mode, one warning per process when a request is addressed to a host other than
 *   APP_URL's (server/host-warning.ts);
 * - a post from another site (an Origin that is not this host) gets a 403 (docs/decisions/0180);
 * - a body over its limit gets a 413 from its Content-Length, before a byte of it is read, and a
 *   page or webhook post without a length a 411; the JSON API counts a chunked body itself
 *   (docs/decisions/0181);
 * - an answer sent before the request's body was read, by the door or by the app, closes its
 *   connection after draining the rest (bounded): the unread rest must not be taken for the next
 *   request on a keep-alive connection.
 */
export type FrontDoorOptions = {
  /** How many proxies in front append to X-Forwarded-For (TRUST_PROXY); 0: the socket address. */
  trustProxy: number;
  /** APP_URL in production mode, to warn about requests to another host; undefined: no warning. */
  appUrl?: string;
};

type Handler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const GO_BACK = "Go back: what you typed is still in the form. Send a smaller file or shorter text.";
const CROSS_SITE =
  "This form was sent from another site, so it was not accepted. Open Promptory and send it again from there.";

const pathOf = (request: IncomingMessage) => (request.url ?? "/").split(/[?#]/)[0]!;
const isApi = (request: IncomingMessage) => /^\/api\/v1(\/|$)/i.test(pathOf(request));
const hostOf = (request: IncomingMessage) => addressedHost(request.headers["x-forwarded-host"] as string | undefined, request.headers.host);
const isWebhook = (request: IncomingMessage) => pathOf(request) === "/payments/webhook";

export function frontDoor({ trustProxy, appUrl }: FrontDoorOptions): Handler {
  const warnOfOtherHost = hostWarning(appUrl);
  return (request, response, next) => {
    warnOfOtherHost(pathOf(request), hostOf(request));
    const socketAddress = request.socket.remoteAddress ?? "unknown";
    request.headers[CLIENT_ADDRESS_HEADER] = forwardedClient(socketAddress, request.headers["x-forwarded-for"] as string | undefined, trustProxy);
    logWhenDone(request, response);
    onHeaders(response, () => closeIfBodyUnread(request, response));
    const refused = crossSiteRefusal(request) ?? bodyRefusal(request);
    if (refused) return answerEarly(response, refused);
    next();
  };
}

function logWhenDone(request: IncomingMessage, response: ServerResponse): void {
  const started = performance.now();
  response.once("close", () => {
    const finished = response.writableFinished;
    log("info", "request", {
      method: request.method,
      path: loggablePath(pathOf(request)),
      status: finished ? response.statusCode : null,
      durationMs: finished ? Math.round((performance.now() - started) * 1000) / 1000 : null,
    });
  });
}

/** Same rule as Remix's own form check, answered as a page (JSON under /api/v1) instead of a 500. */
function crossSiteRefusal(request: IncomingMessage): EarlyAnswer | null {
  const origin = request.headers.origin;
  if (!UNSAFE.has(request.method ?? "") || origin === undefined) return null;
  if (isOwnOrigin(origin, hostOf(request))) return null;
  log("warn", "cross-site post refused", { method: request.method, path: loggablePath(pathOf(request)), origin });
  return { status: 403, json: isApi(request), message: CROSS_SITE, nextStepHtml: '<a href="/">Go to Promptory</a>' };
}

function bodyLimit(request: IncomingMessage): number {
  if (isWebhook(request)) return WEBHOOK_BODY_BYTES;
  const type = (request.headers["content-type"] ?? "").toLowerCase();
  return type.startsWith("multipart/form-data") ? MULTIPART_BODY_BYTES : OTHER_BODY_BYTES;
}

/** 413 for a body over its limit, 411 for a page or webhook post of unknown length; null when it may be read. */
function bodyRefusal(request: IncomingMessage): EarlyAnswer | null {
  if (!UNSAFE.has(request.method ?? "")) return null;
  const json = isApi(request) || isWebhook(request);
  const limit = bodyLimit(request);
  const length = request.headers["content-length"];
  if (length !== undefined) {
    if (Number(length) <= limit) return null;
    return { status: 413, json, message: `This request is too large (at most ${sizeText(limit)}).`, nextStepHtml: GO_BACK };
  }
  if (request.headers["transfer-encoding"] === undefined || isApi(request)) return null;
  return { status: 411, json, message: "This request must say its length (Content-Length).", nextStepHtml: GO_BACK };
}

function closeIfBodyUnread(request: IncomingMessage, response: ServerResponse): void {
  if (request.complete) return;
  response.setHeader("Connection", "close");
  drainBeforeClosing(request.socket);
}

const draining = new WeakSet<Socket>();

/**
 * Closing a socket with unread bytes in it sends a reset, which can overtake the answer: the
 * client sees ECONNRESET instead of the 413. So the server only half-closes (FIN after the
 * answer) and reads what the client still sends, bounded in bytes and time, until it closes.
 */
function drainBeforeClosing(socket: Socket): void {
  if (draining.has(socket)) return;
  draining.add(socket);
  // Node ends a `Connection: close` answer with destroySoon(), which would reset the unread rest.
  socket.destroySoon = function endAndDrain() {
    this.end();
    this.resume();
  };
  let drained = 0;
  socket.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_BYTES) socket.destroy();
  });
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  socket.once("close", () => clearTimeout(timer));
}
