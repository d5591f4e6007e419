// Loaded into each server worker with `node --import` (scripts/server-cluster.ts,
// docs/decisions/0100). remix-serve closes its server on the first SIGTERM or SIGINT, and the
// worker then finishes the requests in flight. This preload makes it leave as soon as they are done:
// - a worker gets each stop signal twice (from its process group and from the primary), and the
//   second must not kill it mid-shutdown, so the signals get listeners that stay;
// - keep-alive connections would hold the server open, so answers from now on close their
//   connection and idle ones are shut;
// - once the server has closed, every request has been answered, but the IPC channel to the
//   primary and Remix's stream timers (5 s per request) would keep the process alive: it exits.
// SIGHUP is left to the primary, which turns it into a SIGTERM.
import http from "node:http";

const servers = new Set();
let stopping = false;
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function emitUntilStopped(event, ...args) {
  if (event === "listening") servers.add(this);
  if (event === "request" && stopping) args[1].shouldKeepAlive = false;
  return emit.call(this, event, ...args);
};

function stop() {
  if (stopping) return;
  stopping = true;
  if (servers.size === 0) process.exit(0); // not serving yet: nothing to finish
  let open = servers.size;
  for (const server of servers) {
    server.once("close", () => {
      open -= 1;
      if (open === 0) process.exit(0);
    });
  }
  setInterval(() => {
    for (const server of servers) server.closeIdleConnections();
  }, 200).unref();
}

process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.on("SIGHUP", () => {});
