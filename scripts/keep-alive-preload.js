// Loaded into each server worker with `node --import` (scripts/start.ts). Node closes an idle
// keep-alive connection after 5 s; a client (a load balancer, a browser, a load generator) that
// sends its next request on that connection just then gets a reset. Idle connections stay open
// for 65 s, longer than common proxies keep theirs, and headers may take a second beyond that.
import http from "node:http";

const KEEP_ALIVE_MS = 65_000;
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitWithLongKeepAlive(event, ...args) {
  if (event === "listening") {
    this.keepAliveTimeout = KEEP_ALIVE_MS;
    this.headersTimeout = KEEP_ALIVE_MS + 1_000;
  }
  return emit.call(this, event, ...args);
};
