import { and, count, eq, ne, sql } from "drizzle-orm";
import { db, type Tx, transaction, firstRow, oneRow } from "~/db/client.server";
import { env } from "~/env.server";
import { type ModerationState, type PreviewMode } from "~/db/schema";
import { cartItems, orders, prompts, vendors } from "~/db/tables.server";
import { toCents, type PromptInput } from "~/schemas/prompt";
import { REJECT_REASON_REQUIRED } from "~/schemas/moderation";
import { ADMIN_STATUS_ACTIONS, type AdminPromptStatus } from "~/schemas/prompt-status";
import { deleteImage, saveImage } from "./uploads.server";
import { getCategory } from "./categories.server";
import { AppError, forbidden, notFound } from "~/utils/app-error";
import { notify, notifyAdmins } from "./notifications.server";
import { resolveModelId } from "./models.server";
import { deleteExampleImages, exampleImageKeys, stageExamples, writeExamples, type StagedExamples } from "./prompt-examples.server";
import { contentColumns } from "./prompt-variables.server";
import { EXAMPLE_VALUES_REQUIRED, examplesFor, examplesModeReady, requestedPreviewMode } from "./preview-mode";
import { getSetting } from "./settings.server";
import type { Vendor } from "./users.server";

export type Prompt = typeof prompts.$inferSelect;
export type { AdminPromptStatus };

