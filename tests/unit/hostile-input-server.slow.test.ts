import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFor, makeBuyer, makeVendor } from "../factories";
import {
  freePort,
  killLeftovers,
  listening,
  onThisTestDatabase,
  startDevServer,
  startLauncher,
  workerReady,
  type Launcher,
  type LogLine,
} from "./launcher-processes";

/**
 * Issues 11 and 22: the front door's rules (server/front-door.ts) against the real servers, the way
 * `npm start` serves (the launcher, its workers, the production build) and the way `npm run dev`
 * does (Vite building the app on demand): both must give the same answers. Both use this test
 * file's own database, so that its users and sessions are the servers'.
 */
const SERVERS: [string, (env: Record<string, string>) => Launcher, (lines: LogLine[]) => boolean][] = [
  ["npm start", startLauncher, workerReady],
  ["npm run dev", startDevServer, listening],
];

const launched: Launcher[] = [];
let buyerCookie: string;
let vendorCookie: string;

beforeAll(async () => {
  buyerCookie = await cookieFor(await makeBuyer());
  vendorCookie = await cookieFor((await makeVendor()).user);
});
afterAll(() => killLeftovers(launched));

describe.each(SERVERS)("served by %s", (_name, start, ready) => {
  let base: string;
  let server: Launcher;

  beforeAll(async () => {
    const port = await freePort();
    server = start({ ...onThisTestDatabase(port), WEB_CONCURRENCY: "1" });
    launched.push(server);
    await server.waitFor(ready);
    base = `http://127.0.0.1:${port}`;
    // The dev server compiles each route on its first request: the pages below, before any test times them.
    for (const path of ["/", "/home/profile", "/vendor/prompts/new"]) {
      await fetch(base + path, { headers: { Cookie: path.startsWith("/vendor") ? vendorCookie : buyerCookie } });
    }
  }, 120_000);
  afterAll(() => server.stop());

  const errorLines = () => server.lines.filter((line) => line.level === "error");

  describe("area paths in another spelling, served", () => {
    it.each(["/HOME/profile", "/Home/profile", "/%68ome/profile"])("%s: the buyer's page for a buyer, the vendor's home for a vendor", async (path) => {
      const before = errorLines().length;
      expect((await fetch(base + path, { headers: { Cookie: buyerCookie }, redirect: "manual" })).status).toBe(200);
      const vendor = await fetch(base + path, { headers: { Cookie: vendorCookie }, redirect: "manual" });
      expect(vendor).toHaveRedirect("/vendor");
      const anonymous = await fetch(base + path, { redirect: "manual" });
      expect(anonymous).toHaveRedirect(/^\/login\?redirectTo=/);
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

  /**
   * One request on `agent`; `body` is written in 64 KB chunks, without Content-Length when `chunked`.
   * Resolves with the answer (an error while still uploading after it is ignored, as browsers do).
   */
  function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: Buffer, chunked = false): Promise<Sent> {
    return new Promise((resolve, reject) => {
      const url = new URL(base + path);
      const all = { ...headers, ...(body && !chunked ? { "Content-Length": String(body.length) } : {}) };
      let answered = false;
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent, headers: all }, (response) => {
        answered = true;
        let text = "";
        response.setEncoding("utf8").on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      });
      // A server that answers early and closes may reset the rest of an upload: the answer counts.
      request.on("error", (error) => answered || reject(error));
      if (body) {
        for (let at = 0; at < body.length; at += 65_536) request.write(body.subarray(at, at + 65_536));
      }
      request.end();
    });
  }

  const TWO_MB_JSON = Buffer.from(JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * 1024 * 1024) }));

  describe("an early answer on a keep-alive connection", () => {
    it.each([
      ["413 on a 2 MB JSON body", "/api/v1/auth/login", { "Content-Type": "application/json" }, 413, false],
      ["413 on a chunked 2 MB JSON body", "/api/v1/auth/login", { "Content-Type": "application/json" }, 413, true],
      ["400 on a chunked 2 MB body of the wrong type", "/api/v1/auth/login", { "Content-Type": "text/plain" }, 400, true],
      ["401 on a chunked 2 MB body without a token", "/api/v1/prompt/create-prompt", { "Content-Type": "application/json" }, 401, true],
    ])("%s closes the connection, and the next request gets its answer", async (_, path, headers, status, chunked) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await send(agent, "POST", path, headers, TWO_MB_JSON, chunked);
        expect(first.status).toBe(status);
        expect(first.headers.connection).toBe("close");
        const second = await send(agent, "GET", "/healthz", {});
        expect(second.status).toBe(200);
      } finally {
        agent.destroy();
      }
    });
  });

  describe("body limits before parsing", () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const bigForm = Buffer.from(`name=Ann&email=a%40example.com&message=${"x".repeat(2 * 1024 * 1024)}`);

    async function once(method: string, path: string, headers: Record<string, string>, body: Buffer, chunked = false) {
      const agent = new http.Agent({ keepAlive: false });
      try {
        return await send(agent, method, path, headers, body, chunked);
      } finally {
        agent.destroy();
      }
    }

    it.each(["/contact", "/login", "/register", "/home/profile"])("a 2 MB urlencoded post to %s is a 413 page", async (path) => {
      const before = errorLines().length;
      const response = await once("POST", path, { ...form, Cookie: buyerCookie }, bigForm);
      expect(response.status).toBe(413);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toContain("too large");
      expect(errorLines().length).toBe(before);
    });

    it("a chunked form post without Content-Length is refused with 411, a chunked API body over its limit with 413", async () => {
      expect((await once("POST", "/contact", form, bigForm, true)).status).toBe(411);
      const api = await once("POST", "/api/v1/auth/login", { "Content-Type": "application/json" }, TWO_MB_JSON, true);
      expect(api.status).toBe(413);
      expect(JSON.parse(api.body)).toEqual({ success: false, message: expect.stringContaining("too large") });
    });

    it("the webhook and the API refuse a 2 MB body by its Content-Length, in JSON", async () => {
      for (const path of ["/payments/webhook", "/api/v1/auth/login"]) {
        const response = await once("POST", path, { "Content-Type": "application/json" }, TWO_MB_JSON);
        expect(response.status, path).toBe(413);
      }
      const webhook = await once("POST", "/payments/webhook", { "Content-Type": "application/json" }, TWO_MB_JSON, true);
      expect(webhook.status).toBe(411);
      // The webhook's own limit is 64 KB: a 100 KB event is refused before it is read.
      const hundredKb = Buffer.from(JSON.stringify({ event: "charge.success", data: "x".repeat(100 * 1024) }));
      const big = await once("POST", "/payments/webhook", { "Content-Type": "application/json" }, hundredKb);
      expect(big.status).toBe(413);
      expect(JSON.parse(big.body)).toEqual({ success: false, message: "This request is too large (at most 64 KB)." });
    });

    it("a form with more fields than any form has is a 413, not parsed", async () => {
      const before = errorLines().length;
      const fields = Buffer.from(Array.from({ length: 300 }, (_, i) => `f${i}=x`).join("&"));
      const response = await once("POST", "/register", form, fields);
      expect(response.status).toBe(413);
      expect(response.body).toContain("too many fields");
      expect(errorLines().length).toBe(before);
    });

    it("a multipart form over the total limit is a 413 page; one oversized image still comes back to its form", async () => {
      const boundary = "----hostile";
      const part = (name: string, value: string | Buffer, file = false) =>
        Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.png"\r\nContent-Type: image/png' : ""}\r\n\r\n`),
          Buffer.isBuffer(value) ? value : Buffer.from(value),
          Buffer.from("\r\n"),
        ]);
      const body = (size: number) => Buffer.concat([part("title", "Hi"), part("image", Buffer.alloc(size), true), Buffer.from(`--${boundary}--\r\n`)]);
      const headers = { "Content-Type": `multipart/form-data; boundary=${boundary}`, Cookie: vendorCookie };
      expect((await once("POST", "/vendor/prompts/new", headers, body(30 * 1024 * 1024))).status).toBe(413);
      const oneBigImage = await once("POST", "/vendor/prompts/new", headers, body(7 * 1024 * 1024));
      expect(oneBigImage.body).toContain("Image must be 5 MB or smaller");
      expect(oneBigImage.body).not.toContain("This request is too large");
    });
  });

  describe("the client address", () => {
    it("is the socket's: a client naming its own in x-promptory-client-ip or X-Forwarded-For still meets the per-address limit", async () => {
      // 20 password-reset requests per client address an hour; a chosen key would make every request a first one.
      let status = 0;
      for (let i = 0; i < 21 && status !== 429; i++) {
        const spoofed = `203.0.113.${i + 1}`;
        const response = await fetch(base + "/api/v1/auth/forgot-password", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Promptory-Client-IP": spoofed, "X-Forwarded-For": spoofed },
          body: JSON.stringify({ email: `nobody${i}@example.com` }),
        });
        status = response.status;
      }
      expect(status).toBe(429);
    });
  });
});
