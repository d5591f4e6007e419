import { postgresEngineOf } from "./postgres.server";
import { pgTablesFrom } from "./pg-tables";
import * as sqlite from "./schema";
import { db } from "./client.server";

export * from "./schema";

/**
 * The tables the models query: the schema's SQLite tables, or, when the process's database is
 * PostgreSQL, the same tables made for it (app/db/pg-tables.ts). Typed as the SQLite ones: the
 * models are written once for both engines (docs/decisions/0340).
 */
const active = (postgresEngineOf(db) ? pgTablesFrom(sqlite) : sqlite) as unknown as typeof sqlite;

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
} = active;
