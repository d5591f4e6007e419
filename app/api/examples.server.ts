/**
 * The objects the API's response examples are made of, shaped as the serializers shape them
 * (docs/decisions/0275). tests/api/openapi.test.ts compares every example with a real response.
 */

import { SETTING_DEFAULTS } from "~/models/settings.server";

const WHEN = "2026-01-15T10:30:00.000Z";

export const exampleUser = {
  _id: "u_7Hq2xKp9",
  name: "Ben Buyer",
  email: "buyer@demo.test",
  country: "Kenya",
  role: "buyer",
  createdAt: WHEN,
  emailSaleNotices: true,
  emailVerified: true,
};

const bankDetails = { bankName: "First Bank", accountNumber: "0123456789", accountName: "Vera Vendor" };

export const exampleVendor = {
  _id: "v_3Lm8Rt2Q",
  userId: "u_9Zx4Wc1B",
  storeName: "Vera's Prompt Studio",
  bio: "Prompts for people who ship things.",
  coverImage: "/uploads/covers/9f2c.webp",
  payoutMethod: "bank",
  payoutDetails: bankDetails,
  isApproved: true,
  createdAt: WHEN,
};

export const exampleCategory = { _id: "c_5Np7Vb3K", name: "Marketing" };
export const exampleModel = { _id: "m_2Gd6Hs8J", name: "GPT-4o" };

/** A prompt in a list, as anyone sees it: no content, the store's e-mail only for its vendor and admins. */
export const examplePromptCard = {
  _id: "p_8Kf3Jd2M",
  title: "Launch email writer",
  description: "Writes a launch email for a product, with subject lines and a call to action.",
  shortDescription: "Launch emails that get opened.",
  featuredImage: "/uploads/prompts/1a2b.webp",
  categoryId: exampleCategory,
  modelId: exampleModel,
  priceUsd: 12.5,
  teamPriceUsd: 62.5,
  status: "active",
  moderation: "approved",
  tags: ["email", "launch"],
  variables: ["PRODUCT"],
  reviewCount: 3,
  averageRating: 4.7,
  vendorId: { _id: exampleVendor._id, storeName: exampleVendor.storeName, name: "Vera Vendor", email: null },
  createdAt: WHEN,
};

/** A list item that carries the content (own prompts, purchases). */
export const exampleOwnedCard = {
  ...examplePromptCard,
  vendorId: { ...examplePromptCard.vendorId, email: "vendor@demo.test" },
  content: "You are a launch copywriter.\nWrite three subject lines for [PRODUCT].",
};

/** One prompt as its vendor or an admin sees it: with `content` (a visitor gets `teaser` instead). */
export const examplePromptView = {
  ...exampleOwnedCard,
  examples: [{ position: 1, kind: "text", text: "Subject: Meet Nimbus, the notebook that thinks with you" }],
  previewMode: "off",
  previewExamples: [],
  allowPreview: false,
  previewModels: [],
};

export const examplePage = { total: 1, page: 1, limit: 24 };

export const exampleNotification = {
  id: "n_4Tr9Yp1C",
  type: "purchase",
  title: "Purchase complete",
  message: "You bought Launch email writer.",
  read: false,
  createdAt: WHEN,
};

export const exampleTicket = { _id: "t_6Ws2Eq8D", subject: "Where is my prompt?", status: "open", createdAt: WHEN, lastActivityAt: WHEN };

export const exampleTicketMessage = {
  _id: "tm_1Qa7Zs3X",
  body: "I paid but cannot see it.",
  author: { name: "Ben Buyer", role: "buyer" },
  createdAt: WHEN,
};

export const exampleOrder = {
  _id: "o_2Pl5Ok9I",
  paymentReference: "PRM-8H2K4J6L",
  userId: { name: "Ben Buyer", email: "buyer@demo.test" },
  promptId: { _id: examplePromptCard._id, title: examplePromptCard.title, priceUsd: 12.5 },
  amountUsd: 12.5,
  paymentStatus: "completed",
  statusDisplay: "Completed",
  licence: "personal",
  createdAt: WHEN,
  transactionId: { platformFee: 2.5, vendorEarnings: 10, status: "completed" },
};

export const exampleWithdrawal = {
  id: "w_7Uj3Ik5O",
  amount: 10,
  payoutMethod: "bank",
  payoutDetails: bankDetails,
  status: "pending",
  statusDisplay: "Pending",
  rejectionReason: null,
  createdAt: WHEN,
  updatedAt: WHEN,
};

/** A fresh install's settings. */
export const exampleSettings = { ...SETTING_DEFAULTS };

export function pick<T extends object, K extends keyof T>(object: T, ...keys: K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>;
}

/** One prompt as a visitor sees it: a `teaser` in place of the content. */
export const exampleTeaserView = {
  ...examplePromptCard,
  examples: examplePromptView.examples,
  previewMode: examplePromptView.previewMode,
  previewExamples: examplePromptView.previewExamples,
  allowPreview: examplePromptView.allowPreview,
  previewModels: examplePromptView.previewModels,
  teaser: "You are a launch copywriter.",
};

/** A buyer's list item: a buyer also gets `isFavourite`, and the content of what they bought. */
export const exampleBoughtCard = { ...examplePromptCard, content: exampleOwnedCard.content, isFavourite: false };

/** The paging of a prompt list: `totalExact` is false when the count stopped at its bound. */
export const examplePromptPage = { total: 1, totalExact: true, page: 1, limit: 24 };
