import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { frontDoor } from "../../server/front-door";

/**
 * The front door's rules in process, around a handler that echoes what the app would see
 * (tests/unit/hostile-input-server.slow.test.ts checks the same rules through `npm start` and `npm run dev`).
 */
type Door = { base: string; close(): Promise<void> };

async function openDoor(trustProxy = 0, appUrl?: string): Promise<Door> {
  const door = frontDoor({ trustProxy, appUrl });
  const server = http.createServer((request, response) =>
    door(request, response, () => {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ clientAddress: request.headers["x-promptory-client-ip"] }));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const seenAddress = async (door: Door, headers: Record<string, string>) =>
  ((await (await fetch(door.base + "/", { headers })).json()) as { clientAddress: string }).clientAddress;

describe("the client address", () => {
  let direct: Door;
  let behindProxy: Door;
  beforeAll(async () => {
    direct = await openDoor(0);
    behindProxy = await openDoor(1);
  });
  afterAll(async () => {
    await direct.close();
    await behindProxy.close();
  });

  it("is the socket's, whatever a client sends as x-promptory-client-ip or X-Forwarded-For", async () => {
    const address = await seenAddress(direct, { "X-Promptory-Client-IP": "203.0.113.9", "X-Forwarded-For": "198.51.100.1" });
    expect(address).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("with TRUST_PROXY=1 it is the entry the proxy appended, never the client's own header", async () => {
    const address = await seenAddress(behindProxy, { "X-Promptory-Client-IP": "203.0.113.9", "X-Forwarded-For": "198.51.100.66, 198.51.100.7" });
    expect(address).toBe("198.51.100.7");
  });
});

describe("requests the door answers itself", () => {
  let door: Door;
  beforeAll(async () => {
    door = await openDoor();
  });
  afterAll(() => door.close());

  it("a cross-site post: 403, a page for forms and JSON under /api/v1; a same-origin post passes", async () => {
    const page = await fetch(door.base + "/login", { method: "POST", headers: { Origin: "https://evil.example" }, body: "a=b" });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain("sent from another site");
    const api = await fetch(door.base + "/api/v1/auth/login", { method: "POST", headers: { Origin: "null" }, body: "{}" });
    expect(await api.json()).toEqual({ success: false, message: expect.stringContaining("another site") });
    const own = await fetch(door.base + "/login", { method: "POST", headers: { Origin: door.base }, body: "a=b" });
    expect(own.status).toBe(200);
  });

  it("a body over its limit by Content-Length: 413 that names the limit, with the connection closed", async () => {
    const big = await fetch(door.base + "/contact", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "m=" + "x".repeat(1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.headers.get("Connection")).toBe("close");
    expect(await big.text()).toContain("at most 1 MB");
  });

  it("a page or webhook post without a length: 411; an API body may stream (the app counts it)", async () => {
    const chunked = (path: string) =>
      fetch(door.base + path, { method: "POST", body: new Blob(["{}"]).stream(), duplex: "half" } as RequestInit);
    expect((await chunked("/payments/webhook")).status).toBe(411);
    expect((await chunked("/contact")).status).toBe(411);
    expect((await chunked("/api/v1/auth/login")).status).toBe(200);
  });
});

describe("the request log", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("one JSON line per request with method, path without its query, status and duration", async () => {
    vi.stubEnv("LOG_LEVEL", "info");
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const door = await openDoor();
    await (await fetch(door.base + "/reset-password?token=secret")).text();
    await door.close();
    const lines = written.map((line) => JSON.parse(line)).filter((line) => line.msg === "request");
    expect(lines).toEqual([expect.objectContaining({ level: "info", method: "GET", path: "/reset-password", status: 200, durationMs: expect.any(Number) })]);
    expect(written.join("")).not.toContain("secret");
  });
});

describe("a request to another host than APP_URL's (production mode)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  /** The warning lines written while `requests` run against a door opened with `appUrl`. */
  async function warnings(appUrl: string | undefined, requests: (door: Door) => Promise<void>) {
    vi.stubEnv("LOG_LEVEL", "warn");
    const written: string[] = [];
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => written.push(String(chunk)) > 0);
    const door = await openDoor(0, appUrl);
    await requests(door);
    await door.close();
    vi.restoreAllMocks();
    return written.map((line) => JSON.parse(line)).filter((line) => line.level === "warn");
  }
  const get = async (door: Door, path: string, headers: Record<string, string> = {}) =>
    void (await (await fetch(door.base + path, { headers })).text());

  it("is one warning line per process, naming the host and APP_URL; /healthz and APP_URL's own host are not", async () => {
    const lines = await warnings("https://prompts.example.com", async (door) => {
      await get(door, "/healthz");
      await get(door, "/prompts", { "X-Forwarded-Host": "prompts.example.com" });
      await get(door, "/prompts");
      await get(door, "/login");
      await get(door, "/prompts", { "X-Forwarded-Host": "www.example.com" });
    });
    expect(lines).toEqual([expect.objectContaining({ host: expect.stringMatching(/^127\.0\.0\.1:\d+$/), appUrl: "https://prompts.example.com" })]);
    expect(lines[0].msg).toMatch(/^a request was addressed to 127\.0\.0\.1:\d+, but APP_URL is https:\/\/prompts\.example\.com/);
  });

  it("is never logged outside production mode (no appUrl)", async () => {
    expect(await warnings(undefined, (door) => get(door, "/prompts"))).toEqual([]);
  });
});
