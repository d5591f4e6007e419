import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";
import { createId } from "../utils/id";
import {
  ROLES,
  PAYOUT_METHODS,
  PROMPT_STATUSES,
  MODERATION_STATES,
  PAYMENT_STATUSES,
  LICENCES,
  WITHDRAWAL_STATUSES,
  LEDGER_KINDS,
  NOTIFICATION_TYPES,
  TICKET_STATUSES,
  MAIL_KINDS,
  MAIL_STATUSES,
  EXAMPLE_KINDS,
  AI_CALL_KINDS,
  AI_OUTCOMES,
  AI_PREVIEW_RUN_STATES,
  PREVIEW_MODES,
  TEAM_ROLES,
  INVITED_ROLES,
} from "./enums";

export * from "./enums";

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => createId());
const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

export const users = sqliteTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  country: text("country").notNull(),
  role: text("role", { enum: ROLES }).notNull(),
  passwordHash: text("password_hash").notNull(),
  banned: integer("banned", { mode: "boolean" }).notNull().default(false),
  /** Sale notices by e-mail (the one message a user may turn off; receipts and resets always go). */
  emailSaleNotices: integer("email_sale_notices", { mode: "boolean" }).notNull().default(true),
  /** When the address was proven by its link (CONTRACT 19); null: not yet, and AI use waits for it. */
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions: the cookie and API tokens carry only this id, so it can be revoked. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const vendors = sqliteTable("vendors", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  storeName: text("store_name").notNull(),
  bio: text("bio").notNull(),
  coverImage: text("cover_image"),
  payoutMethod: text("payout_method", { enum: PAYOUT_METHODS }).notNull().default("bank"),
  payoutBankName: text("payout_bank_name").notNull().default(""),
  payoutAccountNumber: text("payout_account_number").notNull().default(""),
  payoutAccountName: text("payout_account_name").notNull().default(""),
  payoutPaypalEmail: text("payout_paypal_email").notNull().default(""),
  payoutCryptoNetwork: text("payout_crypto_network").notNull().default(""),
  payoutCryptoAddress: text("payout_crypto_address").notNull().default(""),
  isApproved: integer("is_approved", { mode: "boolean" }).notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const categories = sqliteTable(
  "categories",
  {
    id: id(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_name_nocase").on(sql`${t.name} collate nocase`)],
);

/** The AI tools a prompt is for (ChatGPT, Midjourney, ...): an admin-managed list like categories. */
export const models = sqliteTable(
  "models",
  {
    id: id(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("models_name_nocase").on(sql`${t.name} collate nocase`)],
);

const LISTED = sql`listed = 1`;

/**
 * `seq` is the rowid alias the FTS5 index points at (a plain rowid may change on VACUUM);
 * `id` is the random id users see and other tables reference.
 */
export const prompts = sqliteTable(
  "prompts",
  {
    seq: integer("seq").primaryKey({ autoIncrement: true }),
    id: text("id")
      .notNull()
      .unique()
      .$defaultFn(() => createId()),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    /**
     * Nullable in SQLite only: adding a NOT NULL reference would rebuild the table. Every write
     * path sets it and a trigger fills a missing one with the first model (docs/decisions/0240).
     */
    modelId: text("model_id").references(() => models.id, { onDelete: "restrict" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    shortDescription: text("short_description").notNull(),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    priceCents: integer("price_cents").notNull(),
    /** A team licence's price set by the vendor; null: 5 × the price, so it follows price changes (`teamPriceCents()`). */
    teamPriceCents: integer("team_price_cents"),
    status: text("status", { enum: PROMPT_STATUSES }).notNull().default("active"),
    moderation: text("moderation", { enum: MODERATION_STATES }).notNull().default("approved"),
    /** JSON array of strings; indexed by FTS as plain text. */
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /**
     * The content's template variables (JSON array of names), set whenever the content is saved;
     * null on rows saved before it existed until the backfill reaches them (docs/decisions/0226).
     */
    variables: text("variables", { mode: "json" }).$type<string[]>(),
    views: integer("views").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    salesCount: integer("sales_count").notNull().default(0),
    /** Buyers who keep it as a favourite: kept with the favourites rows in one transaction (decision 0220). */
    favouritesCount: integer("favourites_count").notNull().default(0),
    /** Who may run live previews and with what (CONTRACT 17, decision 0349), on `previewModels` (AI_MODELS ids). */
    previewMode: text("preview_mode", { enum: PREVIEW_MODES }).notNull().default("off"),
    /** The vendor's "Example values": at most 3 sets, each filling every variable; a buyer in `examples` mode runs only these. */
    previewExamples: text("preview_examples", { mode: "json" }).$type<Record<string, string>[]>().notNull().default(sql`'[]'`),
    previewModels: text("preview_models", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The vendor's store is approved and its owner not banned: kept by triggers (drizzle/0005). */
    storeOpen: integer("store_open", { mode: "boolean" }).notNull().default(true),
    /** Shown in the marketplace: the one listing rule, on the row, so lists need no joins. */
    listed: integer("listed", { mode: "boolean" }).generatedAlwaysAs(
      sql`status = 'active' and moderation = 'approved' and store_open = 1`,
      { mode: "virtual" },
    ),
    /** Average rating (0 without reviews), for the "Top rated" index. */
    rating: real("rating").generatedAlwaysAs(
      sql`case when review_count = 0 then 0 else rating_sum * 1.0 / review_count end`,
      { mode: "virtual" },
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // `status` trails so that a vendor's and the admin's counts read the index alone.
    index("prompts_vendor_idx").on(t.vendorId, t.createdAt, t.seq, t.status),
    index("prompts_category_idx").on(t.categoryId),
    // A model's usage (any status) and the foreign key check when a model is deleted.
    index("prompts_model_idx").on(t.modelId),
    index("prompts_created_idx").on(t.createdAt, t.seq, t.status),
    // One index per marketplace sort, alone and within a category, over listed prompts only;
    // queries say `listed = 1` literally, or SQLite cannot prove a partial index applies.
    index("prompts_listed_newest_idx").on(t.createdAt, t.seq).where(LISTED),
    index("prompts_listed_category_newest_idx").on(t.categoryId, t.createdAt, t.seq).where(LISTED),
    index("prompts_listed_vendor_newest_idx").on(t.vendorId, t.createdAt, t.seq).where(LISTED),
    index("prompts_listed_price_asc_idx").on(t.priceCents, sql`${t.seq} desc`).where(LISTED),
    index("prompts_listed_category_price_asc_idx").on(t.categoryId, t.priceCents, sql`${t.seq} desc`).where(LISTED),
    index("prompts_listed_price_desc_idx").on(t.priceCents, t.seq).where(LISTED),
    index("prompts_listed_category_price_desc_idx").on(t.categoryId, t.priceCents, t.seq).where(LISTED),
    index("prompts_listed_rating_idx").on(t.rating, t.reviewCount, t.seq).where(LISTED),
    index("prompts_listed_category_rating_idx").on(t.categoryId, t.rating, t.reviewCount, t.seq).where(LISTED),
    index("prompts_listed_sales_idx").on(t.salesCount, t.seq).where(LISTED),
    index("prompts_listed_category_sales_idx").on(t.categoryId, t.salesCount, t.seq).where(LISTED),
    // The same five within a model (docs/decisions/0241).
    index("prompts_listed_model_newest_idx").on(t.modelId, t.createdAt, t.seq).where(LISTED),
    index("prompts_listed_model_price_asc_idx").on(t.modelId, t.priceCents, sql`${t.seq} desc`).where(LISTED),
    index("prompts_listed_model_price_desc_idx").on(t.modelId, t.priceCents, t.seq).where(LISTED),
    index("prompts_listed_model_rating_idx").on(t.modelId, t.rating, t.reviewCount, t.seq).where(LISTED),
    index("prompts_listed_model_sales_idx").on(t.modelId, t.salesCount, t.seq).where(LISTED),
    // The start-up backfill finds rows without variables at once, however many prompts there are.
    index("prompts_variables_pending_idx").on(t.seq).where(sql`variables is null`),
    // The admin's "Pending review" list, newest first (decision 0134).
    index("prompts_pending_idx").on(t.createdAt, t.seq).where(sql`moderation = 'pending'`),
    // A store's rating sums its reviewed listed prompts only.
    index("prompts_listed_reviewed_vendor_idx")
      .on(t.vendorId, t.reviewCount, t.ratingSum)
      .where(sql`listed = 1 and review_count > 0`),
    // A sitemap page is a range of `seq` read from this index alone (decision 0232).
    index("prompts_listed_seq_idx").on(t.seq, t.id, t.updatedAt).where(LISTED),
  ],
);

export const cartItems = sqliteTable(
  "cart_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] })],
);

/** A buyer's favourite prompts; one row per (buyer, prompt), newest first per buyer (decision 0220). */
export const favourites = sqliteTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.promptId] }),
    index("favourites_user_newest_idx").on(t.userId, t.createdAt),
    // Deleting a prompt finds its rows (the cascade) without a scan.
    index("favourites_prompt_idx").on(t.promptId),
  ],
);

/**
 * Up to 4 example outputs per prompt, public before purchase (decision 0250): an uploaded image
 * (its key, stored like a featured image) or a text. One row per slot: the unique (prompt,
 * position) with position 1-4 is the limit of 4, and the checks keep each row one kind.
 */
export const promptExamples = sqliteTable(
  "prompt_examples",
  {
    id: id(),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: EXAMPLE_KINDS }).notNull(),
    image: text("image"),
    text: text("text"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("prompt_examples_slot_idx").on(t.promptId, t.position),
    check("prompt_examples_position_check", sql`${t.position} between 1 and 4`),
    check(
      "prompt_examples_kind_check",
      sql`(${t.kind} = 'image' and ${t.image} is not null and ${t.text} is null) or (${t.kind} = 'text' and ${t.text} is not null and ${t.image} is null)`,
    ),
    check("prompt_examples_text_length_check", sql`${t.text} is null or length(${t.text}) <= 2000`),
  ],
);

/** One payment reference covers a whole checkout (one order per cart item). */
export const payments = sqliteTable("payments", {
  reference: text("reference").primaryKey(),
  buyerId: text("buyer_id")
    .notNull()
    .references(() => users.id),
  provider: text("provider").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull().default("USD"),
  status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
  /** The provider's page for this payment, so a repeated checkout can send the buyer back to it. */
  authorizationUrl: text("authorization_url"),
  /** Why an admin must look at it (amount mismatch, paid after cancellation). */
  flag: text("flag"),
  /** The admin's reason for refunding it (set when the refund is claimed). */
  refundReason: text("refund_reason"),
  /** When the refund was claimed: a claim older than the lease may be retried (docs/decisions/0261). */
  refundClaimedAt: integer("refund_claimed_at", { mode: "timestamp_ms" }),
  refundedAt: integer("refunded_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  settledAt: integer("settled_at", { mode: "timestamp_ms" }),
}, (t) => [
  // The admin's list of recent payments, newest first.
  index("payments_created_idx").on(t.createdAt),
]);

export const LOCAL_CHARGE_STATUSES = ["pending", "success", "failed", "abandoned"] as const;

/** The built-in test gateway's own records: what a real provider would keep on its side. */
export const localCharges = sqliteTable("local_charges", {
  reference: text("reference").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  email: text("email").notNull(),
  status: text("status", { enum: LOCAL_CHARGE_STATUSES }).notNull().default("pending"),
  transactionId: text("transaction_id").notNull(),
  createdAt: createdAt(),
});

/** The local gateway's refunds: one per charge, so a retried refund is a no-op (docs/decisions/0263). */
export const localRefunds = sqliteTable("local_refunds", {
  reference: text("reference")
    .primaryKey()
    .references(() => localCharges.reference),
  amountCents: integer("amount_cents").notNull(),
  createdAt: createdAt(),
});

export const orders = sqliteTable(
  "orders",
  {
    id: id(),
    paymentReference: text("payment_reference")
      .notNull()
      .references(() => payments.reference),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    amountCents: integer("amount_cents").notNull(),
    paymentStatus: text("payment_status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    /** A team licence (decision 0328) stays one, even after its team is deleted and `teamId` is gone. */
    licence: text("licence", { enum: LICENCES }).notNull().default("personal"),
    teamId: text("team_id").references(() => teams.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("orders_reference_idx").on(t.paymentReference),
    index("orders_buyer_idx").on(t.buyerId, t.createdAt),
    index("orders_vendor_idx").on(t.vendorId, t.createdAt),
  ],
);

export const transactions = sqliteTable(
  "transactions",
  {
    id: id(),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => users.id),
    grossCents: integer("gross_cents").notNull(),
    platformFeeCents: integer("platform_fee_cents").notNull(),
    vendorEarningsCents: integer("vendor_earnings_cents").notNull(),
    feePercentage: integer("fee_percentage").notNull(),
    status: text("status").notNull().default("completed"),
    createdAt: createdAt(),
  },
  (t) => [index("transactions_vendor_idx").on(t.vendorId, t.createdAt)],
);

export const purchases = sqliteTable(
  "purchases",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.promptId] })],
);

