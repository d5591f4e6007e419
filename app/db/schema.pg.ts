import * as sqliteSchema from "./schema";
import { pgTablesFrom } from "./pg-tables";

/**
 * PostgreSQL's schema: the SQLite schema's tables, made for PostgreSQL by app/db/pg-tables.ts
 * (docs/decisions/0339). drizzle-kit reads this file for `drizzle/pg` (drizzle/pg.config.ts); a
 * table added to app/db/schema.ts without a line here fails tests/unit/pg-schema.test.ts.
 */
const tables = pgTablesFrom(sqliteSchema);

export const {
  aiPreviewCache,
  aiPreviewImageViewers,
  aiPreviewRuns,
  aiUsage,
  cartItems,
  categories,
  collectionItems,
  collections,
  contactMessages,
  emailVerificationTokens,
  favourites,
  ledgerEntries,
  localCharges,
  localRefunds,
  loginFailures,
  mailMessages,
  models,
  notifications,
  orders,
  passwordResetTokens,
  payments,
  promptExamples,
  prompts,
  purchases,
  reviews,
  sessions,
  settings,
  supportTicketMessages,
  supportTickets,
  teamInvitations,
  teamLicences,
  teamMembers,
  teams,
  transactions,
  users,
  vendors,
  webhookEvents,
  withdrawals,
} = tables;
