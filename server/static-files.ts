import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import express from "express";

/**
 * The cache policy of the build's static files (docs/decisions/0330). Files under /assets have a
 * content hash in their name and never change: a year, `immutable`. The others come from `public/`
 * under their own names (favicon, landing media, robots): a new release may change them behind
 * the same URL, so browsers keep them an hour, then revalidate with their ETag.
 */
const HASHED_FILE_CACHE = "public, max-age=31536000, immutable";
const NAMED_FILE_CACHE = { maxAge: "1h" } as const;

export function staticFiles(clientBuild: string): express.RequestHandler[] {
  return [express.Router().use("/assets", hashedFiles(path.join(clientBuild, "assets"))), express.static(clientBuild, NAMED_FILE_CACHE)];
}

type HashedFile = { body: Buffer; gzip: Buffer | null; etag: string };

/**
 * The hashed files, answered from memory: each is read and gzip'd once, on its first request,
 * instead of a file read and a compression per request (docs/decisions/0338). Only names the
 * folder held at start are served; anything else falls through (a 404 from the app).
 */
function hashedFiles(folder: string): express.RequestHandler {
  const names = new Set(fs.existsSync(folder) ? fs.readdirSync(folder) : []);
  const files = new Map<string, HashedFile>();
  const load = (name: string): HashedFile => {
    const body = fs.readFileSync(path.join(folder, name));
    const gzip = gzipSync(body, { level: 9 });
    const file = { body, gzip: gzip.length < body.length ? gzip : null, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    files.set(name, file);
    return file;
  };

  return (request, response, next) => {
    const name = request.path.slice(1);
    if ((request.method !== "GET" && request.method !== "HEAD") || !names.has(name)) return next();
    const file = files.get(name) ?? load(name);
    response.type(path.extname(name)).set({ "Cache-Control": HASHED_FILE_CACHE, ETag: file.etag, Vary: "Accept-Encoding" });
    if (request.fresh) return void response.status(304).end();
    const gzip = file.gzip && request.acceptsEncodings("gzip", "identity") === "gzip" ? file.gzip : null;
    if (gzip) response.set("Content-Encoding", "gzip");
    const body = gzip ?? file.body;
    response.set("Content-Length", String(body.length));
    response.end(request.method === "HEAD" ? undefined : body);
  };
}
