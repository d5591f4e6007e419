import type { Role } from "~/db/schema";

export const ROLE_HOME: Record<Role, string> = { buyer: "/home", vendor: "/vendor", admin: "/admin" };

/**
 * The role whose area a path belongs to (/home and /store are the buyer's). The router matches
 * paths in any letter case and with percent-encoded letters, so this reads them the same way.
 */
export function areaRole(pathname: string): Role | null {
  const path = decodedPath(pathname).toLowerCase();
  if (/^\/(home|store)(\/|$)/.test(path)) return "buyer";
  if (/^\/vendor(\/|$)/.test(path)) return "vendor";
  if (/^\/admin(\/|$)/.test(path)) return "admin";
  return null;
}

/** A malformed escape (`%E0%A4%A`) is no area's path: the router answers such a path 404 or 400. */
function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return "";
  }
}

export function notificationPath(role: Role | null | undefined): string {
  return role ? `${ROLE_HOME[role]}/notification` : "/notification";
}

const PROBE_ORIGIN = "https://promptory.invalid";

/**
 * Only a path on this site that a URL parser reads back as itself; anything else falls back to
 * `fallback`. Browsers drop tabs and newlines inside a URL and read a backslash as a slash, so
 * `/\t/evil.example` would be `//evil.example`: a prefix check is not enough (issue 23, point 15).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || !to.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(to, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  return url.origin === PROBE_ORIGIN && url.pathname + url.search + url.hash === to ? to : fallback;
}
