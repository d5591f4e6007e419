import { env } from "~/env.server";
import { imageUrl } from "./image-variants";

/** An absolute URL under APP_URL: canonical links, Open Graph, sitemaps, links in mail. */
export function publicUrl(path: string): string {
  return `${env().APP_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * `url` (a path or an absolute URL) made absolute on the origin the request was addressed to, for
 * whole URLs the user follows or copies (the JSON API's pay link, share fields): APP_URL's
 * default names `localhost`, wrong for a user at another address. APP_URL's origin when it names
 * the same host: behind a proxy that ends TLS the request itself says http (decisions 0296, 0307).
 */
export function onRequestOrigin(url: string, request: Request): string {
  const addressed = new URL(request.url);
  const app = new URL(env().APP_URL);
  return new URL(url, addressed.host === app.host ? app.origin : addressed.origin).href;
}

/** A stored image's absolute URL (its largest size), or null. */
export function publicImageUrl(key: string | null | undefined): string | null {
  const path = imageUrl(key);
  return path ? publicUrl(path) : null;
}

/** The public page of a prompt: what share links point to. */
export const publicPromptPath = (id: string) => `/prompts/${encodeURIComponent(id)}`;
