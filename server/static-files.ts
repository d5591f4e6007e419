import path from "node:path";
import express from "express";

/**
 * The cache policy of the build's static files (docs/decisions/0330). Files under /assets have a
 * content hash in their name and never change: a year, `immutable`. The others come from `public/`
 * under their own names (favicon, landing media, robots): a new release may change them behind
 * the same URL, so browsers keep them an hour, then revalidate with their ETag.
 */
const HASHED_FILE_CACHE = { immutable: true, maxAge: "1y" } as const;
const NAMED_FILE_CACHE = { maxAge: "1h" } as const;

export function staticFiles(clientBuild: string): express.RequestHandler[] {
  return [
    express.Router().use("/assets", express.static(path.join(clientBuild, "assets"), HASHED_FILE_CACHE)),
    express.static(clientBuild, NAMED_FILE_CACHE),
  ];
}
