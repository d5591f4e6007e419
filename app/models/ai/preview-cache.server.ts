import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { aiPreviewCache } from "~/db/schema";

/**
 * Live preview answers by prompt, model, input and UTC day (docs/decisions/0314): the same filled-in
 * prompt sent to the same model the same day answers from here and counts nothing.
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

export function cachedAnswer(key: CacheKey): CachedAnswer | undefined {
  return db
    .select({ text: aiPreviewCache.text, image: aiPreviewCache.image, totalTokens: aiPreviewCache.totalTokens, ms: aiPreviewCache.ms })
    .from(aiPreviewCache)
    .where(where(key))
    .get();
}

/** Keeps an answer; a second identical run that finished at the same time keeps the first. */
export function cacheAnswer(key: CacheKey, answer: CachedAnswer): void {
  db.insert(aiPreviewCache).values({ ...key, ...answer }).onConflictDoNothing().run();
}
