// Loaded into each server worker with `node --import` (scripts/start.ts, docs/decisions/0181).
// - Every post is bounded before any parser sees it: by its Content-Length, 28 MB for multipart
//   forms (a prompt's five 5 MB images, decision 0252; one image over 5 MB is still read to
//   20 MB and dropped, so its form comes back as typed) and 1 MB for anything else (urlencoded forms, JSON, the webhook). A page route's or the
//   webhook's body must say its length (411 otherwise); /api/v1 counts a chunked body itself.
// - An answer sent before the request's body was read (a 413, 400 or 401 from /api/v1, a refused
//   post) closes its connection: on a keep-alive connection the unread rest of the body would
//   otherwise be read as the next request, and that request gets a reset.
import { answerBeforeApp, isApi } from "./early-answer.js";

const MB = 1024 * 1024;
const MULTIPART_LIMIT = 28 * MB;
const OTHER_LIMIT = 1 * MB;
const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The rest of an unread body is read and dropped up to this, for at most DRAIN_MS, before the socket closes. */
const DRAIN_LIMIT = MULTIPART_LIMIT;
const DRAIN_MS = 10_000;

function closeIfBodyUnread(request, response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadClosingEarly(...args) {
    if (!request.complete) {
      this.setHeader("Connection", "close");
      drainBeforeClosing(request.socket);
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Closing a socket with unread bytes in it sends a reset, which can overtake the answer: the
 * client sees ECONNRESET instead of the 413. So the server only half-closes (FIN after the
 * answer) and reads what the client still sends, bounded in bytes and time, until it closes.
 */
function drainBeforeClosing(socket) {
  if (!socket || socket.draining) return;
  socket.draining = true;
  socket.destroySoon = function endAndDrain() {
    this.end();
    this.resume();
  };
  let drained = 0;
  socket.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) socket.destroy();
  });
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  socket.once("close", () => clearTimeout(timer));
}

function limitFor(request) {
  const type = (request.headers["content-type"] ?? "").toLowerCase();
  return type.startsWith("multipart/form-data") ? MULTIPART_LIMIT : OTHER_LIMIT;
}

/** 413 or 411 for a body over its limit or of unknown length; null when the body may be read. */
function refusal(request) {
  if (!UNSAFE.has(request.method)) return null;
  const limit = limitFor(request);
  const length = request.headers["content-length"];
  if (length !== undefined) {
    return Number(length) > limit ? { status: 413, message: `This request is too large (at most ${limit / MB} MB).` } : null;
  }
  if (request.headers["transfer-encoding"] === undefined || isApi(request)) return null;
  return { status: 411, message: "This request must say its length (Content-Length)." };
}

const GO_BACK = "Go back: what you typed is still in the form. Send a smaller file or shorter text.";

answerBeforeApp((request, response) => {
  closeIfBodyUnread(request, response);
  const refused = refusal(request);
  if (!refused) return null;
  const json = isApi(request) || (request.url ?? "").startsWith("/payments/webhook");
  return { ...refused, json, nextStepHtml: GO_BACK };
});
