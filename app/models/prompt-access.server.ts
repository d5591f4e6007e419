import { eq } from "drizzle-orm";
import { db, firstRow } from "~/db/client.server";
import { type Role } from "~/db/schema";
import { categories, models, prompts, users, vendors } from "~/db/tables.server";
import { oneDecimal } from "./catalogue.server";
import { ownsPrompt } from "./ownership.server";
import { listExamples } from "./prompt-examples.server";
import { promptState } from "./prompt-state";
import { variablesOf } from "./prompt-variables.server";

export type Viewer = { id: string; role: Role } | null;

/** The prompt with what a detail page needs about its category, model and store. */
async function loadPrompt(id: string) {
  return await firstRow(db
    .select({
      prompt: prompts,
      categoryName: categories.name,
      modelName: models.name,
      store: {
        id: vendors.id,
        userId: vendors.userId,
        storeName: vendors.storeName,
        bio: vendors.bio,
        coverImage: vendors.coverImage,
        isApproved: vendors.isApproved,
      },
      owner: { name: users.name, email: users.email, banned: users.banned },
    })
    .from(prompts)
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .innerJoin(users, eq(users.id, vendors.userId))
    .innerJoin(categories, eq(categories.id, prompts.categoryId))
    .leftJoin(models, eq(models.id, prompts.modelId))
    .where(eq(prompts.id, id)).limit(1));
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadPrompt>>>;

/**
 * Who may read the full `content`: its vendor, an admin, or a buyer who owns it (personally or
 * through a team). Everyone else gets a teaser. Every page and API answer with content asks here.
 */
export async function canSeeContent(viewer: Viewer, loaded: Pick<Loaded, "prompt" | "store">): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === "admin") return true;
  if (viewer.role === "vendor") return loaded.store.userId === viewer.id;
  return await ownsPrompt(viewer.id, loaded.prompt.id);
}

/**
 * The opening of the content, enough to judge it without getting it: at most two lines,
 * 140 characters and a third of the whole, cut at a word, so even a short prompt is never
 * given away.
 */
export function teaser(content: string): string {
  const limit = Math.min(140, Math.floor(content.length / 3));
  const opening = content.split("\n").slice(0, 2).join("\n").slice(0, limit);
  const lastSpace = opening.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? opening.slice(0, lastSpace) : opening).trimEnd()}…`;
}

/**
 * A prompt as one viewer may see it, or null ("Prompt not found.") when they may not:
 * unlisted prompts are visible only to their vendor, admins and buyers who own them.
 */
export async function getPromptForViewer(id: string, viewer: Viewer) {
  const loaded = await loadPrompt(id);
  if (!loaded) return null;
  const contentVisible = await canSeeContent(viewer, loaded);
  const owned = viewer?.role === "buyer" && contentVisible;
  const isOwner = viewer?.role === "vendor" && loaded.store.userId === viewer.id;
  const listed = Boolean(loaded.prompt.listed);
  const mayView = listed || viewer?.role === "admin" || owned || (isOwner && loaded.prompt.status !== "archived");
  if (!mayView) return null;
  const { content, seq: _seq, ratingSum: _ratingSum, storeOpen: _storeOpen, listed: _listed, rating, ...prompt } = loaded.prompt;
  return {
    prompt: {
      ...prompt,
      variables: variablesOf(loaded.prompt),
      // Public before purchase, like the description (decision 0250).
      examples: await listExamples(id),
      averageRating: oneDecimal(rating ?? 0),
      categoryName: loaded.categoryName,
      modelName: loaded.modelName,
    },
    state: promptState({ ...loaded.prompt, storeApproved: loaded.store.isApproved, ownerBanned: loaded.owner.banned }),
    content: contentVisible ? content : null,
    teaser: contentVisible ? null : teaser(content),
    store: { id: loaded.store.id, storeName: loaded.store.storeName, bio: loaded.store.bio, coverImage: loaded.store.coverImage },
    owner: { name: loaded.owner.name, email: loaded.owner.email },
    owned,
    isOwner,
    listed,
  };
}

export type PromptView = NonNullable<Awaited<ReturnType<typeof getPromptForViewer>>>;
