import fs from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { aiPreviewCache, promptExamples } from "~/db/tables.server";
import { utcDay } from "~/models/ai/budget.server";
import { cacheAnswer, pruneOldPreviews, type CacheKey } from "~/models/ai/preview-cache.server";
import { saveImage, uploadPath } from "~/models/uploads.server";
import { FAKE_PNG_B64 } from "../support/fake-ai";
import { makeCategory, makePrompt, makeVendor } from "../factories";

/** A cache row answers only on its own UTC day: earlier days' rows and their images are pruned (docs/decisions/0319). */

const TODAY = utcDay();
const YESTERDAY = utcDay(new Date(Date.now() - 86_400_000));

async function promptId() {
  const { vendor } = await makeVendor();
  return (await makePrompt(vendor, await makeCategory(), { content: "Draw [THING] as a woodcut." })).id;
}

let n = 0;
async function cached(prompt: string, day: string, withImage = true): Promise<{ key: CacheKey; image: string | null }> {
  const image = withImage ? await saveImage(Buffer.from(FAKE_PNG_B64, "base64")) : null;
  const key = { promptId: prompt, model: "sdxl", inputHash: `hash-${++n}`, day };
  await db.insert(aiPreviewCache).values({ ...key, text: withImage ? null : "An answer", image, totalTokens: 10, ms: 5 });
  return { key, image };
}

const stored = (image: string | null) => fs.existsSync(uploadPath(image!)!);
const days = async (prompt: string) => (await db.select({ day: aiPreviewCache.day }).from(aiPreviewCache).where(eq(aiPreviewCache.promptId, prompt))).map((row) => row.day);

describe("pruning the preview cache", () => {
  test("earlier days' rows go with their image files; today's stay, and so does an image a prompt example shows", async () => {
    const prompt = await promptId();
    const old = await cached(prompt, YESTERDAY);
    const oldText = await cached(prompt, "2026-01-01", false);
    const kept = await cached(prompt, YESTERDAY);
    await db.insert(promptExamples).values({ promptId: prompt, position: 1, kind: "image", image: kept.image });
    const fresh = await cached(prompt, TODAY);
    expect([old, kept, fresh].map(({ image }) => stored(image))).toEqual([true, true, true]);

    expect(await pruneOldPreviews(TODAY)).toBeGreaterThanOrEqual(3);
    expect(await days(prompt)).toEqual([TODAY]);
    expect(oldText.image).toBeNull();
    expect([old, kept, fresh].map(({ image }) => stored(image))).toEqual([false, true, true]);
    expect(await pruneOldPreviews(TODAY)).toBe(0);
  });

  test("a running server prunes on the first answer it caches on a new day, with no timer", async () => {
    const prompt = await promptId();
    const old = await cached(prompt, YESTERDAY);
    await cacheAnswer({ promptId: prompt, model: "llama3.2", inputHash: "today", day: TODAY }, { text: "Today's answer", image: null, totalTokens: 3, ms: 1 });
    await vi.waitFor(() => expect(stored(old.image)).toBe(false));
    expect(await days(prompt)).toEqual([TODAY]);
  });
});
