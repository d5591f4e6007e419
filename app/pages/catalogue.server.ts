import { redirect } from "@remix-run/node";
import type { PublicViewer } from "~/components/cart/public-card-actions";
import type { CardView, ManagedCardView } from "~/components/prompts/prompt-card";
import type { User } from "~/models/users.server";
import { cartPromptIds } from "~/models/cart.server";
import type { PromptCard, PromptPage } from "~/models/catalogue.server";
import { ownedAmong } from "~/models/ownership.server";
import { listCategories } from "~/models/categories.server";
import { listModels } from "~/models/models.server";
import { favouritesAmong } from "~/models/favourites.server";
import { promptState } from "~/models/prompt-state";
import { parseCatalogueQuery, type CatalogueQuery } from "~/schemas/catalogue";
import { isFiltered, nonEmptyParams } from "~/schemas/catalogue-filters";
import { pageCount } from "~/utils/pagination";

/** The card as the browser gets it: what a card draws, never the vendor's e-mail, content only when asked. */
export function toCardView(card: PromptCard, withContent = false): CardView {
  return {
    id: card.id,
    title: card.title,
    shortDescription: card.shortDescription,
    priceCents: card.priceCents,
    featuredImage: card.featuredImage,
    reviewCount: card.reviewCount,
    averageRating: card.averageRating,
    categoryName: card.categoryName,
    modelName: card.modelName,
    vendorId: card.vendorId,
    storeName: card.storeName,
    ...(withContent && card.content !== undefined ? { content: card.content } : {}),
  };
}

/** A vendor's or admin's card: the shown card plus its state, and what their actions read. */
function toManagedCardView(card: PromptCard, withContent = false): ManagedCardView {
  return {
    ...toCardView(card, withContent),
    status: card.status,
    moderation: card.moderation,
    state: promptState(card),
    favouritesCount: card.favouritesCount,
  };
}

/**
 * A grid's URL with empty parameters (its filter form sent without JavaScript) goes on, once, to
 * the same list without them: the address to share and bookmark (issue 23, point 12).
 */
function leaveOutEmptyParams(url: URL): void {
  const params = nonEmptyParams(url.searchParams);
  if (params.size === url.searchParams.size) return;
  throw redirect(params.size ? `${url.pathname}?${params}` : url.pathname);
}

/** What every prompt grid page loads besides its cards. */
async function catalogueFrame(request: Request) {
  const url = new URL(request.url);
  leaveOutEmptyParams(url);
  const query = parseCatalogueQuery(url.searchParams);
  const categories = (await listCategories()).map(({ id, name }) => ({ id, name }));
  const models = (await listModels()).map(({ id, name }) => ({ id, name }));
  return { query, categories, models };
}

/** Paging of a prompt list; `capped`: there are more than `total` (docs/decisions/0091). */
function pageOf(query: CatalogueQuery, { total, capped }: Pick<PromptPage, "total" | "capped">) {
  return { page: query.page, pageCount: pageCount(total, query.limit), total, capped };
}

/** A buyer's flags on a page of cards: in the cart, owned, favourite (looked up for these cards only). */
export async function buyerCardFlags(userId: string, cards: { id: string }[]) {
  const ids = cards.map((card) => card.id);
  return { cartIds: await cartPromptIds(userId), ownedIds: await ownedAmong(userId, ids), favouriteIds: await favouritesAmong(userId, ids) };
}

/** The flags of a page whose cards have no buyer actions. */
const NO_BUYER_FLAGS = { cartIds: [] as string[], ownedIds: [] as string[], favouriteIds: [] as string[] };

type ListOptions = { buyerId?: string | null; withContent?: boolean };

/**
 * The data of every buyer's and visitor's prompt grid page: the query from the URL, the filter
 * options, one page of cards from `list` (one domain query), the buyer's flags on those cards when
 * `buyerId` is given, and the paging. `withContent`: the cards carry their content (a buyer's bought).
 */
export async function promptListPage(request: Request, list: (query: CatalogueQuery) => Promise<PromptPage>, options: ListOptions = {}) {
  return await listPage(request, list, toCardView, options);
}

/** A vendor's or admin's grid page: the same, with managed cards (state, status, favourites). */
export async function managedPromptListPage(request: Request, list: (query: CatalogueQuery) => Promise<PromptPage>, options: ListOptions = {}) {
  return await listPage(request, list, toManagedCardView, options);
}

async function listPage<Card extends CardView>(
  request: Request,
  list: (query: CatalogueQuery) => Promise<PromptPage>,
  toView: (card: PromptCard, withContent: boolean) => Card,
  { buyerId = null, withContent = false }: ListOptions,
) {
  const { query, categories, models } = await catalogueFrame(request);
  const result = await list(query);
  return {
    query,
    categories,
    models,
    filtered: isFiltered(query),
    cards: result.items.map((card) => toView(card, withContent)),
    ...(buyerId ? await buyerCardFlags(buyerId, result.items) : NO_BUYER_FLAGS),
    ...pageOf(query, result),
  };
}

/** How a public page treats its viewer: buyers get their card actions, visitors "Add to cart". */
export function publicViewer(user: User | null): PublicViewer {
  if (!user) return "anonymous";
  return user.role === "buyer" ? "buyer" : "member";
}