export const withdrawals = sqliteTable(
  "withdrawals",
  {
    id: id(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    amountCents: integer("amount_cents").notNull(),
    payoutMethod: text("payout_method", { enum: PAYOUT_METHODS }).notNull(),
    bankName: text("bank_name").notNull(),
    accountNumber: text("account_number").notNull(),
    accountName: text("account_name").notNull(),
    paypalEmail: text("paypal_email").notNull().default(""),
    cryptoNetwork: text("crypto_network").notNull().default(""),
    cryptoAddress: text("crypto_address").notNull().default(""),
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("withdrawals_vendor_idx").on(t.vendorId, t.createdAt),
    /** At most one request in flight per vendor. */
    uniqueIndex("withdrawals_one_open_idx")
      .on(t.vendorId)
      .where(sql`${t.status} in ('pending', 'approved')`),
  ],
);

/** A vendor's balance is the sum of its entries: never a stored number. */
export const ledgerEntries = sqliteTable(
  "ledger_entries",
  {
    id: id(),
    vendorId: text("vendor_id")
      .notNull()
      .references(() => vendors.id),
    kind: text("kind", { enum: LEDGER_KINDS }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    transactionId: text("transaction_id").references(() => transactions.id),
    withdrawalId: text("withdrawal_id").references(() => withdrawals.id),
    /**
     * When the amount counts as available: a sale's credit after the earnings hold fixed at the
     * sale, everything else at once (docs/decisions/0260). Always set by app/models/ledger.server.ts.
     */
    availableAt: integer("available_at", { mode: "timestamp_ms" }).notNull().default(sql`0`),
    createdAt: createdAt(),
  },
  (t) => [
    // Covers the balance query: one vendor's sums read from the index alone.
    index("ledger_vendor_balance_idx").on(t.vendorId, t.availableAt, t.kind, t.amountCents),
    // One credit and at most one reversal per sale.
    uniqueIndex("ledger_transaction_once_idx")
      .on(t.transactionId, t.kind)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex("ledger_withdrawal_once_idx")
      .on(t.kind, t.withdrawalId)
      .where(sql`${t.withdrawalId} is not null`),
  ],
);

export const webhookEvents = sqliteTable("webhook_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  reference: text("reference"),
  receivedAt: integer("received_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date()),
});

export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull().default("info"),
    title: text("title").notNull(),
    message: text("message").notNull(),
    read: integer("read", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.read, t.createdAt)],
);

