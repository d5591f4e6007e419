import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFor } from "../api/helpers";
import { makeBuyer, makeSeller } from "./business-fixtures";
import { freePort, killLeftovers, startLauncher, workerReady, type Launcher } from "./launcher-processes";

/**
 * Issue 11, against the real launcher (production build, remix-serve, the worker preloads), on
 * this test file's own database so that its users and sessions are the server's.
 */
const launched: Launcher[] = [];
let base: string;
let launcher: Launcher;
let buyerCookie: string;
let vendorCookie: string;

beforeAll(async () => {
  buyerCookie = await cookieFor(await makeBuyer());
  vendorCookie = await cookieFor((await makeSeller()).user);
  const port = await freePort();
  launcher = startLauncher({
    DATABASE_URL: process.env.DATABASE_URL!,
    UPLOADS_DIR: process.env.UPLOADS_DIR!,
    SESSION_SECRET: process.env.SESSION_SECRET!,
    SEED_DEMO: "0",
    PORT: String(port),
    WEB_CONCURRENCY: "1",
  });
  launched.push(launcher);
  await launcher.waitFor(workerReady);
  base = `http://127.0.0.1:${port}`;
}, 60_000);
afterAll(() => killLeftovers(launched));

const errorLines = () => launcher.lines.filter((line) => line.level === "error");

describe("area paths in another spelling, served", () => {
  it.each(["/HOME/profile", "/Home/profile", "/%68ome/profile"])("%s: the buyer's page for a buyer, the vendor's home for a vendor", async (path) => {
    const before = errorLines().length;
    expect((await fetch(base + path, { headers: { Cookie: buyerCookie }, redirect: "manual" })).status).toBe(200);
    const vendor = await fetch(base + path, { headers: { Cookie: vendorCookie }, redirect: "manual" });
    expect(vendor.status).toBe(302);
    expect(vendor.headers.get("Location")).toBe("/vendor");
    const anonymous = await fetch(base + path, { redirect: "manual" });
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    expect(errorLines().length).toBe(before);
  });
});

describe("a cross-site form post", () => {
  const evil = { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" };

  it.each(["/home/profile", "/home/profile.data", "/logout", "/login"])("POST %s from another origin is a 403 page, not a 500 with an error logged", async (path) => {
    const before = errorLines().length;
    const response = await fetch(base + path, { method: "POST", headers: { ...evil, Cookie: buyerCookie }, body: "name=Mallory&country=Kenya", redirect: "manual" });
    expect(response.status).toBe(403);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(await response.text()).toContain("sent from another site");
    expect(errorLines().length).toBe(before);
  });

  it("an Origin of null or one that is not a URL is refused the same way", async () => {
    for (const Origin of ["null", "not a url"]) {
      const response = await fetch(base + "/home/profile", { method: "POST", headers: { ...evil, Origin, Cookie: buyerCookie }, body: "name=Mallory" });
      expect(response.status).toBe(403);
    }
  });

  it("/api/v1 answers a JSON 403", async () => {
    const response = await fetch(base + "/api/v1/auth/login", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@example.com", password: "whatever-password" }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ success: false, message: expect.stringContaining("another site") });
  });

  it("a same-origin post and a post without Origin still reach the action", async () => {
    const sameOrigin = await fetch(base + "/login", {
      method: "POST",
      headers: { ...evil, Origin: base },
      body: "email=nobody%40example.com&password=wrong-password-1",
      redirect: "manual",
    });
    expect(sameOrigin.status).toBe(401);
    const api = await fetch(base + "/api/v1/auth/login", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(api.status).not.toBe(403);
  });
});

type Sent = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request on `agent`; `body` is written in 64 KB chunks, without Content-Length when `chunked`. */
function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer, chunked = false): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const url = new URL(base + path);
    const all = { ...headers, ...(body && !chunked ? { "Content-Length": String(body.length) } : {}) };
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent, headers: all }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    if (body) {
      for (let at = 0; at < body.length; at += 65_536) request.write(body.subarray(at, at + 65_536));
    }
    request.end();
  });
}

const TWO_MB_JSON = Buffer.from(JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) }));

describe("an early answer on a keep-alive connection", () => {
  it.each([
    ["413 on a 2 MB JSON body", "/api/v1/auth/login", { "Content-Type": "application/json" }, 413],
    ["400 on a 2 MB body of the wrong type", "/api/v1/auth/login", { "Content-Type": "text/plain" }, 400],
    ["401 on a 2 MB body without a token", "/api/v1/prompt/create-prompt", { "Content-Type": "application/json" }, 401],
  ])("%s closes the connection, and the next request gets its answer", async (_, path, headers, status) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, "POST", path, headers, TWO_MB_JSON);
      expect(first.status).toBe(status);
      expect(first.headers.connection).toBe("close");
      const second = await send(agent, "GET", "/healthz", {});
      expect(second.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