/** The card text: the given short description, else the description's first sentence (≤160). */
export function deriveShortDescription(description: string, given?: string): string {
  if (given?.trim()) return given.trim();
  const firstSentence = description.trim().split(/(?<=[.!?])\s/)[0] ?? "";
  if (firstSentence.length <= 160) return firstSentence;
  const cut = firstSentence.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 100))}…`;
}

export async function getPrompt(id: string): Promise<Prompt | undefined> {
  return await firstRow(db.select().from(prompts).where(eq(prompts.id, id)).limit(1));
}

/** A prompt its vendor may change: someone else's is 403, a missing or archived one 404. */
export async function getOwnPrompt(vendor: Vendor, id: string): Promise<Prompt> {
  const prompt = await getPrompt(id);
  if (!prompt || prompt.status === "archived") throw notFound("Prompt not found.");
  if (prompt.vendorId !== vendor.id) throw forbidden("You can only change your own prompts.");
  return prompt;
}

async function assertCategory(categoryId: string): Promise<void> {
  if (!await getCategory(categoryId)) throw new AppError(422, "Choose a category from the list", "categoryId");
}

/** With "review new prompts" on, new and edited prompts wait for an admin. */
async function moderationForChange(): Promise<ModerationState> {
  return await getSetting("reviewNewPrompts") ? "pending" : "approved";
}

/** Every preview model must be one of AI_MODELS (CONTRACT 13). */
function assertPreviewModels(ids: string[]): void {
  const configured = new Set(env().AI.models.map((model) => model.id));
  const unknown = ids.find((id) => !configured.has(id));
  if (unknown === undefined) return;
  const known = configured.size ? `: choose from ${[...configured].join(", ")}` : ": no AI models are configured";
  throw new AppError(422, `Unknown preview model "${unknown}"${known}`, "previewModels");
}

/**
 * The live preview columns a save writes (CONTRACT 17): the mode asked for (the older flag read
 * against the current mode), and the example sets with exactly the content's variables.
 */
function previewColumns(input: PromptInput, variables: string[], current?: PreviewMode) {
  const previewMode = requestedPreviewMode(input, current);
  const previewExamples = examplesFor(variables, input.previewExamples ?? []);
  if (previewMode === "examples" && !examplesModeReady(variables, previewExamples)) throw new AppError(422, EXAMPLE_VALUES_REQUIRED, "previewExamples");
  return { previewMode, previewExamples, previewModels: input.previewModels ?? [] };
}

function columnsFrom(input: PromptInput, current?: PreviewMode) {
  const content = contentColumns(input.content);
  return {
    title: input.title,
    description: input.description,
    shortDescription: deriveShortDescription(input.description, input.shortDescription),
    categoryId: input.categoryId,
    priceCents: toCents(input.priceUsd),
    // Left empty, the team price stays null: the default that follows the price.
    teamPriceCents: input.teamPriceUsd == null ? null : toCents(input.teamPriceUsd),
    ...content,
    tags: input.tags,
    ...previewColumns(input, content.variables, current),
  };
}

/** Every admin hears of a prompt that starts waiting for review, in the transaction that made it wait. */
/**
 * A change the vendor made outside the prompt form (an example output saved from live preview):
 * reviewed as an edit in the form is, inside the same write.
 */
export async function reviewVendorChange(tx: Tx, vendor: Vendor, current: Prompt): Promise<void> {
  const moderation = await moderationForChange();
  await tx.update(prompts).set({ moderation }).where(eq(prompts.id, current.id));
  if (moderation === "pending" && current.moderation !== "pending") await askAdminsToReview(tx, vendor, current);
}

async function askAdminsToReview(tx: Tx, vendor: Vendor, prompt: Prompt): Promise<void> {
  await notifyAdmins(
    { type: "info", title: "Prompt waiting for review", message: `"${prompt.title}" from ${vendor.storeName} is waiting for your review.` },
    tx,
  );
}

/**
 * Every file (featured image, example images) is stored before the one transaction that writes
 * the rows; a refused or failed save removes the files it stored, so nothing is half-written.
 */
export async function createPrompt(vendor: Vendor, input: PromptInput): Promise<Prompt> {
  await assertCategory(input.categoryId);
  assertPreviewModels(input.previewModels ?? []);
  const modelId = await resolveModelId(input.modelId);
  const featuredImage = input.featuredImage ? await saveImage(input.featuredImage, { field: "featuredImage" }) : null;
  let examples: StagedExamples | undefined;
  try {
    examples = await stageExamples(input);
    const staged = examples;
    return await transaction(async (tx) => {
      const created = await oneRow(tx
        .insert(prompts)
        .values({
          ...columnsFrom(input),
          modelId,
          vendorId: vendor.id,
          featuredImage,
          status: input.status,
          moderation: await moderationForChange(),
        })
        .returning());
      await writeExamples(tx, created.id, staged);
      if (created.moderation === "pending") await askAdminsToReview(tx, vendor, created);
      return created;
    });
  } catch (error) {
    await deleteImage(featuredImage);
    await examples?.discard();
    throw error;
  }
}

/**
 * The vendor edits text, price, tags, images, examples and active/inactive; a banned prompt stays
 * banned. The images are saved first; the status is read again inside the write, so an admin's
 * ban (or an archive from another tab) made while the images were saved is kept (decision 0192).
 */
export async function updatePrompt(vendor: Vendor, id: string, input: PromptInput): Promise<Prompt> {
  await getOwnPrompt(vendor, id);
  await assertCategory(input.categoryId);
  assertPreviewModels(input.previewModels ?? []);
  // Without a model (an older API client) the prompt keeps its own.
  const model = input.modelId === undefined ? {} : { modelId: await resolveModelId(input.modelId) };
  const newImage = input.featuredImage ? await saveImage(input.featuredImage, { field: "featuredImage" }) : null;
  let replaced: string | null = null;
  let examples: StagedExamples | undefined;
  let droppedExamples: string[] = [];
  try {
    examples = await stageExamples(input);
    const staged = examples;
    const updated = await transaction(async (tx) => {
      const current = await firstRow(tx.select().from(prompts).where(eq(prompts.id, id)).limit(1));
      if (!current || current.status === "archived" || current.vendorId !== vendor.id) throw notFound("Prompt not found.");
      const row = (await firstRow(tx
        .update(prompts)
        .set({
          ...columnsFrom(input, current.previewMode),
          ...model,
          featuredImage: newImage ?? current.featuredImage,
          status: current.status === "banned" ? "banned" : input.status,
          moderation: await moderationForChange(),
        })
        .where(eq(prompts.id, id))
        .returning()))!;
      if (row.moderation === "pending" && current.moderation !== "pending") await askAdminsToReview(tx, vendor, row);
      droppedExamples = await writeExamples(tx, id, staged);
      if (newImage) replaced = current.featuredImage;
      return row;
    });
    await deleteImageIfUnused(replaced);
    await deleteExampleImages(droppedExamples);
    return updated;
  } catch (error) {
    await deleteImageIfUnused(newImage);
    await examples?.discard();
    throw error;
  }
}

/**
 * A prompt that was never ordered is deleted. One that was is archived instead: it leaves
 * the catalogue and carts, and its buyers keep it.
 */
export async function deletePrompt(vendor: Vendor, id: string): Promise<"deleted" | "archived"> {
  const prompt = await getOwnPrompt(vendor, id);
  const ordered = ((await firstRow(db.select({ n: count() }).from(orders).where(eq(orders.promptId, id)).limit(1)))?.n ?? 0) > 0;
  if (ordered) {
    await transaction(async (tx) => {
      await tx.update(prompts).set({ status: "archived" }).where(eq(prompts.id, id));
      await dropFromCarts(tx, id, prompt.title);
    });
    return "archived";
  }
  const exampleImages = await exampleImageKeys([id]);
  await db.delete(prompts).where(eq(prompts.id, id));
  await deleteImageIfUnused(prompt.featuredImage);
  await deleteExampleImages(exampleImages);
  return "deleted";
}

/** Generated benchmark prompts share image files: a file goes only when no prompt uses it. */
async function deleteImageIfUnused(key: string | null): Promise<void> {
  if (!key) return;
  const users = (await firstRow(db.select({ n: count() }).from(prompts).where(eq(prompts.featuredImage, key)).limit(1)))?.n ?? 0;
  if (users === 0) await deleteImage(key);
}

/** A prompt that can no longer be sold leaves every cart, and each buyer is told why. */
async function dropFromCarts(tx: Tx, promptId: string, title: string): Promise<void> {
  const removed = await tx.delete(cartItems).where(eq(cartItems.promptId, promptId)).returning({ userId: cartItems.userId });
  for (const { userId } of removed) {
    await notify(
      userId,
      { type: "warning", title: "Removed from your cart", message: `"${title}" is no longer for sale and was removed from your cart.` },
      tx,
    );
  }
}

async function vendorUserId(vendorId: string): Promise<string> {
  const vendor = await firstRow(db.select({ userId: vendors.userId }).from(vendors).where(eq(vendors.id, vendorId)).limit(1));
  if (!vendor) throw notFound("Vendor not found");
  return vendor.userId;
}

const STATUS_NOTICE: Record<AdminPromptStatus, { type: "success" | "warning" | "info"; title: string }> = {
  active: { type: "success", title: "Prompt activated" },
  inactive: { type: "info", title: "Prompt deactivated" },
  banned: { type: "warning", title: "Prompt banned" },
};

/** A notice's sentence, with the admin's reason when one was given: `An admin banned "X": it copies Y.` */
const becauseOf = (sentence: string, reason?: string) => `${sentence}${reason ? `: ${reason.replace(/[.!?]?$/, ".")}` : "."}`;

/**
 * Admins may set any of the three statuses on any prompt; a ban also empties it from carts. The
 * vendor is told, with the reason when there is one (the web form asks one for a ban; the API's
 * ban-prompt, fixed by CONTRACT without a body, may leave it out: decision 0302).
 */
export async function setPromptStatusByAdmin(id: string, status: AdminPromptStatus, reason?: string): Promise<Prompt> {
  const prompt = await getPrompt(id);
  if (!prompt || prompt.status === "archived") throw notFound("Prompt not found.");
  return await transaction(async (tx) => {
    const updated = (await firstRow(tx.update(prompts).set({ status }).where(eq(prompts.id, id)).returning()))!;
    if (status === "banned") await dropFromCarts(tx, id, prompt.title);
    if (prompt.status !== status) {
      const message = becauseOf(`An admin ${ADMIN_STATUS_ACTIONS[status].done} "${prompt.title}"`, reason?.trim());
      await notify(await vendorUserId(prompt.vendorId), { ...STATUS_NOTICE[status], message }, tx);
    }
    return updated;
  });
}

/** Approve or reject a prompt waiting for review; a rejection needs a reason, and the vendor is told either way. */
export async function moderatePrompt(id: string, decision: "approved" | "rejected", reason?: string): Promise<Prompt> {
  const prompt = await getPrompt(id);
  if (!prompt || prompt.status === "archived") throw notFound("Prompt not found.");
  const because = reason?.trim();
  if (decision === "rejected" && !because) throw new AppError(422, REJECT_REASON_REQUIRED, "reason");
  if (prompt.moderation !== "pending") throw new AppError(409, "This prompt is not waiting for review.");
  return await transaction(async (tx) => {
    const updated = (await firstRow(tx.update(prompts).set({ moderation: decision }).where(eq(prompts.id, id)).returning()))!;
    if (decision === "rejected") await dropFromCarts(tx, id, prompt.title);
    await notify(
      await vendorUserId(prompt.vendorId),
      decision === "approved"
        ? { type: "success", title: "Prompt approved", message: `"${prompt.title}" is now listed in the marketplace.` }
        : { type: "warning", title: "Prompt rejected", message: `${becauseOf(`"${prompt.title}" was not approved`, because)} Edit it to submit it again.` },
      tx,
    );
    return updated;
  });
}

/** Counts a detail-page view (not the vendor's own). */
export async function recordView(id: string): Promise<void> {
  await db.update(prompts)
    // A view is no edit: updated_at (sitemap lastmod, public pages' ETags) stays.
    .set({ views: sql`${prompts.views} + 1`, updatedAt: sql`${prompts.updatedAt}` })
    .where(and(eq(prompts.id, id), ne(prompts.status, "archived")));
}
