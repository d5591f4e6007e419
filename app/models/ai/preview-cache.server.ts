import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { aiPreviewCache } from "~/db/tables.server";
import { logError } from "~/utils/logger.server";
import { utcDay } from "./budget.server";
import { deletePreviewImages } from "./preview-images.server";

/**
 * Live preview answers by prompt, model, input and UTC day (docs/decisions/0314): the same filled-in
 * prompt sent to the same model the same day answers from here and counts nothing. A row answers
 * only on its own day, so earlier days' rows and their images are pruned (docs/decisions/0319).
 */
export type CacheKey = { promptId: string; model: string; inputHash: string; day: string };
export type CachedAnswer = { text: string | null; image: string | null; totalTokens: number; ms: number };

/** The SHA-256 of the text sent: the input part of the key (the text itself is not kept twice). */
export const inputHash = (sent: string) => createHash("sha256").update(sent).digest("hex");

const where = (key: CacheKey) =>
  and(
    eq(aiPreviewCache.promptId, key.promptId),
    eq(aiPreviewCache.model, key.model),
    eq(aiPreviewCache.inputHash, key.inputHash),
    eq(aiPreviewCache.day, key.day),
  );

export async function cachedAnswer(key: CacheKey): Promise<CachedAnswer | undefined> {
  return await firstRow(db
    .select({ text: aiPreviewCache.text, image: aiPreviewCache.image, totalTokens: aiPreviewCache.totalTokens, ms: aiPreviewCache.ms })
    .from(aiPreviewCache)
    .where(where(key)).limit(1));
}

/** Keeps an answer; a second identical run that finished at the same time keeps the first. */
export async function cacheAnswer(key: CacheKey, answer: CachedAnswer): Promise<void> {
  await db.insert(aiPreviewCache).values({ ...key, ...answer }).onConflictDoNothing();
  pruneOnNewDay(key.day);
}

let prunedDay: string | undefined;
/** Only these writes grow the cache: the first of each UTC day in a process prunes the days before it (no timer). */
function pruneOnNewDay(day: string): void {
  if (prunedDay === day) return;
  prunedDay = day;
  pruneOldPreviews(day).catch((error) => logError(error, { where: "preview cache pruning" }));
}

/**
 * Deletes the cache rows of days before `today` and their private images (an example output kept
 * from one is a copy). The rows go in one DELETE … RETURNING, so of two processes pruning at once
 * each file is deleted by one. Answers the number of rows deleted.
 */
export async function pruneOldPreviews(today = utcDay()): Promise<number> {
  const rows = await db.delete(aiPreviewCache).where(lt(aiPreviewCache.day, today)).returning({ image: aiPreviewCache.image });
  await deletePreviewImages(rows.flatMap(({ image }) => (image ? [image] : [])));
  return rows.length;
}
