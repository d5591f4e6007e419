/**
 * The load generator process: `node --import tsx bench/load-child.ts '<LoadSpec JSON>'`.
 * Prints one LoadSample as JSON. Latencies are collected per response, because autocannon's
 * own summary has no p95.
 */
import autocannon from "autocannon";
import type { LoadRequest, LoadSample, LoadSpec } from "./load";
import { round, summarizeLatencies } from "./stats";

const spec = JSON.parse(process.argv[2] ?? "") as LoadSpec;

function toAutocannonRequests(requests: LoadRequest[], connectionValue = ""): autocannon.Request[] {
  return requests.map(({ method, path, headers, body }) => ({
    method: method as autocannon.Request["method"],
    path: path.replaceAll("{conn}", encodeURIComponent(connectionValue)),
    headers,
    body,
  }));
}

function options(durationSec: number, values = spec.connectionValues): autocannon.Options {
  let connection = 0;
  return {
    url: spec.url,
    connections: spec.connections,
    duration: durationSec,
    timeout: spec.timeoutSec,
    requests: toAutocannonRequests(spec.requests, values?.[0]),
    setupClient: values?.length
      ? (client) => client.setRequests(toAutocannonRequests(spec.requests, values[connection++ % values.length]))
      : undefined,
  };
}

type Observer = { onResponse(status: number, ms: number): void; onError(error: Error & { code?: string }): void };

function run(durationSec: number, observer?: Observer, values?: string[]): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options(durationSec, values), (error, result) => (error ? reject(error) : resolve(result)));
    if (!observer) return;
    instance.on("response", (_client, status, _bytes, ms) => observer.onResponse(status, ms));
    instance.on("reqError", (error) => observer.onError(error));
  });
}

const SETTLED_MS = 50;
const SETTLE_TIMEOUT_MS = 120_000;

/**
 * When a run ends, the server is still working on the requests that were in flight (at 32
 * connections on a slow page that is seconds of work). Wait until a cheap request is fast again,
 * so that backlog is not charged to the next run.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const started = performance.now();
    const response = await fetch(new URL(spec.settlePath, spec.url));
    await response.arrayBuffer();
    if (performance.now() - started < SETTLED_MS) return;
  }
}

async function main(): Promise<LoadSample> {
  if (spec.warmupSec > 0) {
    await run(spec.warmupSec, undefined, spec.warmupConnectionValues);
    await settle();
  }
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  const errorKinds: Record<string, number> = {};
  const count = (counts: Record<string, number>, key: string | number) => (counts[key] = (counts[key] ?? 0) + 1);
  const result = await run(spec.durationSec, {
    onResponse(status, ms) {
      latencies.push(ms);
      count(statusCounts, status);
    },
    onError: (error) => count(errorKinds, error.message === "request timed out" ? "timeout" : (error.code ?? error.message)),
  });
  await settle();
  const durationSec = result.duration;
  const summary = latencies.length ? summarizeLatencies(latencies) : { p50: 0, p95: 0, p99: 0 };
  return {
    requests: latencies.length,
    durationSec: round(durationSec, 2),
    rps: round(latencies.length / durationSec, 1),
    ...summary,
    statusCounts,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    errorKinds,
  };
}

process.stdout.write(JSON.stringify(await main()));
