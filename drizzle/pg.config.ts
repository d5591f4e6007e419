import { defineConfig } from "drizzle-kit";

/** PostgreSQL's migrations (issue 28; run from the repository root): the same tables as drizzle.config.ts's, from app/db/schema.pg.ts. */
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.pg.ts",
  out: "./drizzle/pg",
});
