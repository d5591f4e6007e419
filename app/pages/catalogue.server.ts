import type { CardView } from "~/components/prompts/prompt-card";
import { cartPromptIds } from "~/models/cart.server";
import type { PromptCard, PromptPage } from "~/models/catalogue.server";
import { ownedAmong } from "~/models/prompt-access.server";
import { listCategories } from "~/models/categories.server";
import { listModels } from "~/models/models.server";
import { favouritesAmong } from "~/models/favourites.server";
import { promptState } from "~/models/prompt-state";
import { parseCatalogueQuery, type CatalogueQuery } from "~/schemas/catalogue";
import { pageCount } from "~/utils/pagination";

/** The card as the browser gets it: never the vendor's e-mail, content only when asked. */
export function toCardView(card: PromptCard, withContent = false): CardView {
  return {
    id: card.id,
    title: card.title,
    shortDescription: card.shortDescription,
    priceCents: card.priceCents,
    status: card.status,
    moderation: card.moderation,
    state: promptState(card),
    featuredImage: card.featuredImage,
    tags: card.tags,
    reviewCount: card.reviewCount,
    averageRating: card.averageRating,
    categoryName: card.categoryName,
    modelName: card.modelName,
    vendorId: card.vendorId,
    storeName: card.storeName,
    favouritesCount: card.favouritesCount,
    ...(withContent && card.content !== undefined ? { content: card.content } : {}),
  };
}

/** What every prompt grid page loads besides its cards. */
export function catalogueFrame(request: Request) {
  const query = parseCatalogueQuery(new URL(request.url).searchParams);
  const categories = listCategories().map(({ id, name }) => ({ id, name }));
  const models = listModels().map(({ id, name }) => ({ id, name }));
  return { query, categories, models };
}

/** Paging of a prompt list; `capped`: there are more than `total` (docs/decisions/0091). */
export function pageOf(query: CatalogueQuery, { total, capped }: Pick<PromptPage, "total" | "capped">) {
  return { page: query.page, pageCount: pageCount(total, query.limit), total, capped };
}

/** A buyer's flags on a page of cards: in the cart, owned, favourite (looked up for these cards only). */
export function buyerCardFlags(userId: string, cards: { id: string }[]) {
  const ids = cards.map((card) => card.id);
  return { cartIds: cartPromptIds(userId), ownedIds: ownedAmong(userId, ids), favouriteIds: favouritesAmong(userId, ids) };
}

/** The flags of a page whose cards have no buyer actions. */
export const NO_BUYER_FLAGS = { cartIds: [] as string[], ownedIds: [] as string[], favouriteIds: [] as string[] };
