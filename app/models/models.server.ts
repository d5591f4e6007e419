import { asc, eq, sql } from "drizzle-orm";
import { db, writeTransaction } from "~/db/client.server";
import { models, prompts } from "~/db/schema";
import { countPrompts } from "./catalogue.server";
import { AppError, notFound } from "~/utils/app-error";

/** An AI tool a prompt is for (ChatGPT, Midjourney, ...), managed by admins like categories. */
export type AiModel = typeof models.$inferSelect;

const byName = asc(sql`${models.name} collate nocase`);

/** In name order, whatever the case; the first one is the default for a new prompt. */
export function listModels(): AiModel[] {
  return db.select().from(models).orderBy(byName).all();
}

export function getModel(id: string): AiModel | undefined {
  return db.select().from(models).where(eq(models.id, id)).get();
}

/** The model a prompt gets when none is given (API clients of the older contract). */
export function defaultModel(): AiModel | undefined {
  return db.select().from(models).orderBy(byName).limit(1).get();
}

/** A model by id, or by its name whatever the case (the API's `model` filter accepts both). */
export function findModel(idOrName: string): AiModel | undefined {
  return getModel(idOrName) ?? db.select().from(models).where(sql`${models.name} = ${idOrName.trim()} collate nocase`).get();
}

const DUPLICATE = "A model with this name already exists";

function isDuplicateName(error: unknown): boolean {
  return String(error).includes("UNIQUE constraint failed");
}

/** Names are trimmed and unique whatever their case. */
export function createModel(name: string): AiModel {
  try {
    return db.insert(models).values({ name: name.trim() }).returning().get();
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

export function renameModel(id: string, name: string): AiModel {
  try {
    const model = db.update(models).set({ name: name.trim() }).where(eq(models.id, id)).returning().get();
    if (!model) throw notFound("Model not found");
    return model;
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError(409, DUPLICATE, "name");
    throw error;
  }
}

/** How many prompts (of any status) are for the model, counted up to the catalogue's bound. */
export function modelUsage(id: string): { total: number; capped: boolean } {
  return countPrompts(eq(prompts.modelId, id));
}

const plural = (n: number, capped: boolean) => `${n}${capped ? "+" : ""} prompt${n === 1 && !capped ? "" : "s"}`;

/**
 * Deletes an unused model. A used one is refused: which tool a prompt is for is its vendor's
 * claim, so it is never moved for them (docs/decisions/0242). The last model stays, or no
 * prompt could be saved.
 */
export function deleteModel(id: string): void {
  writeTransaction((tx) => {
    if (!tx.select({ id: models.id }).from(models).where(eq(models.id, id)).get()) throw notFound("Model not found");
    const { total, capped } = modelUsage(id);
    if (total > 0) {
      throw new AppError(409, `This model is used by ${plural(total, capped)}. Its vendors must choose another model first.`);
    }
    const remaining = tx.select({ n: sql<number>`count(*)` }).from(models).get()?.n ?? 0;
    if (remaining <= 1) throw new AppError(409, "Keep at least one model: every prompt needs one.");
    tx.delete(models).where(eq(models.id, id)).run();
  });
}

/** The model a prompt is saved with: the chosen one (which must exist), else the default. */
export function resolveModelId(modelId: string | undefined): string {
  const model = modelId === undefined ? defaultModel() : getModel(modelId);
  if (!model) throw new AppError(422, modelId === undefined ? "No model to choose from: ask an admin to add one" : "Choose a model from the list", "modelId");
  return model.id;
}
