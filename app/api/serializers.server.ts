import { examplesFor } from "~/models/preview-mode";
import type { CartItem } from "~/models/cart.server";
import type { PromptCard } from "~/models/catalogue.server";
import type { Category } from "~/models/categories.server";
import type { AiModel } from "~/models/models.server";
import { vendorPayout, withdrawalPayout } from "~/models/payout-details";
import type { AdminOrder, VendorOrder } from "~/models/orders.server";
import type { PromptView } from "~/models/prompt-access.server";
import type { PromptExample } from "~/models/prompt-examples.server";
import type { BuyerTransaction } from "~/models/transactions.server";
import { getVendorByUserId, toPublicUser, type User, type Vendor } from "~/models/users.server";
import { isEmailVerified } from "~/models/email-verification.server";
import type { VendorRow } from "~/models/vendors.server";
import { withdrawalStatusDisplay, type Withdrawal } from "~/models/withdrawals.server";
import type { PayoutDetails } from "~/schemas/payout-details";
import { imageUrl } from "~/models/uploads.server";
import { offeredPreviewModels } from "~/models/ai/preview.server";
import { teamPriceCents } from "~/models/team-price";

/** Users and vendors carry `_id`, the key the SPEC client reads. */
/** A user to themselves (login, me, their own profile): with their e-mail settings and whether the address is verified. */
export function apiUser(user: User) {
  const { id, ...rest } = toPublicUser(user);
  return { _id: id, ...rest, emailSaleNotices: user.emailSaleNotices, emailVerified: isEmailVerified(user) };
}

export function apiVendor(vendor: Vendor) {
  return {
    _id: vendor.id,
    userId: vendor.userId,
    storeName: vendor.storeName,
    bio: vendor.bio,
    coverImage: imageUrl(vendor.coverImage),
    payoutMethod: vendor.payoutMethod,
    payoutDetails: apiPayoutDetails(vendorPayout(vendor)),
    isApproved: vendor.isApproved,
    createdAt: vendor.createdAt,
  };
}

/** `payoutDetails` carries the fields of its method only (docs/decisions/0135). */
function apiPayoutDetails(payout: PayoutDetails) {
  switch (payout.payoutMethod) {
    case "bank":
      return { bankName: payout.bankName, accountNumber: payout.accountNumber, accountName: payout.accountName };
    case "paypal":
      return { paypalEmail: payout.paypalEmail };
    case "crypto":
      return { cryptoNetwork: payout.cryptoNetwork, cryptoAddress: payout.cryptoAddress };
  }
}

/** The store of `user`, or null for buyers and admins. */
export async function apiVendorOf(user: User) {
  const vendor = await getVendorByUserId(user.id);
  return vendor ? apiVendor(vendor) : null;
}

/**
 * Whose e-mail a caller may read in a prompt's or transaction's `vendorId`: every store's for an
 * admin, its own store's for a vendor, no one's for anyone else (docs/decisions/0187).
 */
export type EmailAccess = { all: boolean; storeId: string | null };

export async function emailAccess(viewer: Pick<User, "id" | "role"> | null): Promise<EmailAccess> {
  if (viewer?.role === "admin") return { all: true, storeId: null };
  const storeId = viewer?.role === "vendor" ? ((await getVendorByUserId(viewer.id))?.id ?? null) : null;
  return { all: false, storeId };
}

/** The field stays (SPEC section 3 names it), as null when the caller may not read it. */
function storeEmail(access: EmailAccess, storeId: string, email: string): string | null {
  return access.all || access.storeId === storeId ? email : null;
}

export function apiCategory({ id, name }: Pick<Category, "id" | "name">) {
  return { _id: id, name };
}

export function apiModel({ id, name }: Pick<AiModel, "id" | "name">) {
  return { _id: id, name };
}

type PromptBase = Pick<
  PromptCard,
  | "id" | "title" | "description" | "shortDescription" | "priceCents" | "teamPriceCents" | "status" | "moderation"
  | "featuredImage" | "tags" | "variables" | "reviewCount" | "averageRating" | "createdAt" | "modelId" | "modelName"
>;
type PromptStore = { id: string; storeName: string; name: string; email: string };

/** SPEC section 3: `categoryId` and `vendorId` are objects, the price is in dollars. */
function promptFields(prompt: PromptBase, category: { id: string; name: string }, store: PromptStore, access: EmailAccess) {
  return {
    _id: prompt.id,
    title: prompt.title,
    description: prompt.description,
    shortDescription: prompt.shortDescription,
    featuredImage: imageUrl(prompt.featuredImage),
    categoryId: apiCategory(category),
    // Like `categoryId`: the model as an object (null only on a row saved before models existed).
    modelId: prompt.modelId && prompt.modelName !== null ? apiModel({ id: prompt.modelId, name: prompt.modelName }) : null,
    priceUsd: prompt.priceCents / 100,
    // What a team licence costs: the vendor's team price or its default (CONTRACT 14).
    teamPriceUsd: teamPriceCents(prompt) / 100,
    status: prompt.status,
    moderation: prompt.moderation,
    tags: prompt.tags,
    // Public before purchase: the names only, never the content (decision 0228).
    variables: prompt.variables ?? [],
    reviewCount: prompt.reviewCount,
    averageRating: prompt.averageRating,
    vendorId: { _id: store.id, storeName: store.storeName, name: store.name, email: storeEmail(access, store.id, store.email) },
    createdAt: prompt.createdAt,
  };
}

