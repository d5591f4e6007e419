import type { MetaDescriptor } from "@remix-run/node";

/** What a public page tells search engines and link previews; URLs are absolute (APP_URL). */
export type Seo = {
  title: string;
  description: string;
  /** The canonical URL of the page. */
  url: string;
  /** The prompt's featured image or the store's cover, absolute; null: a summary card without one. */
  image: string | null;
  imageAlt?: string;
  type: "website" | "product" | "profile";
  /** Search results and price filters: followed, not indexed (decision 0231). */
  noindex?: boolean;
};

const DESCRIPTION_LENGTH = 160;

/** At most 160 characters, cut at a word: what search results show of a description. */
export function shortText(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** <title>, description, canonical link, Open Graph and Twitter card tags for one public page. */
export function seoMeta(seo: Seo): MetaDescriptor[] {
  const description = shortText(seo.description);
  const image = seo.image
    ? [
        { property: "og:image", content: seo.image },
        { property: "og:image:alt", content: seo.imageAlt ?? seo.title },
        { name: "twitter:image", content: seo.image },
        { name: "twitter:image:alt", content: seo.imageAlt ?? seo.title },
      ]
    : [];
  return [
    { title: seo.title },
    { name: "description", content: description },
    ...(seo.noindex ? [{ name: "robots", content: "noindex, follow" }] : []),
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:site_name", content: "Promptory" },
    { property: "og:type", content: seo.type },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.url },
    { name: "twitter:card", content: seo.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: description },
    ...image,
  ];
}
