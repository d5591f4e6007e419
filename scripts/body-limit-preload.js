// Loaded into each server worker with `node --import` (scripts/start.ts, docs/decisions/0181).
// An answer sent before the request's body was read (a 413, 400 or 401 from /api/v1, a refused
// post) must close its connection: on a keep-alive connection the unread rest of the body would
// otherwise be read as the next request, and that request gets a reset.
import http from "node:http";

const emit = http.Server.prototype.emit;

function closeIfBodyUnread(request, response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadClosingEarly(...args) {
    if (!request.complete) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  };
}

http.Server.prototype.emit = function emitWithBodyLimits(event, ...args) {
  if (event === "request") closeIfBodyUnread(args[0], args[1]);
  return emit.call(this, event, ...args);
};
