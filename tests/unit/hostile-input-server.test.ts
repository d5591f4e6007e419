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
