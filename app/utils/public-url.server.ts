import { env } from "~/env.server";
import { imageUrl } from "./image-variants";

/** An absolute URL under APP_URL: canonical links, Open Graph, sitemaps, share links. */
export function publicUrl(path: string): string {
  return `${env().APP_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

/** A stored image's absolute URL (its largest size), or null. */
export function publicImageUrl(key: string | null | undefined): string | null {
  const path = imageUrl(key);
  return path ? publicUrl(path) : null;
}

/** The public page of a prompt: what share links point to. */
export const publicPromptPath = (id: string) => `/prompts/${encodeURIComponent(id)}`;
