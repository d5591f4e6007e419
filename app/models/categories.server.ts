import { asc, eq } from "drizzle-orm";
import { db, transaction, changedRows, firstRow, oneRow } from "~/db/client.server";
import { categories, prompts } from "~/db/tables.server";
import { countPrompts } from "./catalogue.server";
import { AppError, notFound } from "~/utils/app-error";
import { isUniqueViolation } from "~/db/driver-errors.server";

export type Category = typeof categories.$inferSelect;

/** In name order; `limit` bounds a list shown as tiles. */
export async function listCategories(limit?: number): Promise<Category[]> {
  const inOrder = db.select().from(categories).orderBy(asc(categories.name));
  return await (limit === undefined ? inOrder : inOrder.limit(limit));
}

export async function getCategory(id: string): Promise<Category | undefined> {
  return await firstRow(db.select().from(categories).where(eq(categories.id, id)).limit(1));
}

const DUPLICATE = "A category with this name already exists";

/** Names are trimmed and unique whatever their case. */
export async function createCategory(name: string): Promise<Category> {
  try {
    return await oneRow(db.insert(categories).values({ name: name.trim() }).returning());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

export async function renameCategory(id: string, name: string): Promise<Category> {
  try {
    const category = await firstRow(db.update(categories).set({ name: name.trim() }).where(eq(categories.id, id)).returning());
    if (!category) throw notFound("Category not found");
    return category;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

/** How many prompts (of any status) are in the category, counted up to the catalogue's bound. */
export async function categoryUsage(id: string): Promise<{ total: number; capped: boolean }> {
  return await countPrompts(eq(prompts.categoryId, id));
}

const plural = (n: number, capped: boolean) => `${n}${capped ? "+" : ""} prompt${n === 1 && !capped ? "" : "s"}`;

/**
 * Deletes a category. Prompts that use it move to `moveTo` first, in the same transaction, so
 * none is ever left without a category; without `moveTo` a used category cannot go. Moving
 * changes neither a prompt's listing (status, moderation, store) nor its search text: the
 * category indexes follow the rows, and the FTS triggers do not fire (drizzle/0001, 0005).
 */
export async function deleteCategory(id: string, { moveTo }: { moveTo?: string } = {}): Promise<void> {
  if (moveTo !== undefined && (moveTo === id || !await getCategory(moveTo))) {
    throw new AppError(422, "Choose another category", "moveTo");
  }
  await transaction(async (tx) => {
    if (moveTo) await tx.update(prompts).set({ categoryId: moveTo }).where(eq(prompts.categoryId, id));
    const { total, capped } = await categoryUsage(id);
    if (total > 0) {
      throw new AppError(409, `This category is used by ${plural(total, capped)}. Move them to another category first.`);
    }
    const changes = changedRows(await tx.delete(categories).where(eq(categories.id, id)));
    if (changes === 0) throw notFound("Category not found");
  });
}
