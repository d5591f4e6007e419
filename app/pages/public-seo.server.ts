import type { PromptView } from "~/models/prompt-access.server";
import type { Storefront } from "~/models/storefront.server";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { publicImageUrl, publicPromptPath, publicUrl } from "~/utils/public-url.server";
import type { MetaDescriptor } from "@remix-run/node";
import { seoMeta } from "~/utils/seo.server";

const LANDING_DESCRIPTION =
  "Buy tested prompts for chat assistants and image generators, or sell your own and earn from every download, on the Promptory marketplace.";

export function landingSeo(): MetaDescriptor[] {
  return seoMeta({
    title: "Promptory: buy and sell prompts for chat and image AI tools",
    description: LANDING_DESCRIPTION,
    url: publicUrl("/"),
    image: publicUrl("/media/hero.webp"),
    imageAlt: "Promptory: prompts for chat and image AI tools",
    type: "website",
  });
}

/**
 * /prompts: the canonical URL keeps only what names a distinct list worth indexing, the category,
 * the model and the page; a search, a price range or another sort is the same catalogue seen
 * differently, so those pages point to it and ask not to be indexed (decision 0231).
 */
export function catalogueSeo(query: CatalogueQuery, names: { category: string | null; model: string | null }): MetaDescriptor[] {
  const params = new URLSearchParams();
  if (query.category && names.category) params.set("category", query.category);
  if (query.model && names.model) params.set("model", query.model);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.size ? `?${params}` : "";
  const subject = `${names.category ?? "AI"} prompts${names.model ? ` for ${names.model}` : ""}`;
  const filtered = Boolean(names.category || names.model);
  return seoMeta({
    title: `${subject}${query.page > 1 ? ` (page ${query.page})` : ""} | Promptory`,
    description: `Browse ${filtered ? subject : "tested prompts for chat, image and code AI tools"} on Promptory: search, compare prices and ratings, and buy from independent creators.`,
    url: publicUrl(`/prompts${search}`),
    image: null,
    type: "website",
    noindex: Boolean(query.q || query.minPrice !== undefined || query.maxPrice !== undefined || (query.sort && query.sort !== "newest")),
  });
}

export function promptSeo({ prompt }: Pick<PromptView, "prompt">): MetaDescriptor[] {
  return seoMeta({
    title: `${prompt.title} | Promptory`,
    description: prompt.shortDescription || prompt.description,
    url: publicUrl(publicPromptPath(prompt.id)),
    image: publicImageUrl(prompt.featuredImage),
    imageAlt: `Artwork for ${prompt.title}`,
    type: "product",
  });
}

export function storeSeo(store: Pick<Storefront, "id" | "storeName" | "bio" | "coverImage">): MetaDescriptor[] {
  return seoMeta({
    title: `${store.storeName} | Promptory`,
    description: store.bio || `Prompts by ${store.storeName} on Promptory.`,
    url: publicUrl(`/store/${encodeURIComponent(store.id)}`),
    image: publicImageUrl(store.coverImage),
    imageAlt: `Cover of ${store.storeName}`,
    type: "profile",
  });
}

/** A public collection's share page (decision 0322): its first prompt's artwork, when there is one. */
export function collectionSeo(collection: { id: string; name: string; description: string }, firstImage: string | null): MetaDescriptor[] {
  return seoMeta({
    title: `${collection.name} | Promptory`,
    description: collection.description || `A collection of AI prompts on Promptory: ${collection.name}.`,
    url: publicUrl(`/collections/${encodeURIComponent(collection.id)}`),
    image: publicImageUrl(firstImage),
    imageAlt: `Artwork for ${collection.name}`,
    type: "website",
  });
}
