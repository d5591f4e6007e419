import { createCookie, createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { env } from "~/env.server";
import { createId } from "./id";

/** How long a sign-in lasts: the cookie's maxAge here, the sessions row's expiry in models/sessions.server.ts. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ToastSchema = z.object({
  /** Each toast shows once: the browser dedupes on it (components/flash-toast.tsx). */
  id: z.string().default(() => createId()),
  type: z.enum(["success", "error", "info"]),
  message: z.string(),
});

/** What a caller asks to show; the id is given when the toast is stored. */
export type Toast = z.input<typeof ToastSchema>;
export type ShownToast = z.output<typeof ToastSchema>;

type SessionData = {
  sessionId: string;
  /** An "Add to cart" pressed before signing in (pages/pending-cart.server.ts). */
  pendingCart: { promptId: string; returnTo: string };
};
let storage: ReturnType<typeof createStorage> | undefined;
let toastCookie: ReturnType<typeof createToastCookie> | undefined;

const cookieOptions = () => ({
  httpOnly: true,
  sameSite: "lax" as const,
  path: "/",
  // Secure whenever the public URL is https; plain http://localhost must still work.
  secure: env().APP_URL.startsWith("https://"),
  secrets: env().SESSION_SECRETS,
});

function createStorage() {
  return createCookieSessionStorage<SessionData>({
    cookie: { name: "__session", ...cookieOptions(), maxAge: SESSION_TTL_MS / 1000 },
  });
}

/** Toasts have a signed cookie of their own, so showing one never rewrites the session cookie (decision 0238). */
function createToastCookie() {
  return createCookie("__toast", cookieOptions());
}

const toasts = () => (toastCookie ??= createToastCookie());

export function sessionStorage() {
  return (storage ??= createStorage());
}

export type AppSession = Awaited<ReturnType<typeof getCookieSession>>;

export function getCookieSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

/** The Set-Cookie value that shows `toast` on the next page. */
export function toastCookieHeader(toast: Toast): Promise<string> {
  return toasts().serialize(ToastSchema.parse(toast));
}

/** Reads the toast and clears it; the returned header must go on the response. */
export async function readToast(request: Request): Promise<{ toast: ShownToast | null; setCookie: string | null }> {
  const stored = await toasts().parse(request.headers.get("Cookie"));
  if (stored === null) return { toast: null, setCookie: null };
  const parsed = ToastSchema.safeParse(stored);
  return { toast: parsed.success ? parsed.data : null, setCookie: await toasts().serialize("", { maxAge: 0 }) };
}

/** A redirect that shows a toast on the next page (inline when JavaScript is off). */
export async function redirectWithToast(request: Request, to: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(to, { ...init, headers });
}

/** A redirect that saves `session` (sign-in, sign-out) and shows `toast` on the next page. */
export async function redirectWithSession(session: AppSession, to: string, toast?: Toast) {
  const headers = new Headers({ "Set-Cookie": await sessionStorage().commitSession(session) });
  if (toast) headers.append("Set-Cookie", await toastCookieHeader(toast));
  return redirect(to, { headers });
}
