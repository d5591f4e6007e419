import { listCategories } from "~/models/categories.server";
import {
  promptSitemapPage,
  promptSitemapPageCount,
  storeSitemapPage,
  storeSitemapPageCount,
  type SitemapEntry,
} from "~/models/sitemap.server";
import { FEATURE_SLUGS, featurePath } from "./feature-pages";
import { publicFile } from "./http-cache.server";
import { publicPromptPath, publicUrl } from "~/utils/public-url.server";
import { applySecurityHeaders } from "~/utils/security-headers.server";

/** The sitemaps protocol (https://www.sitemaps.org/protocol.html): an index of child sitemaps. */
const XMLNS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XML = "application/xml; charset=utf-8";

export const SITEMAP_KINDS = {
  prompts: { pageCount: promptSitemapPageCount, page: promptSitemapPage, path: publicPromptPath },
  stores: { pageCount: storeSitemapPageCount, page: storeSitemapPage, path: (id: string) => `/store/${encodeURIComponent(id)}` },
} as const;
export type SitemapKind = keyof typeof SITEMAP_KINDS;

/** The public pages that are not prompts or stores. */
const STATIC_PATHS = [
  "/", "/prompts", "/about", "/contact", "/community-standards", "/terms", "/privacy", "/cookie-policy", "/refund-policy",
  ...FEATURE_SLUGS.map(featurePath),
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);

const loc = (path: string) => `<loc>${escapeXml(publicUrl(path))}</loc>`;

function urlset(urls: { path: string; lastmod?: Date }[]): string {
  const items = urls.map(({ path, lastmod }) => `<url>${loc(path)}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}">\n${items.join("\n")}\n</urlset>\n`;
}

const xmlFile = (request: Request, body: string) => publicFile(request, body, XML, applySecurityHeaders(new Headers()));

/** /sitemap.xml: the static pages' sitemap, then one child per range of prompts and of stores. */
export async function sitemapIndex(request: Request): Promise<Response> {
  const children = ["/sitemap/pages.xml"];
  for (const kind of Object.keys(SITEMAP_KINDS) as SitemapKind[]) {
    const count = await SITEMAP_KINDS[kind].pageCount();
    for (let page = 1; page <= count; page++) children.push(`/sitemap/${kind}/${page}.xml`);
  }
  const items = children.map((path) => `<sitemap>${loc(path)}</sitemap>`);
  return xmlFile(request, `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${items.join("\n")}\n</sitemapindex>\n`);
}

/** /sitemap/pages.xml: the landing and information pages, the catalogue and each category's list. */
export async function staticSitemap(request: Request): Promise<Response> {
  const categories = (await listCategories()).map(({ id }) => `/prompts?${new URLSearchParams({ category: id })}`);
  return xmlFile(request, urlset([...STATIC_PATHS, ...categories].map((path) => ({ path }))));
}

/** /sitemap/{prompts|stores}/{n}.xml; a page past the last one is 404. */
export async function childSitemap(request: Request, kind: string | undefined, file: string | undefined): Promise<Response> {
  const page = Number(/^([1-9]\d{0,6})\.xml$/.exec(file ?? "")?.[1]);
  if (!(kind === "prompts" || kind === "stores") || !page || page > (await SITEMAP_KINDS[kind].pageCount())) {
    return new Response("Not Found", { status: 404, headers: applySecurityHeaders(new Headers({ "Content-Type": "text/plain; charset=utf-8" })) });
  }
  const { page: read, path } = SITEMAP_KINDS[kind];
  return xmlFile(request, urlset((await read(page)).map((entry: SitemapEntry) => ({ path: path(entry.id), lastmod: entry.updatedAt }))));
}

/** /robots.txt: crawl the public pages, not the signed-in areas, payments or the API. */
export function robotsTxt(request: Request): Response {
  // Not pages: the signed-in areas answer a crawler with the login page anyway (decision 0236).
  const disallowed = ["/api/", "/store/cart", "/pay/", "/payment", "/payments/", "/favourites/", "/notification", "/logout"];
  const body = ["User-agent: *", "Allow: /", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${publicUrl("/sitemap.xml")}`, ""].join("\n");
  return publicFile(request, body, "text/plain; charset=utf-8", applySecurityHeaders(new Headers()));
}
