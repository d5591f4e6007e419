import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import express from "express";
import { createApp } from "../../server/app";
import { staticFiles } from "../../server/static-files";

/**
 * Issue 26, point 4: what the production app sends for its static files (decision 0330). A file
 * with a content hash in its name is kept a year and never revalidated; a file from `public/` keeps
 * its own name across releases, so it is kept a short while and then revalidated.
 */
const CLIENT_BUILD = path.resolve("build/client");
const hashedAsset = () => `/assets/${fs.readdirSync(path.join(CLIENT_BUILD, "assets")).find((name) => name.endsWith(".js"))}`;

let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  // The static files are answered before Remix: a build that is never called is enough.
  const app = createApp({ build: {} as ServerBuild }, { trustProxy: 0 });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

const cacheControl = async (url: string) => {
  const response = await fetch(base + url);
  await response.arrayBuffer();
  expect(response.status, url).toBe(200);
  return response.headers.get("Cache-Control");
};

describe("static files' Cache-Control", () => {
  it("a hashed file under /assets: a year, immutable", async () => {
    expect(await cacheControl(hashedAsset())).toBe("public, max-age=31536000, immutable");
  });

  it.each(["/favicon.svg", "/media/hero.webp", "/media/flow.mp4"])("%s from public/ (no hash in its name): an hour, not immutable, with an ETag", async (url) => {
    const response = await fetch(base + url);
    await response.arrayBuffer();
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(response.headers.get("ETag")).toBeTruthy();
  });

  it("a public file comes back as 304 when the browser revalidates it", async () => {
    const first = await fetch(base + "/favicon.svg");
    await first.arrayBuffer();
    // As a browser revalidates (fetch() would add `no-cache` to a conditional request otherwise).
    const again = await fetch(base + "/favicon.svg", { headers: { "If-None-Match": first.headers.get("ETag")!, "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });
});

describe("hashed files from memory (decision 0338)", () => {
  const name = () => hashedAsset();
  const onDisk = () => fs.readFileSync(path.join(CLIENT_BUILD, name()));

  it("sends the file gzip'd, with its type, and the same bytes once unpacked", async () => {
    // fetch() would unpack it: the bytes as they travel.
    const { headers, body } = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http.get(base + name(), { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(headers.vary).toContain("Accept-Encoding");
    expect(Number(headers["content-length"])).toBe(body.length);
    expect(gunzipSync(body).equals(onDisk())).toBe(true);
  });

  it("sends it as it is to a client that takes no gzip, and answers HEAD without a body", async () => {
    const plain = await fetch(base + name(), { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(onDisk())).toBe(true);
    const head = await fetch(base + name(), { method: "HEAD", headers: { "Accept-Encoding": "identity" } });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("Content-Length"))).toBe(onDisk().length);
  });

  it("answers a revalidation with 304, and a name the build does not have with 404", async () => {
    const first = await fetch(base + name());
    await first.arrayBuffer();
    const again = await fetch(base + name(), { headers: { "If-None-Match": first.headers.get("ETag")!, "Cache-Control": "max-age=0" } });
    expect(again.status).toBe(304);
  });

  it("leaves any other name to what comes after it", async () => {
    const app = express().use(staticFiles(CLIENT_BUILD)).use((_request, response) => void response.status(404).send("after"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const url of ["/assets/no-such-file.js", "/assets/..%2F..%2Fpackage.json", "/assets/%2E%2E/server/index.js"]) {
        const response = await fetch(at + url);
        expect(await response.text(), url).toBe("after");
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
