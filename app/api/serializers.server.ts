import type { CartItem } from "~/models/cart.server";
import type { PromptCard } from "~/models/catalogue.server";
import type { Category } from "~/models/categories.server";
import type { PromptView } from "~/models/prompt-access.server";
import type { BuyerTransaction } from "~/models/transactions.server";
import { getVendorByUserId, toPublicUser, type User, type Vendor } from "~/models/users.server";
import { imageUrl } from "~/utils/uploads.server";

/** Users and vendors carry `_id`, the key the SPEC client reads. */
export function apiUser(user: User) {
  const { id, ...rest } = toPublicUser(user);
  return { _id: id, ...rest };
}

export function apiVendor(vendor: Vendor) {
  return {
    _id: vendor.id,
    userId: vendor.userId,
    storeName: vendor.storeName,
    bio: vendor.bio,
    coverImage: imageUrl(vendor.coverImage),
    payoutMethod: vendor.payoutMethod,
    payoutDetails: {
      bankName: vendor.payoutBankName,
      accountNumber: vendor.payoutAccountNumber,
      accountName: vendor.payoutAccountName,
    },
    isApproved: vendor.isApproved,
    createdAt: vendor.createdAt,
  };
}

/** The store of `user`, or null for buyers and admins. */
export function apiVendorOf(user: User) {
  const vendor = getVendorByUserId(user.id);
  return vendor ? apiVendor(vendor) : null;
}

export function apiCategory({ id, name }: Pick<Category, "id" | "name">) {
  return { _id: id, name };
}

type PromptBase = Pick<
  PromptCard,
  | "id" | "title" | "description" | "shortDescription" | "priceCents" | "status" | "moderation"
  | "featuredImage" | "tags" | "reviewCount" | "averageRating" | "createdAt"
>;
type PromptStore = { id: string; storeName: string; name: string; email: string };

/** SPEC section 3: `categoryId` and `vendorId` are objects, the price is in dollars. */
function promptFields(prompt: PromptBase, category: { id: string; name: string }, store: PromptStore) {
  return {
    _id: prompt.id,
    title: prompt.title,
    description: prompt.description,
    shortDescription: prompt.shortDescription,
    featuredImage: imageUrl(prompt.featuredImage),
    categoryId: apiCategory(category),
    priceUsd: prompt.priceCents / 100,
    status: prompt.status,
    moderation: prompt.moderation,
    tags: prompt.tags,
    reviewCount: prompt.reviewCount,
    averageRating: prompt.averageRating,
    vendorId: { _id: store.id, storeName: store.storeName, name: store.name, email: store.email },
    createdAt: prompt.createdAt,
  };
}

/** A list item; `content` only when the list carries it (own prompts, purchases). */
export function apiPromptCard(card: PromptCard) {
  const category = { id: card.categoryId, name: card.categoryName };
  const store = { id: card.vendorId, storeName: card.storeName, name: card.vendorName, email: card.vendorEmail };
  return {
    ...promptFields(card, category, store),
    ...(card.content !== undefined && { content: card.content }),
  };
}

/** One prompt as its viewer may see it: `content`, or else only a `teaser`. */
export function apiPromptView(view: PromptView, owner: { name: string; email: string }) {
  const { prompt, store } = view;
  const category = { id: prompt.categoryId, name: prompt.categoryName };
  return {
    ...promptFields(prompt, category, { id: store.id, storeName: store.storeName, ...owner }),
    ...(view.content !== null ? { content: view.content } : { teaser: view.teaser }),
  };
}

/** SPEC section 3: a cart item is the prompt's card fields and its price in dollars. */
export function apiCartItem(item: CartItem) {
  return {
    prompt: {
      _id: item.promptId,
      title: item.title,
      description: item.description,
      featuredImage: imageUrl(item.featuredImage),
    },
    price: item.priceCents / 100,
  };
}

/** SPEC section 3: `vendorId` and `promptId` are the linked objects, `amount` is in dollars. */
export function apiBuyerTransaction(row: BuyerTransaction) {
  return {
    _id: row.id,
    reference: row.reference,
    vendorId: row.vendor,
    promptId: row.prompt,
    amount: row.amountCents / 100,
    status: row.status,
    createdAt: row.createdAt,
  };
}
