/**
 * Whether a request comes from this site's own pages: the rule the front door applies to every
 * unsafe request (server/front-door.ts) and the JSON API to its cookie (app/api/auth-context.server.ts).
 * No Node or Fetch types: both callers hand in the header values they read.
 */

/**
 * The host the client addressed, as Remix's own form check reads it: the first X-Forwarded-Host,
 * else Host. Not a request's URL: the Vite dev server builds that from the Origin header itself.
 */
export function addressedHost(forwardedHost: string | null | undefined, host: string | null | undefined): string | null {
  return forwardedHost?.split(",")[0]?.trim() || host || null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** An Origin header that names this host; "null", one that is not a URL and another host do not. */
export function isOwnOrigin(origin: string, host: string | null): boolean {
  return host !== null && hostOf(origin) === host;
}
