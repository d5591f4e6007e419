import { createHmac } from "node:crypto";
import { env } from "~/env.server";
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { changedRows, db, transaction } from "~/db/client.server";
import { onPostgres, runSql } from "~/db/dialect.server";
import { prompts } from "~/db/tables.server";
import { contentColumns } from "~/models/prompt-variables.server";
import { getUserByEmail, getVendorByUserId } from "~/models/users.server";
import { VERA, VICTOR } from "./accounts";
import { DEMO_PROMPTS } from "./catalogue";
import { DEMO_CATEGORIES } from "./categories";
import { categoryIdsByName, modelIdsByName } from "./demo.server";
import { demoModelFor } from "./models";
import { generatedPrompt } from "./generated";

export type BulkSeedResult = { requested: number; inserted: number; skipped: number };

const MINUTE = 60_000;
/** drizzle/0001: the trigger that indexes each new prompt for search. */
const FTS_INSERT_TRIGGER = "prompts_fts_ai";

const INSERT_PROMPT = `
  insert into prompts (id, vendor_id, category_id, model_id, title, description, short_description, content,
    variables, featured_image, price_cents, status, moderation, tags, created_at, updated_at)
  values (@id, @vendorId, @categoryId, @modelId, @title, @description, @shortDescription, @content,
    @variables, @featuredImage, @priceCents, 'active', 'approved', @tags, @createdAt, @createdAt)`;

/**
 * The stable id of generated prompt number `n`: `--prompts N` means "generated prompts 1..N exist",
 * so running it again inserts nothing and a larger N only adds the missing numbers.
 */
export function generatedPromptId(n: number): string {
  const [secret] = env().SESSION_SECRETS;
  return createHmac("sha256", secret!).update(`generated-prompt:${n}`).digest().subarray(0, 16).toString("base64url");
}

/**
 * Inserts the generated prompts 1..count that do not exist yet, oldest first (so that insertion
 * order is listing order, as in real use), in one transaction with the search and sort indexes
 * built after the rows. Needs the demo data (seedDemo) first.
 */
export async function seedGeneratedPrompts(count: number): Promise<BulkSeedResult> {
  const rowOf = await generatedRowBuilder();
  const inserted = onPostgres ? await insertOnPostgres(count, rowOf) : await insertOnSqlite(count, rowOf);
  return { requested: count, inserted, skipped: count - inserted };
}

type GeneratedRow = ReturnType<Awaited<ReturnType<typeof generatedRowBuilder>>>;

/** Rows per INSERT on PostgreSQL (at most 65,535 parameters a statement, 16 columns a row). */
const POSTGRES_BATCH = 2000;

/**
 * PostgreSQL keeps its indexes and search column up to date row by row: batched inserts, ids
 * already there skipped. Then the planner's statistics, which autovacuum would only gather a minute
 * or so later: without them the first visitors get plans made for an empty table.
 */
async function insertOnPostgres(count: number, rowOf: (n: number, id: string) => GeneratedRow): Promise<number> {
  let inserted = 0;
  await transaction(async (tx) => {
    for (let last = count; last >= 1; last -= POSTGRES_BATCH) {
      const rows: GeneratedRow[] = [];
      for (let n = last; n > Math.max(0, last - POSTGRES_BATCH); n--) rows.push(rowOf(n, generatedPromptId(n)));
      inserted += changedRows(await tx.insert(prompts).values(rows).onConflictDoNothing({ target: prompts.id }));
    }
  });
  await runSql(db, sql`analyze prompts`);
  return inserted;
}

async function insertOnSqlite(count: number, rowOf: (n: number, id: string) => GeneratedRow): Promise<number> {
  const exists = db.$client.prepare("select 1 from prompts where id = ?").pluck();
  const insert = db.$client.prepare(INSERT_PROMPT);
  let inserted = 0;
  await withLargePageCache(() =>
    transaction(async () => {
      withIndexesBuiltAfter(() => {
        for (let n = count; n >= 1; n--) {
          const id = generatedPromptId(n);
          if (exists.get(id)) continue;
          const row = rowOf(n, id);
          insert.run({ ...row, variables: JSON.stringify(row.variables), tags: JSON.stringify(row.tags), createdAt: row.createdAt.getTime() });
          inserted += 1;
        }
      });
    }),
  );
  return inserted;
}