export const supportTickets = sqliteTable(
  "support_tickets",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("open"),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first (with the rowid every index carries): the author's list, the admin's, by status.
    index("support_tickets_user_idx").on(t.userId, t.createdAt),
    index("support_tickets_created_idx").on(t.createdAt),
    index("support_tickets_status_idx").on(t.status, t.createdAt),
  ],
);

/** The replies of a support ticket's thread; the ticket's own `message` is its first message. */
export const supportTicketMessages = sqliteTable(
  "support_ticket_messages",
  {
    id: id(),
    ticketId: text("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("support_ticket_messages_ticket_idx").on(t.ticketId, t.createdAt)],
);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    readAt: integer("read_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    // /admin/messages pages by (created_at, rowid) and counts the unread from the second alone (docs/decisions/0202).
    index("contact_messages_created_idx").on(t.createdAt),
    index("contact_messages_unread_idx").on(t.createdAt).where(sql`read_at is null`),
  ],
);

export const reviews = sqliteTable(
  "reviews",
  {
    id: id(),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("reviews_once_idx").on(t.promptId, t.userId)],
);

/** Key/value settings; values are JSON. Defaults live in models/settings.server.ts. */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Rate-limit counters in fixed windows, keyed "<scope>:<key>" (app/utils/rate-limit.server.ts names
 * the scopes: failed logins per e-mail and per address, wrong current passwords per user id, ...).
 * Kept in the database so that every server process shares them (docs/decisions/0003).
 */
export const loginFailures = sqliteTable("login_failures", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: integer("reset_at").notNull(),
});

