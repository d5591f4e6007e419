import type { Role } from "~/db/schema";

export const ROLE_HOME: Record<Role, string> = { buyer: "/home", vendor: "/vendor", admin: "/admin" };

/** The role whose area a path belongs to (/home and /store are the buyer's). */
export function areaRole(pathname: string): Role | null {
  if (/^\/(home|store)(\/|$)/.test(pathname)) return "buyer";
  if (/^\/vendor(\/|$)/.test(pathname)) return "vendor";
  if (/^\/admin(\/|$)/.test(pathname)) return "admin";
  return null;
}

export function notificationPath(role: Role | null | undefined): string {
  return role ? `${ROLE_HOME[role]}/notification` : "/notification";
}

/** Only same-site relative paths; anything else falls back to `fallback`. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback: string): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  return to;
}