/**
 * Runs a bulk insert into prompts with their sort indexes and search trigger dropped (unique
 * indexes stay: they are constraints and the seed looks ids up), then
 * recreates them from their own SQL and indexes the new rows for search in one pass: sorting
 * once is many times faster than a million single-row updates of fourteen b-trees.
 */
function withIndexesBuiltAfter(insertRows: () => void): void {
  const client = db.$client;
  const firstNew = Number(client.prepare("select coalesce(max(seq), 0) + 1 from prompts").pluck().get());
  const deferred = client
    .prepare(
      `select type, name, sql from sqlite_master where tbl_name = 'prompts' and sql is not null
         and ((type = 'index' and sql not like 'create unique%') or name = ?)`,
    )
    .all(FTS_INSERT_TRIGGER) as { type: string; name: string; sql: string }[];
  for (const { type, name } of deferred) client.exec(`drop ${type} "${name}"`);
  insertRows();
  for (const { sql } of deferred) client.exec(sql);
  client
    .prepare("insert into prompts_fts(rowid, title, description, tags) select seq, title, description, tags from prompts where seq >= ?")
    .run(firstNew);
}

/**
 * Column values of generated prompt `n`: categories in turn, their models in turn (./models.ts), both demo stores, and the demo
 * prompts' images of the same category (rendering a picture per row would dwarf the inserts).
 */
async function generatedRowBuilder() {
  const vendorIds = await Promise.all([VERA, VICTOR].map(demoVendorId));
  const categoryIds = await categoryIdsByName();
  const modelIds = await modelIdsByName();
  const images = await imagePoolByCategory(vendorIds);
  const now = Date.now();
  return (n: number, id: string) => {
    const { category, tags, content, ...text } = generatedPrompt(n);
    const categoryId = categoryIds.get(category.toLowerCase());
    if (!categoryId) throw new Error(`Category "${category}" is missing: run the demo seed first`);
    const modelId = modelIds.get(demoModelFor(category, Math.floor(n / DEMO_CATEGORIES.length)).toLowerCase());
    if (!modelId) throw new Error(`Model of "${category}" is missing: run the demo seed first`);
    const pool = images.get(categoryId) ?? [];
    return {
      ...text,
      content,
      variables: contentColumns(content).variables,
      id,
      categoryId,
      modelId,
      vendorId: vendorIds[Math.floor(n / DEMO_CATEGORIES.length) % vendorIds.length]!,
      featuredImage: pool[n % pool.length] ?? null,
      tags,
      status: "active" as const,
      moderation: "approved" as const,
      // Spread over the past year, all older than the demo catalogue.
      createdAt: new Date(now - (60 + n * 5) * MINUTE),
      updatedAt: new Date(now - (60 + n * 5) * MINUTE),
    };
  };
}

/** A 64 MB page cache keeps the random-id index and the FTS b-trees in memory during the insert. */
async function withLargePageCache(run: () => Promise<void>): Promise<void> {
  const previous = Number(db.$client.pragma("cache_size", { simple: true }));
  db.$client.pragma("cache_size = -65536");
  try {
    await run();
  } finally {
    db.$client.pragma(`cache_size = ${previous}`);
  }
}

async function demoVendorId(email: string): Promise<string> {
  const user = await getUserByEmail(email);
  const vendor = user && await getVendorByUserId(user.id);
  if (!vendor) throw new Error(`Demo store of ${email} is missing: run the demo seed first`);
  return vendor.id;
}

/** The demo prompts' image keys, grouped by category id. */
async function imagePoolByCategory(vendorIds: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ categoryId: prompts.categoryId, image: prompts.featuredImage })
    .from(prompts)
    .where(
      and(
        inArray(prompts.vendorId, vendorIds),
        inArray(prompts.title, DEMO_PROMPTS.map((prompt) => prompt.title)),
        isNotNull(prompts.featuredImage),
      ),
    )
    .orderBy(prompts.seq);
  const pool = new Map<string, string[]>();
  for (const { categoryId, image } of rows) {
    if (image) pool.set(categoryId, [...(pool.get(categoryId) ?? []), image]);
  }
  return pool;
}