/**
 * Every e-mail the app sends (docs/decisions/0200). A message is queued inside the transaction
 * that caused it and delivered after that commits; without SMTP_URL this table is the outbox
 * admins read at /admin/outbox.
 */
export const mailMessages = sqliteTable(
  "mail_messages",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    to: text("to_address").notNull(),
    kind: text("kind", { enum: MAIL_KINDS }).notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** When the next delivery attempt is due; null once sent, stored or given up. */
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_messages_created_idx").on(t.createdAt),
    index("mail_messages_due_idx").on(t.nextAttemptAt).where(sql`next_attempt_at is not null`),
  ],
);

/** Password reset links: only a hash of the token is kept; one use, 60 minutes (CONTRACT 11). */
export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** E-mail verification links (CONTRACT 19): only a hash of the token is kept; one use, 24 hours, for the address it was sent to. */
export const emailVerificationTokens = sqliteTable(
  "email_verification_tokens",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One row per AI provider call (docs/decisions/0314): who, which model, what for, its tokens and
 * time, and how it ended. A call is written `pending` with its reserved tokens before it is sent,
 * in the transaction that checks the budget, and settled with the provider's count afterwards.
 */
export const aiUsage = sqliteTable(
  "ai_usage",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    kind: text("kind", { enum: AI_CALL_KINDS }).notNull(),
    outcome: text("outcome", { enum: AI_OUTCOMES }).notNull(),
    totalTokens: integer("total_tokens").notNull(),
    ms: integer("ms").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // A user's tokens today, and everyone's (the site's budget, /admin/settings), read from the index alone.
    index("ai_usage_user_day_idx").on(t.userId, t.createdAt, t.outcome, t.totalTokens),
    index("ai_usage_created_idx").on(t.createdAt, t.outcome, t.totalTokens),
  ],
);