/** An example output (decision 0252): `imageUrl` for an image, `text` for a text. */
export function apiExample({ position, kind, image, text }: PromptExample) {
  return kind === "image" ? { position, kind, imageUrl: imageUrl(image) } : { position, kind, text };
}

/** A list item; `content` only when the list carries it (own prompts, purchases). */
export function apiPromptCard(card: PromptCard, access: EmailAccess) {
  const category = { id: card.categoryId, name: card.categoryName };
  const store = { id: card.vendorId, storeName: card.storeName, name: card.vendorName, email: card.vendorEmail };
  return {
    ...promptFields(card, category, store, access),
    ...(card.content !== undefined && { content: card.content }),
  };
}

/** One prompt as its viewer may see it: `content`, or else only a `teaser`. */
export function apiPromptView(view: PromptView, owner: { name: string; email: string }, access: EmailAccess) {
  const { prompt, store } = view;
  const category = { id: prompt.categoryId, name: prompt.categoryName };
  return {
    ...promptFields(prompt, category, { id: store.id, storeName: store.storeName, ...owner }, access),
    examples: prompt.examples.map(apiExample),
    // Live preview (CONTRACT 17): the models still in AI_MODELS, so a payload sent back is accepted.
    previewMode: prompt.previewMode,
    // In the variables' order on both engines (PostgreSQL's jsonb keeps keys in an order of its own).
    previewExamples: examplesFor(prompt.variables, prompt.previewExamples),
    allowPreview: prompt.previewMode !== "off",
    previewModels: offeredPreviewModels(prompt).map((model) => model.id),
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

/**
 * SPEC section 3: `vendorId` and `promptId` are the linked objects, `amount` is in dollars;
 * `vendorId` adds the store's `_id` and `storeName` to the SPEC's `name` and `email`.
 */
export function apiBuyerTransaction(row: BuyerTransaction, access: EmailAccess) {
  const { id, storeName, name, email } = row.vendor;
  return {
    _id: row.id,
    reference: row.reference,
    vendorId: { _id: id, storeName, name, email: storeEmail(access, id, email) },
    promptId: row.prompt,
    amount: row.amountCents / 100,
    status: row.status,
    createdAt: row.createdAt,
  };
}

/**
 * A row of the admin's vendor list: the owner as `userId`, like the populated links elsewhere;
 * of the payout details, the account only (a bank's account name, or the PayPal or crypto details).
 */
export function apiVendorRow(row: VendorRow) {
  return {
    _id: row.id,
    storeName: row.storeName,
    userId: { name: row.ownerName, email: row.ownerEmail },
    payoutMethod: row.payoutMethod,
    payoutDetails: row.payout.payoutMethod === "bank" ? { accountName: row.payout.accountName } : apiPayoutDetails(row.payout),
    isApproved: row.isApproved,
    isBanned: row.banned,
    sales: row.sales,
    createdAt: row.createdAt,
  };
}

type OrderFields = Pick<AdminOrder, "id" | "reference" | "buyer" | "prompt" | "amountCents" | "paymentStatus" | "licence" | "createdAt"> & {
  transaction: Pick<VendorOrder["transaction"], "platformFeeCents" | "vendorEarningsCents" | "status"> | null;
};

/** SPEC section 3 Order: linked buyer, prompt and transaction as objects, money in dollars. */
export function apiOrder(order: OrderFields) {
  const { transaction } = order;
  return {
    _id: order.id,
    paymentReference: order.reference,
    userId: order.buyer,
    promptId: { _id: order.prompt.id, title: order.prompt.title, priceUsd: order.prompt.priceCents / 100 },
    amountUsd: order.amountCents / 100,
    paymentStatus: order.paymentStatus,
    statusDisplay: capitalised(order.paymentStatus),
    licence: order.licence,
    createdAt: order.createdAt,
    transactionId: transaction && {
      platformFee: transaction.platformFeeCents / 100,
      vendorEarnings: transaction.vendorEarningsCents / 100,
      status: transaction.status,
    },
  };
}

/** The admin sees every store's orders, so each one also names its store. */
export function apiAdminOrder(order: AdminOrder) {
  return { ...apiOrder(order), vendorId: { storeName: order.storeName } };
}

/** SPEC section 3 Withdrawal (`id`, as the SPEC names it), with the details it was sent to. */
export function apiWithdrawal(withdrawal: Withdrawal) {
  return {
    id: withdrawal.id,
    amount: withdrawal.amountCents / 100,
    payoutMethod: withdrawal.payoutMethod,
    payoutDetails: apiPayoutDetails(withdrawalPayout(withdrawal)),
    status: withdrawal.status,
    statusDisplay: withdrawalStatusDisplay(withdrawal.status),
    rejectionReason: withdrawal.rejectionReason,
    createdAt: withdrawal.createdAt,
    updatedAt: withdrawal.updatedAt,
  };
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
