// Loaded into the remix-serve process with `node --import` (scripts/start.ts). remix-serve does not
// pass the client address to the app, so every incoming request gets the socket's address in
// x-promptory-client-ip, replacing whatever a client sent under that name (rate-limit.server.ts).
import http from "node:http";

const HEADER = "x-promptory-client-ip";
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithClientIp(event, ...args) {
  if (event === "request") {
    const [request] = args;
    request.headers[HEADER] = request.socket.remoteAddress ?? "unknown";
  }
  return emit.call(this, event, ...args);
};
