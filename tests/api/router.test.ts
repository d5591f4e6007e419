import { describe, expect, it, vi } from "vitest";
import { requireApiRole } from "~/api/auth-context.server";
import { ok } from "~/api/respond.server";
import { createApiHandler, get, post } from "~/api/router.server";
import { api, makeAdmin, makeUser, tokenFor } from "../factories";

const handle = createApiHandler([
  get("items/special", () => ok({ which: "static" })),
  get("items/:id", ({ params }) => ok({ which: "param", id: params.id })),
  post("items/:id", () => ok()),
  get("vendors-only", async (ctx) => ok({ id: (await requireApiRole(ctx, "vendor")).id })),
  get("boom", () => {
    throw new Error("database password is hunter2");
  }),
]);

const call = (method: string, path: string, headers?: HeadersInit) =>
  handle(new Request(`http://localhost/api/v1/${path}`, { method, headers }), path);

describe("dispatcher", () => {
  it("passes path params to the handler", async () => {
    const response = await call("GET", "items/abc");
    expect(await response.json()).toEqual({ success: true, which: "param", id: "abc" });
  });

  it("prefers a static segment over a param", async () => {
    expect(await (await call("GET", "items/special")).json()).toMatchObject({ which: "static" });
  });

  it("ignores a trailing slash", async () => {
    expect((await call("GET", "items/abc/")).status).toBe(200);
  });

  it("answers 405 with Allow for a known path and another method", async () => {
    const response = await call("DELETE", "items/abc");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST");
    expect(await response.json()).toEqual({ success: false, message: "Method not allowed" });
  });

  it("lets requireApiRole through the right role and answers 403 to others", async () => {
    const vendor = await makeUser("vendor");
    const asVendor = await call("GET", "vendors-only", { Authorization: `Bearer ${await tokenFor(vendor)}` });
    expect(await asVendor.json()).toEqual({ success: true, id: vendor.id });
    for (const user of [await makeUser("buyer"), await makeAdmin()]) {
      const response = await call("GET", "vendors-only", { Authorization: `Bearer ${await tokenFor(user)}` });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: "You do not have permission to do that." });
    }
    expect((await call("GET", "vendors-only")).status).toBe(401);
  });

  it("turns an unexpected error into a bare 500 JSON and logs it", async () => {
    const stdout = vi.spyOn(process.stdout, "write").mockReturnValue(true);
    const response = await call("GET", "boom");
    const logged = String(stdout.mock.calls[0]?.[0]);
    stdout.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: "Something went wrong" });
    expect(text).not.toContain("hunter2");
    expect(JSON.parse(logged)).toMatchObject({ level: "error", where: "api", path: "/api/v1/boom" });
  });
});

describe("the /api/v1 route", () => {
  it("answers 404 JSON for an unknown path", async () => {
    const { status, body } = await api("GET", "no/such/thing");
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, message: "Endpoint not found" });
  });

  it("answers 405 for a known path with the wrong method", async () => {
    const { status, body } = await api("DELETE", "auth/me");
    expect(status).toBe(405);
    expect(body.success).toBe(false);
  });

  it("sends no-store and the security headers on every answer", async () => {
    for (const { headers } of [await api("GET", "auth/me"), await api("GET", "missing")]) {
      expect(headers.get("Cache-Control")).toBe("no-store");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Content-Type")).toContain("application/json");
    }
  });

  it("refuses malformed JSON with 400", async () => {
    const { status, body } = await api("POST", "auth/login", {
      body: '{"email": "a@b.test",',
      headers: { "Content-Type": "application/json" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: "Malformed JSON body" });
  });

  it("refuses a JSON body that is not an object with 400", async () => {
    const { status } = await api("POST", "auth/login", { json: ["a@b.test", "pw"] });
    expect(status).toBe(400);
  });

  it("refuses a wrong content type with 400", async () => {
    const { status, body } = await api("POST", "auth/login", {
      body: "email=a@b.test&password=x",
      headers: { "Content-Type": "text/plain" },
    });
    expect(status).toBe(400);
    expect(body.message).toBe("Content-Type must be application/json");
  });

  it("refuses a JSON body over 1 MB with 413", async () => {
    const { status, body } = await api("POST", "auth/login", {
      json: { email: "a@b.test", password: "x".repeat(1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(body).toEqual({ success: false, message: "Request body is too large" });
  });
});
