import { redirect } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { Role } from "~/db/schema";
import { attemptLogin } from "~/models/auth.server";
import { createSession, deleteSession, getSessionUser } from "~/models/sessions.server";
import { getVendorByUserId, type User, type Vendor } from "~/models/users.server";
import { applyPendingCartAdd } from "./pending-cart.server";
import { areaRole, ROLE_HOME } from "~/utils/roles";
import { getCookieSession, redirectWithSession, redirectWithToast, type Toast } from "~/utils/session.server";

export const authenticator = new Authenticator<User>();

authenticator.use(
  new FormStrategy(async ({ form, request }) =>
    attemptLogin(request, String(form.get("email") ?? ""), String(form.get("password") ?? "")),
  ),
  "form",
);

export async function getSessionId(request: Request): Promise<string | undefined> {
  return (await getCookieSession(request)).get("sessionId");
}

/** The root, the area layout and the page all ask for the user: one lookup per request. */
const usersByRequest = new WeakMap<Request, Promise<User | null>>();

export function getUser(request: Request): Promise<User | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = getSessionId(request).then(async (sessionId) => (sessionId && await getSessionUser(sessionId)) || null);
    usersByRequest.set(request, user);
  }
  return user;
}

export async function requireUser(request: Request): Promise<User> {
  const user = await getUser(request);
  if (!user) {
    const url = new URL(request.url);
    const redirectTo = url.pathname + url.search;
    throw redirect(`/login?${new URLSearchParams({ redirectTo })}`);
  }
  return user;
}

/** Signed in with another role: sent to that role's own home (SPEC section 6). */
/** The signed-in user with `role`; anyone else goes to their own home and is told why (issue 23, point 14). */
export async function requireRole(request: Request, role: Role): Promise<User> {
  const user = await requireUser(request);
  if (user.role !== role) {
    throw await redirectWithToast(request, ROLE_HOME[user.role], { type: "error", message: `Only ${role}s can open that page.` });
  }
  return user;
}

export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getUser(request);
  if (user) throw redirect(ROLE_HOME[user.role]);
}

/**
 * Starts a server-side session for `user` and redirects with the session cookie set; an "Add to
 * cart" pressed before signing in is carried out now, and its outcome is the toast.
 */
export async function signIn(request: Request, user: User, redirectTo: string, toast?: Toast) {
  const session = await getCookieSession(request);
  session.set("sessionId", (await createSession(user.id)).id);
  return redirectWithSession(session, redirectTo, (await applyPendingCartAdd(session, user)) ?? toast);
}

/** Ends the session; `to`: where the browser goes next (the login page unless a page says, e.g. a join link's). */
export async function signOut(request: Request, to = "/login") {
  const session = await getCookieSession(request);
  const sessionId = session.get("sessionId");
  if (sessionId) await deleteSession(sessionId);
  session.unset("sessionId");
  return redirectWithSession(session, to, { type: "success", message: "Logged out successfully" });
}

/**
 * The signed-in user of the role whose area the request's path is in (/home, /vendor, /admin, in
 * any spelling the router accepts); a path in no area is not found.
 */
export async function requireAreaUser(request: Request): Promise<User> {
  const role = areaRole(new URL(request.url).pathname);
  if (!role) throw new Response("Not Found", { status: 404 });
  return requireRole(request, role);
}

/**
 * Who looks at /store/{vendorId}, which is public (decision 0233): anyone, signed in or not;
 * `ownStore` is the viewer's store when they are its vendor (they preview it as buyers see it).
 */
export async function getStoreViewer(request: Request, vendorId: string | undefined): Promise<{ user: User | null; ownStore: Vendor | null }> {
  const user = await getUser(request);
  const vendor = user?.role === "vendor" && vendorId ? await getVendorByUserId(user.id) : undefined;
  return { user, ownStore: vendor && vendor.id === vendorId ? vendor : null };
}

/** The signed-in vendor and their store (every vendor has one). */
export async function requireVendor(request: Request): Promise<{ user: User; vendor: Vendor }> {
  const user = await requireRole(request, "vendor");
  const vendor = await getVendorByUserId(user.id);
  if (!vendor) throw new Response("Store not found", { status: 404 });
  return { user, vendor };
}
