import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { env } from "~/env.server";
import { SESSION_TTL_MS } from "~/models/sessions.server";

export type Toast = { type: "success" | "error" | "info"; message: string };

type SessionData = {
  sessionId: string;
  /** An "Add to cart" pressed before signing in (utils/pending-cart.server.ts). */
  pendingCart: { promptId: string; returnTo: string };
};
type FlashData = { toast: Toast };

let storage: ReturnType<typeof createStorage> | undefined;

function createStorage() {
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Secure whenever the public URL is https; plain http://localhost must still work.
      secure: env().APP_URL.startsWith("https://"),
      secrets: env().SESSION_SECRETS,
      maxAge: SESSION_TTL_MS / 1000,
    },
  });
}

export function sessionStorage() {
  return (storage ??= createStorage());
}

export type AppSession = Awaited<ReturnType<typeof getCookieSession>>;

export function getCookieSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** Reads and clears the flash toast; the returned header must go on the response. */
export async function readToast(request: Request) {
  const session = await getCookieSession(request);
  const toast = session.get("toast") ?? null;
  const setCookie = toast ? await sessionStorage().commitSession(session) : null;
  return { toast, setCookie };
}

/** A redirect that shows a toast on the next page (inline when JavaScript is off). */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init?: ResponseInit) {
  const session = await getCookieSession(request);
  session.flash("toast", toast);
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await sessionStorage().commitSession(session));
  return redirect(to, { ...init, headers });
}
