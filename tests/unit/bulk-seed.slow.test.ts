import { count, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import { searchMarketplace } from "~/models/catalogue.server";
import { parseCatalogueQuery } from "~/schemas/catalogue";
import { generatedPromptId, seedGeneratedPrompts } from "~/seed/bulk.server";
import { seedDemo } from "~/seed/demo.server";
import { generatedPrompt } from "~/seed/generated";
import { onPostgres } from "../support/engine";

// `npm run db:seed -- --prompts N` on either engine (`npm run test:postgres` runs this file too):
// SQLite inserts with its indexes built after, PostgreSQL in batches (issue 28, points 1 and 7).
const countPrompts = async () => (await firstRow(db.select({ n: count() }).from(prompts).limit(1)))!.n;

beforeAll(async () => {
  await seedDemo();
}, 120_000);

test(`generated prompts on ${onPostgres ? "PostgreSQL" : "SQLite"}: N of them, listed and found by search, and a rerun adds only the missing ones`, async () => {
  const before = await countPrompts();
  expect(await seedGeneratedPrompts(2100)).toEqual({ requested: 2100, inserted: 2100, skipped: 0 });
  expect(await countPrompts()).toBe(before + 2100);
  const sample = (await firstRow(db.select().from(prompts).where(eq(prompts.id, generatedPromptId(1234))).limit(1)))!;
  expect(sample).toMatchObject({ title: generatedPrompt(1234).title, status: "active", moderation: "approved", listed: true });
  expect(sample.variables).toEqual(["CONTEXT", "WHO IT IS FOR", "TONE", "LENGTH"]);
  const found = await searchMarketplace(parseCatalogueQuery(new URLSearchParams({ q: sample.title, limit: "100" })));
  expect(found.items.map((item) => item.id)).toContain(sample.id);

  expect(await seedGeneratedPrompts(2100)).toEqual({ requested: 2100, inserted: 0, skipped: 2100 });
  expect(await seedGeneratedPrompts(2300)).toEqual({ requested: 2300, inserted: 200, skipped: 2100 });
  expect(await countPrompts()).toBe(before + 2300);
}, 120_000);
