import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/**
 * The FTS5 index over prompts (created by drizzle/0001_prompts_fts.sql, kept in sync by
 * triggers). Declared here, outside schema.ts, so drizzle-kit never tries to create it.
 */
export const promptsFts = sqliteTable("prompts_fts", {
  rowid: integer("rowid").notNull(),
  title: text("title"),
  description: text("description"),
  tags: text("tags"),
});
