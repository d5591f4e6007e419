import fs from "node:fs";
import { eq } from "drizzle-orm";
import { describe, expect, test, vi } from "vitest";
import { db } from "~/db/client.server";
import { aiPreviewCache, aiPreviewImageViewers } from "~/db/tables.server";
import { utcDay } from "~/models/ai/budget.server";
import { cacheAnswer, pruneOldPreviews, type CacheKey } from "~/models/ai/preview-cache.server";
import { grantPreviewImage } from "~/models/ai/preview-images.server";
import { previewImagePath, savePreviewImage } from "~/models/uploads.server";
import { FAKE_PNG_B64 } from "../support/fake-ai";
import { makeBuyer, makeCategory, makePrompt, makeVendor } from "../factories";

/** A cache row answers only on its own UTC day: earlier days' rows, their private images and who could see them are pruned (decisions 0319, 0350). */

const TODAY = utcDay();
const YESTERDAY = utcDay(new Date(Date.now() - 86_400_000));

async function promptId() {
  const { vendor } = await makeVendor();
  return (await makePrompt(vendor, await makeCategory(), { content: "Draw [THING] as a woodcut." })).id;
}

let n = 0;
async function cached(prompt: string, day: string, withImage = true): Promise<{ key: CacheKey; image: string | null }> {
  const image = withImage ? await savePreviewImage(Buffer.from(FAKE_PNG_B64, "base64")) : null;
  const key = { promptId: prompt, model: "sdxl", inputHash: `hash-${++n}`, day };
  await db.insert(aiPreviewCache).values({ ...key, text: withImage ? null : "An answer", image, totalTokens: 10, ms: 5 });
  return { key, image };
}

const stored = (image: string | null) => fs.existsSync(previewImagePath(image!)!);
const days = async (prompt: string) => (await db.select({ day: aiPreviewCache.day }).from(aiPreviewCache).where(eq(aiPreviewCache.promptId, prompt))).map((row) => row.day);

describe("pruning the preview cache", () => {
  test("earlier days' rows go with their image files and viewers; today's stay", async () => {
    const prompt = await promptId();
    const buyer = await makeBuyer();
    const old = await cached(prompt, YESTERDAY);
    const oldText = await cached(prompt, "2026-01-01", false);
    const fresh = await cached(prompt, TODAY);
    for (const { image } of [old, fresh]) await grantPreviewImage(image!, buyer.id, prompt);
    expect([old, fresh].map(({ image }) => stored(image))).toEqual([true, true]);

    expect(await pruneOldPreviews(TODAY)).toBeGreaterThanOrEqual(2);
    expect(await days(prompt)).toEqual([TODAY]);
    expect(oldText.image).toBeNull();
    expect([old, fresh].map(({ image }) => stored(image))).toEqual([false, true]);
    const viewers = await db.select({ image: aiPreviewImageViewers.image }).from(aiPreviewImageViewers).where(eq(aiPreviewImageViewers.promptId, prompt));
    expect(viewers).toEqual([{ image: fresh.image }]);
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
