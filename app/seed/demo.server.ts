import { and, eq } from "drizzle-orm";
import { db, transaction, changedRows, firstRow } from "~/db/client.server";
import { categories, models, prompts } from "~/db/tables.server";
import { contentColumns } from "~/models/prompt-variables.server";
import { ensureDefaultSettings } from "~/models/settings.server";
import { createUser, getUserByEmail, getVendorByUserId, type User, type Vendor } from "~/models/users.server";
import { deleteImage } from "~/models/uploads.server";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoStore } from "./accounts";
import { DEMO_PROMPTS, type DemoPrompt } from "./catalogue";
import { DEMO_PREVIEW_MODELS, DEMO_PREVIEWS } from "./catalogue/previews";
import { DEMO_CATEGORIES } from "./categories";
import { DEMO_MODELS, demoModels } from "./models";
import { seedDemoHistory, type HistorySeedResult } from "./history.server";
import { saveCoverImage, savePromptImage } from "./images.server";
import { ensureDemoExamples } from "./examples.server";
import { insertStore } from "./stores.server";

export type DemoSeedResult = {
  usersCreated: number;
  storesCreated: number;
  categoriesCreated: number;
  promptsCreated: number;
} & HistorySeedResult;

/**
 * Creates whatever part of the demo data (CONTRACT section 3) is missing and leaves the rest alone:
 * users are matched by e-mail, stores by owner, categories by name, prompts by title and vendor.
 * Then, once, the demo history (sales, reviews, withdrawals: app/seed/history.server.ts).
 */
export async function seedDemo(): Promise<DemoSeedResult> {
  await ensureDefaultSettings();
  const { usersCreated, storesCreated, vendorIds } = await ensureAccounts();
  const categoriesCreated = await ensureCategories();
  await ensureModels();
  const promptsCreated = await ensureDemoPrompts(vendorIds, await categoryIdsByName());
  await ensureDemoExamples([...vendorIds.values()]);
  return { usersCreated, storesCreated, categoriesCreated, promptsCreated, ...(await seedDemoHistory()) };
}

async function ensureAccounts() {
  let usersCreated = 0;
  let storesCreated = 0;
  const vendorIds = new Map<string, string>();
  for (const { email, name, role, country, store } of DEMO_ACCOUNTS) {
    let user = await getUserByEmail(email);
    if (!user) {
      user = await createUser({ email, name, role, country, password: DEMO_PASSWORD });
      usersCreated += 1;
    }
    if (store) {
      const { vendor, created } = await ensureStore(user, store);
      vendorIds.set(email, vendor.id);
      if (created) storesCreated += 1;
    }
  }
  return { usersCreated, storesCreated, vendorIds };
}

async function ensureStore(user: User, store: DemoStore): Promise<{ vendor: Vendor; created: boolean }> {
  const existing = await getVendorByUserId(user.id);
  if (existing) return { vendor: existing, created: false };
  if (user.role !== "vendor") {
    throw new Error(`${user.email} exists with role ${user.role}: cannot open the demo store "${store.storeName}"`);
  }
  const coverImage = await saveCoverImage(store.storeName, store.cover);
  return { vendor: await insertStore(user.id, { ...store, coverImage }), created: true };
}

async function ensureCategories(): Promise<number> {
  // The unique index ignores case, so "coding" renamed by an admin still counts as "Coding".
  let created = 0;
  for (const { name } of DEMO_CATEGORIES) created += changedRows(await db.insert(categories).values({ name }).onConflictDoNothing());
  return created;
}

/** The migration seeds them; an admin may have deleted one since (matched by name, any case). */
async function ensureModels(): Promise<void> {
  for (const name of DEMO_MODELS) await db.insert(models).values({ name }).onConflictDoNothing();
}

/** Model ids keyed by lower-case name. */
export async function modelIdsByName(): Promise<Map<string, string>> {
  return new Map((await db.select().from(models)).map((row) => [row.name.toLowerCase(), row.id]));
}

/** Category ids keyed by lower-case name. */
export async function categoryIdsByName(): Promise<Map<string, string>> {
  return new Map((await db.select().from(categories)).map((row) => [row.name.toLowerCase(), row.id]));
}

async function ensureDemoPrompts(vendorIds: Map<string, string>, categoryIds: Map<string, string>): Promise<number> {
  const modelIds = await modelIdsByName();
  const modelNames = demoModels(DEMO_PROMPTS);
  const owned = DEMO_PROMPTS.map((prompt, position) => ({
    prompt,
    position,
    vendorId: required(vendorIds, prompt.vendor),
    categoryId: required(categoryIds, prompt.category.toLowerCase()),
    modelId: required(modelIds, modelNames[position]!.toLowerCase()),
  }));
  const missing: typeof owned = [];
  for (const entry of owned) if (!(await promptExists(entry.vendorId, entry.prompt.title))) missing.push(entry);
  const images = await Promise.all(missing.map(({ prompt }) => savePromptImage(prompt.title, prompt.category)));
  const now = Date.now();
  try {
    await transaction(async (tx) => {
      for (const [i, { prompt, position, vendorId, categoryId, modelId }] of missing.entries()) {
        // Earlier catalogue entries are newer, so the newest-first listing follows the catalogue.
        const createdAt = new Date(now - position * 60_000);
        await tx
          .insert(prompts)
          .values({ ...promptColumns(prompt), vendorId, categoryId, modelId, featuredImage: images[i], createdAt, updatedAt: createdAt });
      }
    });
  } catch (error) {
    await Promise.all(images.map(deleteImage));
    throw error;
  }
  return missing.length;
}

function promptColumns(prompt: DemoPrompt) {
  const { title, description, shortDescription, content, tags, priceCents } = prompt;
  const preview = DEMO_PREVIEWS[title];
  const previewColumns = preview ? { previewMode: preview.mode, previewExamples: preview.examples, previewModels: DEMO_PREVIEW_MODELS } : {};
  return { title, description, shortDescription, ...contentColumns(content), tags, priceCents, status: "active", moderation: "approved", ...previewColumns } as const;
}

async function promptExists(vendorId: string, title: string): Promise<boolean> {
  return Boolean(
    await firstRow(db.select({ id: prompts.id }).from(prompts).where(and(eq(prompts.vendorId, vendorId), eq(prompts.title, title))).limit(1)),
  );
}

function required(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Demo seed: nothing found for "${key}"`);
  return value;
}
