import fs from "node:fs";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loader as healthz } from "~/routes/healthz";
import { loader as uploads } from "~/routes/uploads.$";
import { saveImage, uploadPath } from "~/models/uploads.server";
import { failEveryStatement } from "../support/engine";

function getUpload(key: string, headers?: HeadersInit) {
  const request = new Request(`http://localhost/uploads/${key}`, { headers });
  return uploads({ request, params: { "*": key }, context: {} });
}

async function savedImage(): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#7c3aed" } }).png().toBuffer();
  return saveImage(png);
}

describe("GET /uploads/:key", () => {
  it("streams a stored image with long-lived cache headers", async () => {
    const key = await savedImage();
    const response = await getUpload(key);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/webp");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-z]+-[0-9a-z]+"$/);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(fs.readFileSync(uploadPath(key)!))).toBe(true);
  });

  it("answers 304 when the client already has it", async () => {
    const key = await savedImage();
    const etag = (await getUpload(key)).headers.get("ETag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const response = await getUpload(key, { "If-None-Match": ifNoneMatch });
      expect(response.status).toBe(304);
      expect(response.headers.get("ETag")).toBe(etag);
      expect(await response.text()).toBe("");
    }
    expect((await getUpload(key, { "If-None-Match": '"stale"' })).status).toBe(200);
  });

  it("answers 404 for unknown keys and anything that is not a key", async () => {
    for (const key of ["AAAAAAAAAAAAAAAAAAAAAA.webp", "../x", "../../etc/passwd", "a/../b.webp", "x.png", ""]) {
      const response = await getUpload(key);
      expect(response.status, key).toBe(404);
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    }
  });
});

describe("GET /healthz", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers 200 ok while the database answers", async () => {
    const response = await healthz();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
  });

  it("answers 503 when the database fails", async () => {
    failEveryStatement("database is locked");
    const response = await healthz();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error" });
  });
});