/**
 * One live preview run of a prompt by a buyer on a UTC day (`day` is "YYYY-MM-DD"), written in the
 * transaction that checks AI_PREVIEWS_PER_DAY, so every server process sees the same count
 * (docs/decisions/0314, 0319).
 */
export const aiPreviewRuns = sqliteTable(
  "ai_preview_runs",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    state: text("state", { enum: AI_PREVIEW_RUN_STATES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_preview_runs_user_prompt_day_idx").on(t.userId, t.promptId, t.day), index("ai_preview_runs_prompt_idx").on(t.promptId)],
);

/**
 * A model's answer to one filled-in prompt on one UTC day: the same input and model that day
 * answer from here and count nothing. `inputHash` is the SHA-256 of the text sent; `text` or
 * `image` (an upload key) holds the answer as the provider gave it (the leak rule is applied
 * per viewer when it is shown).
 */
export const aiPreviewCache = sqliteTable(
  "ai_preview_cache",
  {
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    model: text("model").notNull(),
    inputHash: text("input_hash").notNull(),
    day: text("day").notNull(),
    text: text("text"),
    image: text("image"),
    totalTokens: integer("total_tokens").notNull(),
    ms: integer("ms").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.model, t.inputHash, t.day] })],
);

/**
 * Who may see an image a live preview made (CONTRACT 17, decision 0350): the callers whose run
 * answered with it; the prompt's vendor may always. Such images are never public.
 */
export const aiPreviewImageViewers = sqliteTable(
  "ai_preview_image_viewers",
  {
    image: text("image").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.image, t.userId] }), index("ai_preview_image_viewers_prompt_idx").on(t.promptId)],
);

// ---------------------------------------------------------------------------------------------
// TEAMS (issue 25 point 2): teams, their members and the invitations to join them.

export const teams = sqliteTable("teams", {
  id: id(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

/** Who is in a team, with their role; the owner is the one row with role `owner`. */
export const teamMembers = sqliteTable(
  "team_members",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: TEAM_ROLES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index("team_members_user_idx").on(t.userId),
    uniqueIndex("team_members_one_owner_idx").on(t.teamId).where(sql`role = 'owner'`),
  ],
);

/**
 * An invitation to an e-mail address (lower case). Only the SHA-256 of its token is stored, as
 * for password resets. Pending: neither accepted nor cancelled, and not past `expiresAt`.
 */
export const teamInvitations = sqliteTable(
  "team_invitations",
  {
    id: id(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: INVITED_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }),
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("team_invitations_team_email_idx").on(t.teamId, t.email)],
);

/**
 * What a team bought (decision 0328): every current member reads these prompts. Deleting the
 * team removes its library; a refund removes the row of its order.
 */
export const teamLicences = sqliteTable(
  "team_licences",
  {
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.promptId] })],
);

// ---- Collections (issue 25 point 1, decisions 0321-0322) ----------------------------------------

/**
 * A buyer's named list of prompts, private unless made public (then shared at /collections/{id}).
 * With `teamId`, a team's collection (decision 0327): `userId` is who created it, not who may edit it.
 */
export const collections = sqliteTable(
  "collections",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    teamId: text("team_id").references(() => teams.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isPublic: integer("is_public", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("collections_user_newest_idx").on(t.userId, t.createdAt),
    // A team's list, its per-team limit and the cascade when the team is deleted, without a scan.
    index("collections_team_newest_idx").on(t.teamId, t.createdAt),
  ],
);

/** One prompt in a collection, at `position` (0 first); a prompt is in a collection at most once. */
export const collectionItems = sqliteTable(
  "collection_items",
  {
    collectionId: text("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    promptId: text("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.promptId] }),
    index("collection_items_order_idx").on(t.collectionId, t.position),
    // Deleting a prompt finds its rows (the cascade) without a scan.
    index("collection_items_prompt_idx").on(t.promptId),
  ],
);
