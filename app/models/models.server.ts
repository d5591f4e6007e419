import { asc, eq, sql } from "drizzle-orm";
import { db, transaction, firstRow, oneRow } from "~/db/client.server";
import { models, prompts } from "~/db/tables.server";
import { countPrompts } from "./catalogue.server";
import { AppError, notFound } from "~/utils/app-error";
import { isUniqueViolation } from "~/db/driver-errors.server";
import { nocase, sameText } from "~/db/dialect.server";

/** An AI tool a prompt is for (ChatGPT, Midjourney, ...), managed by admins like categories. */
export type AiModel = typeof models.$inferSelect;

const byName = asc(nocase(models.name));

/** In name order, whatever the case; the first one is the default for a new prompt. */
export async function listModels(): Promise<AiModel[]> {
  return await db.select().from(models).orderBy(byName);
}

export async function getModel(id: string): Promise<AiModel | undefined> {
  return await firstRow(db.select().from(models).where(eq(models.id, id)).limit(1));
}

/** The model a prompt gets when none is given (API clients of the older contract). */
export async function defaultModel(): Promise<AiModel | undefined> {
  return await firstRow(db.select().from(models).orderBy(byName).limit(1));
}

/** A model by id, or by its name whatever the case (the API's `model` filter accepts both). */
export async function findModel(idOrName: string): Promise<AiModel | undefined> {
  return await getModel(idOrName) ?? await firstRow(db.select().from(models).where(sameText(models.name, idOrName.trim())).limit(1));
}

const DUPLICATE = "A model with this name already exists";

/** Names are trimmed and unique whatever their case. */
export async function createModel(name: string): Promise<AiModel> {
  try {
    return await oneRow(db.insert(models).values({ name: name.trim() }).returning());
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

export async function renameModel(id: string, name: string): Promise<AiModel> {
  try {
    const model = await firstRow(db.update(models).set({ name: name.trim() }).where(eq(models.id, id)).returning());
    if (!model) throw notFound("Model not found");
    return model;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

/** How many prompts (of any status) are for the model, counted up to the catalogue's bound. */
export async function modelUsage(id: string): Promise<{ total: number; capped: boolean }> {
  return await countPrompts(eq(prompts.modelId, id));
}

const plural = (n: number, capped: boolean) => `${n}${capped ? "+" : ""} prompt${n === 1 && !capped ? "" : "s"}`;

/**
 * Deletes an unused model. A used one is refused: which tool a prompt is for is its vendor's
 * claim, so it is never moved for them (docs/decisions/0242). The last model stays, or no
 * prompt could be saved.
 */
export async function deleteModel(id: string): Promise<void> {
  await transaction(async (tx) => {
    if (!await firstRow(tx.select({ id: models.id }).from(models).where(eq(models.id, id)).limit(1))) throw notFound("Model not found");
    const { total, capped } = await modelUsage(id);
    if (total > 0) {
      throw new AppError(409, `This model is used by ${plural(total, capped)}. Its vendors must choose another model first.`);
    }
    const remaining = (await firstRow(tx.select({ n: sql<number>`count(*)` }).from(models).limit(1)))?.n ?? 0;
    if (remaining <= 1) throw new AppError(409, "Keep at least one model: every prompt needs one.");
    await tx.delete(models).where(eq(models.id, id));
  });
}

/** The model a prompt is saved with: the chosen one (which must exist), else the default. */
export async function resolveModelId(modelId: string | undefined): Promise<string> {
  const model = modelId === undefined ? await defaultModel() : await getModel(modelId);
  if (!model) throw new AppError(422, modelId === undefined ? "No model to choose from: ask an admin to add one" : "Choose a model from the list", "modelId");
  return model.id;
}
