import cluster from "node:cluster";
import http, { type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { log } from "~/utils/logger.server";
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_MS, STOP_DEADLINE_MS } from "~/utils/request-limits";

export type Listening = { server: http.Server; stopped: Promise<void> };

/**
 * Listens with long keep-alive (a client that reuses an idle connection just as Node's default 5 s
 * closes it gets a reset) and stops gracefully on SIGTERM or SIGINT (docs/decisions/0100): no new
 * connections, answers from then on close theirs, idle ones are shut, and the process exits once
 * every request in flight is answered, or after STOP_DEADLINE_MS. Remix's stream timers and a
 * cluster worker's channel to its primary would otherwise keep the process alive. A cluster worker
 * gets each signal twice (its process group's and the primary's copy) and leaves SIGHUP to the primary.
 */
export type ServeOptions = {
  port: number;
  /** The address to listen on; undefined: every interface. */
  host?: string;
  /** The address the log tells people to open (APP_URL): links and callbacks use it, not the one listened on. */
  url?: string;
  beforeExit?: () => Promise<void>;
};

export function serve(app: RequestListener, { port, host, url, beforeExit }: ServeOptions): Listening {
  const server = http.createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  let stopping = false;
  server.prependListener("request", (_request, response: http.ServerResponse) => {
    if (stopping) response.shouldKeepAlive = false;
  });
  const stopped = new Promise<void>((resolve) => {
    const stop = () => {
      if (stopping) return;
      stopping = true;
      log("info", "stopping: finishing the requests in flight");
      setTimeout(() => process.exit(1), STOP_DEADLINE_MS).unref();
      setInterval(() => server.closeIdleConnections(), 200).unref();
      server.close(() => void (beforeExit?.() ?? Promise.resolve()).finally(resolve));
      server.closeIdleConnections();
    };
    for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, stop);
    if (cluster.isWorker) process.on("SIGHUP", () => {});
  });
  server.listen(port, host, () => {
    const { port: bound } = server.address() as AddressInfo;
    if (!cluster.isWorker) log("info", "listening", { url: url ?? `http://${host ?? "localhost"}:${bound}`, host: host ?? "*", port: bound });
  });
  return { server, stopped };
}
