import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";

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
