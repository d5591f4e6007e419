import { createHash } from "node:crypto";
import { getUser } from "./auth.server";

/**
 * Which responses shared caches may keep, and for how long (decision 0235). Public pages hold
 * nothing personal for a visitor who is not signed in, so that visitor's answers are
 * `public, max-age=60` with an ETag, and a matching If-None-Match gets 304; a signed-in user's
 * answer on the same URL is `private, no-store`. `Vary: Cookie` keeps the two apart.
 */
export const PAGE_MAX_AGE = 60;
/** Sitemaps and robots.txt change as slowly as the catalogue grows. */
export const FILE_MAX_AGE = 3600;

export const PRIVATE = "private, no-store";

const PUBLIC_PATHS = [
  /^\/$/,
  /^\/prompts\/?$/,
  /^\/prompts\/[^/]+\/?$/,
  /^\/collections\/[^/]+\/?$/,
  /^\/store\/(?!cart\/?$)[^/]+\/?$/,
  /^\/(about|terms|privacy|cookie-policy|refund-policy|community-standards)\/?$/,
  /^\/features\/[^/]+\/?$/,
];

/** The page a document or single-fetch (`/x.data`, `/_root.data`) request is for. */
export function pagePath(url: URL): string {
  return url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
}

export function isPublicPage(url: URL): boolean {
  const path = pagePath(url);
  return PUBLIC_PATHS.some((pattern) => pattern.test(path));
}

export type CacheDecision = "public" | "private" | "none";

/**
 * `public`: a successful GET of a public page by a visitor who is not signed in, with no cookie
 * being set (a flash message is personal). `private`: any other answer on a public page.
 * `none`: not a public page; its headers stay as they are.
 */
export async function cacheDecision(request: Request, status: number, headers: Headers): Promise<CacheDecision> {
  if (!isPublicPage(new URL(request.url))) return "none";
  if (request.method !== "GET" && request.method !== "HEAD") return "private";
  if (status !== 200 || headers.has("Set-Cookie")) return "private";
  return (await getUser(request)) ? "private" : "public";
}

/** A strong validator from the bytes (with any per-response nonce taken out by the caller). */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** If-None-Match holds `etag` (weak comparison, as RFC 9110 asks for this header) or `*`. */
export function matchesIfNoneMatch(request: Request, etag: string): boolean {
  const header = request.headers.get("If-None-Match");
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

export function setPrivate(headers: Headers): void {
  headers.set("Cache-Control", PRIVATE);
  headers.set("Vary", "Cookie");
}

/**
 * Marks `headers` public with `etag`; answers 304 (no body, and no Content-Security-Policy, so a
 * cache keeps the one that matches its stored page's nonce) when the request already has it.
 */
export function publicAnswer(request: Request, headers: Headers, etag: string, { maxAge = PAGE_MAX_AGE, varyCookie = true } = {}): Response | null {
  headers.set("Cache-Control", `public, max-age=${maxAge}`);
  if (varyCookie) headers.set("Vary", "Cookie");
  headers.set("ETag", etag);
  if (!matchesIfNoneMatch(request, etag)) return null;
  const kept = new Headers(headers);
  for (const name of ["Content-Security-Policy", "Content-Type", "Content-Length"]) kept.delete(name);
  return new Response(null, { status: 304, headers: kept });
}

/** A public file (sitemap, robots.txt): the same for everyone, with an ETag and 304. */
export function publicFile(request: Request, body: string, contentType: string, headers: Headers): Response {
  headers.set("Content-Type", contentType);
  return publicAnswer(request, headers, etagOf(body), { maxAge: FILE_MAX_AGE, varyCookie: false }) ?? new Response(body, { status: 200, headers });
}
