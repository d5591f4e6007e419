import type { Role } from "~/db/schema";
import { forbidden } from "~/utils/app-error";
import { getSessionUser } from "~/models/sessions.server";
import { getVendorByUserId, type User, type Vendor } from "~/models/users.server";
import { readApiToken } from "~/utils/api-token.server";
import { addressedHost, isOwnOrigin } from "~/utils/origin";
import { getCookieSession } from "~/utils/session.server";
import { fail } from "./respond.server";

export type ApiSession = { user: User; sessionId: string };

type HasRequest = { request: Request };

const resolved = new WeakMap<Request, Promise<ApiSession | null>>();

/** The caller's live session (resolved once per request), or null. */
export function getApiSession({ request }: HasRequest): Promise<ApiSession | null> {
  let session = resolved.get(request);
  if (!session) {
    session = resolveSession(request);
    resolved.set(request, session);
  }
  return session;
}

export async function requireApiSession(ctx: HasRequest): Promise<ApiSession> {
  const session = await getApiSession(ctx);
  if (!session) throw fail(401, "Authentication required", { headers: { "WWW-Authenticate": "Bearer" } });
  return session;
}

export async function requireApiUser(ctx: HasRequest): Promise<User> {
  return (await requireApiSession(ctx)).user;
}

export async function requireApiRole(ctx: HasRequest, ...roles: Role[]): Promise<User> {
  const user = await requireApiUser(ctx);
  if (!roles.includes(user.role)) throw forbidden();
  return user;
}

/** A bearer header is authoritative: a bad token is not rescued by a cookie. */
function resolveSession(request: Request): Promise<ApiSession | null> {
  const authorization = request.headers.get("Authorization");
  if (authorization !== null) return sessionFromBearer(authorization);
  return isSameOrigin(request) ? sessionFromCookie(request) : Promise.resolve(null);
}

async function sessionFromBearer(header: string): Promise<ApiSession | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const claims = token ? await readApiToken(token) : null;
  if (!claims) return null;
  const user = await getSessionUser(claims.sessionId);
  return user?.id === claims.userId ? { user, sessionId: claims.sessionId } : null;
}

async function sessionFromCookie(request: Request): Promise<ApiSession | null> {
  const sessionId = (await getCookieSession(request)).get("sessionId");
  if (!sessionId) return null;
  const user = await getSessionUser(sessionId);
  return user ? { user, sessionId } : null;
}

/**
 * The cookie counts only for the app's own pages: another site's request would carry it too
 * (CSRF). Browsers send Sec-Fetch-Site; older ones only Origin.
 */
function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  const origin = request.headers.get("Origin");
  const host = addressedHost(request.headers.get("X-Forwarded-Host"), request.headers.get("Host") ?? new URL(request.url).host);
  return origin !== null && isOwnOrigin(origin, host);
}

/** The calling vendor and their store; a vendor account without a store gets 403. */
export async function requireApiVendor(ctx: HasRequest): Promise<{ user: User; vendor: Vendor }> {
  const user = await requireApiRole(ctx, "vendor");
  const vendor = await getVendorByUserId(user.id);
  if (!vendor) throw forbidden();
  return { user, vendor };
}
