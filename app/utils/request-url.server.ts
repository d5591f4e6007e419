import { env } from "~/env.server";
import { publicUrl } from "./public-url.server";

/**
 * An absolute URL for `path` on the host the user is on, for links they copy from the page (share
 * fields): APP_URL's default names `localhost`, which is wrong for a user browsing at another
 * address. On APP_URL's own host it is APP_URL's (its scheme too: behind a TLS proxy the request
 * itself says http); elsewhere the request's origin (docs/decisions/0307).
 */
export function urlOnRequestHost(request: Request, path: string): string {
  const requested = new URL(request.url);
  if (requested.host === new URL(env().APP_URL).host) return publicUrl(path);
  return `${requested.origin}${path.startsWith("/") ? path : `/${path}`}`;
}
