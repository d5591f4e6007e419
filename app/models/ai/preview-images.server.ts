/**
 * Images made by live preview are private (CONTRACT 17, decision 0350): a model can draw the
 * prompt's text into one, and the leak rule cannot read pictures. Each is shown to the callers
 * whose run answered with it and to the prompt's vendor, never to a visitor or a public cache.
 */
import { and, eq, inArray } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { aiPreviewImageViewers, prompts, vendors } from "~/db/tables.server";
import { deletePreviewImage } from "~/models/uploads.server";

export const previewImageUrl = (key: string | null) => (key ? `/ai/preview-images/${key}` : null);

/** `userId` ran the prompt and got this image (again, from the cache, counts too). */
export async function grantPreviewImage(image: string, userId: string, promptId: string): Promise<void> {
  await db.insert(aiPreviewImageViewers).values({ image, userId, promptId }).onConflictDoNothing();
}

/** Whether `userId` may see the image: one of its callers, or the vendor of the prompt it was made for. */
export async function maySeePreviewImage(userId: string, image: string): Promise<boolean> {
  const row = await firstRow(db
    .select({ viewer: aiPreviewImageViewers.userId, vendorUser: vendors.userId })
    .from(aiPreviewImageViewers)
    .innerJoin(prompts, eq(prompts.id, aiPreviewImageViewers.promptId))
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .where(eq(aiPreviewImageViewers.image, image))
    .orderBy(aiPreviewImageViewers.userId)
    .limit(1));
  if (!row) return false;
  if (row.vendorUser === userId) return true;
  return Boolean(await firstRow(db
    .select({ image: aiPreviewImageViewers.image })
    .from(aiPreviewImageViewers)
    .where(and(eq(aiPreviewImageViewers.image, image), eq(aiPreviewImageViewers.userId, userId)))
    .limit(1)));
}

/** The images of pruned cache rows: their files and who could see them. */
export async function deletePreviewImages(images: string[]): Promise<void> {
  if (!images.length) return;
  await db.delete(aiPreviewImageViewers).where(inArray(aiPreviewImageViewers.image, images));
  await Promise.all(images.map((image) => deletePreviewImage(image)));
}
