import { asc, eq } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { categories, prompts } from "~/db/schema";
import { countPrompts } from "./catalogue.server";
import { AppError, notFound } from "~/utils/app-error";

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

/** How many prompts (of any status) are in the category, counted up to the catalogue's bound. */
export function categoryUsage(id: string): { total: number; capped: boolean } {
  return countPrompts(eq(prompts.categoryId, id));
}

const plural = (n: number, capped: boolean) => `${n}${capped ? "+" : ""} prompt${n === 1 && !capped ? "" : "s"}`;

/**
 * Deletes a category. Prompts that use it move to `moveTo` first, in the same transaction, so
 * none is ever left without a category; without `moveTo` a used category cannot go. Moving
 * changes neither a prompt's listing (status, moderation, store) nor its search text: the
 * category indexes follow the rows, and the FTS triggers do not fire (drizzle/0001, 0005).
 */
export function deleteCategory(id: string, { moveTo }: { moveTo?: string } = {}): void {
  if (moveTo !== undefined && (moveTo === id || !getCategory(moveTo))) {
    throw new AppError(422, "Choose another category", "moveTo");
  }
  writeTransaction((tx) => {
    if (moveTo) tx.update(prompts).set({ categoryId: moveTo }).where(eq(prompts.categoryId, id)).run();
    const { total, capped } = categoryUsage(id);
    if (total > 0) {
      throw new AppError(409, `This category is used by ${plural(total, capped)}. Move them to another category first.`);
    }
    const { changes } = tx.delete(categories).where(eq(categories.id, id)).run();
    if (changes === 0) throw notFound("Category not found");
  });
}
