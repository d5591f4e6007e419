import http from "node:http";

export type Balancer = { url: string; stop(): Promise<void> };

/**
 * The soak's load balancer in front of several launchers (issue 28 point 4): each request goes to
 * the next upstream in turn, and to the one after it when that one refuses the connection (being
 * killed or restarted). A request that reached an upstream is never sent again (as nginx does with
 * POSTs): a server that died mid-request answers 502, and the buyer retries as it would anyway.
 */
export async function startBalancer(port: number, upstreamPorts: number[]): Promise<Balancer> {
  let next = 0;
  const server = http.createServer(async (request, response) => {
    const body = Buffer.concat(await request.toArray());
    const first = next++;
    for (let tried = 0; tried < upstreamPorts.length; tried++) {
      const upstream = upstreamPorts[(first + tried) % upstreamPorts.length]!;
      if ((await forward(request, body, upstream, response)) !== "refused") return;
    }
    response.writeHead(502).end("no upstream answered");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve()).closeAllConnections()),
  };
}

function forward(request: http.IncomingMessage, body: Buffer, port: number, response: http.ServerResponse): Promise<"answered" | "refused"> {
  return new Promise((resolve) => {
    const upstream = http.request({ host: "127.0.0.1", port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
      answer.once("error", () => response.destroy());
      resolve("answered");
    });
    upstream.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNREFUSED") return resolve("refused");
      if (!response.headersSent) response.writeHead(502).end(`upstream ${port}: ${error.code ?? error.message}`);
      else response.destroy();
      resolve("answered");
    });
    upstream.end(body);
  });
}
