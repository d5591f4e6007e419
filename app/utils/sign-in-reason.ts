import { safeRedirect } from "./roles";

/**
 * Why a visitor is asked to sign in, by where the sign-in sends them back (`redirectTo`): the
 * login and registration pages say it (issue 41 point 8). First match wins; `path` is tested
 * against the path in lower case with its escapes decoded (the router reads paths that way),
 * `hash` against the fragment. Add a row for a new destination.
 */
const PURPOSES: readonly { path: RegExp; hash?: RegExp; purpose: string }[] = [
  { path: /^\/enhance\/?$/, purpose: "use the prompt enhancer" },
  { path: /^\/home\/collections(\/|$)/, purpose: "keep prompts in collections" },
  { path: /^\/home\/teams(\/|$)/, purpose: "share prompts with your team" },
  // The Try it box's link only: "Add to cart" returns to the bare prompt page, with its own message.
  { path: /^\/prompts\/[^/]+\/?$/, hash: /^#try-it/, purpose: "try this prompt" },
];

const PROBE_ORIGIN = "https://promptory.invalid";

function purposeOf(redirectTo: string | null | undefined): string | null {
  const to = safeRedirect(redirectTo, "");
  if (!to) return null;
  const url = new URL(to, PROBE_ORIGIN);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return null;
  }
  return PURPOSES.find((row) => row.path.test(path) && (!row.hash || row.hash.test(url.hash)))?.purpose ?? null;
}

/** "Sign in to use the prompt enhancer.", or null when the destination says nothing. */
export function signInReason(redirectTo: string | null | undefined): string | null {
  const purpose = purposeOf(redirectTo);
  return purpose ? `Sign in to ${purpose}.` : null;
}

/** The same reason on the registration page. */
export function registerReason(redirectTo: string | null | undefined): string | null {
  const purpose = purposeOf(redirectTo);
  return purpose ? `Create an account to ${purpose}.` : null;
}
