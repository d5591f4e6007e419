import { asc, count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { categories, prompts } from "~/db/schema";
import { AppError, notFound } from "./errors";

export type Category = typeof categories.$inferSelect;

/** In name order; `limit` bounds a list shown as tiles (-1: SQLite's "no limit"). */
export function listCategories(limit = -1): Category[] {
  return db.select().from(categories).orderBy(asc(categories.name)).limit(limit).all();
}

export function getCategory(id: string): Category | undefined {
  return db.select().from(categories).where(eq(categories.id, id)).get();
}

const DUPLICATE = "A category with this name already exists";

function isDuplicateName(error: unknown): boolean {
  return String(error).includes("UNIQUE constraint failed");
}

/** Names are trimmed and unique whatever their case. */
export function createCategory(name: string): Category {
  try {
    return db.insert(categories).values({ name: name.trim() }).returning().get();
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

export function renameCategory(id: string, name: string): Category {
  try {
    const category = db.update(categories).set({ name: name.trim() }).where(eq(categories.id, id)).returning().get();
    if (!category) throw notFound("Category not found");
    return category;
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

/** A category that prompts use cannot go: that would leave them without one. */
export function deleteCategory(id: string): void {
  const used = db.select({ n: count() }).from(prompts).where(eq(prompts.categoryId, id)).get()?.n ?? 0;
  if (used > 0) {
    throw new AppError(
      409,
      `This category is used by ${used} prompt${used === 1 ? "" : "s"}. Move them to another category first.`,
    );
  }
  const { changes } = db.delete(categories).where(eq(categories.id, id)).run();
  if (changes === 0) throw notFound("Category not found");
}
