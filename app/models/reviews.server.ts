import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { db, type Tx, transaction, firstRow, oneRow } from "~/db/client.server";
import { type Role } from "~/db/schema";
import { prompts, reviews, users, vendors } from "~/db/tables.server";
import type { ReviewInput } from "~/schemas/review";
import { pageCount } from "~/utils/pagination";
import { forbidden, notFound } from "~/utils/app-error";
import { notify } from "./notifications.server";
import { boughtPersonally } from "./ownership.server";

export type Review = typeof reviews.$inferSelect;
export const ONLY_BUYERS = "Only buyers who bought this prompt can review it";
export const REVIEWS_PAGE_SIZE = 5;

type Reviewer = { id: string; role: Role };

/** "Ben Buyer" → "Ben B.": enough to tell reviewers apart without publishing full names. */
export function reviewerName(name: string): string {
  const [first = "", ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** Only a buyer who bought it themselves reviews it; a team licence gives its members none (decision 0328). */
export async function canReview(userId: string, promptId: string): Promise<boolean> {
  return await boughtPersonally(userId, promptId);
}

export async function getOwnReview(userId: string, promptId: string): Promise<Pick<Review, "id" | "rating" | "text"> | undefined> {
  return await firstRow(db
    .select({ id: reviews.id, rating: reviews.rating, text: reviews.text })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.promptId, promptId))).limit(1));
}

export type ReviewWriting = {
  /** When it was written: now unless given (the demo history's past reviews). */
  at?: Date;
  /** Tell the vendor about a new review (default); the demo history keeps only its recent notices. */
  notify?: boolean;
};

/**
 * Creates the reviewer's one review of a prompt, or edits it. The prompt's reviewCount and
 * ratingSum change in the same transaction: +1/+rating on create, +(new - old) on edit.
 */
export async function upsertReview(
  user: Reviewer,
  promptId: string,
  input: ReviewInput,
  { at, notify: notifies = true }: ReviewWriting = {},
): Promise<{ review: Review; created: boolean }> {
  if (user.role !== "buyer" || !await canReview(user.id, promptId)) throw forbidden(ONLY_BUYERS);
  return await transaction(async (tx) => {
    const existing = await firstRow(tx
      .select()
      .from(reviews)
      .where(and(eq(reviews.userId, user.id), eq(reviews.promptId, promptId))).limit(1));
    if (existing) return { review: await editReview(tx, existing, input, at), created: false };
    const review = await oneRow(tx.insert(reviews).values({ promptId, userId: user.id, ...input, createdAt: at, updatedAt: at }).returning());
    await addToPrompt(tx, promptId, { reviews: 1, rating: input.rating });
    if (notifies) await notifyVendor(tx, review);
    return { review, created: true };
  });
}

async function editReview(tx: Tx, existing: Review, input: ReviewInput, at?: Date): Promise<Review> {
  const review = (await firstRow(tx.update(reviews).set({ ...input, updatedAt: at }).where(eq(reviews.id, existing.id)).returning()))!;
  await addToPrompt(tx, existing.promptId, { reviews: 0, rating: input.rating - existing.rating });
  return review;
}

/**
 * Only buyers review (ONLY_BUYERS): a refunded buyer's reviews of the refunded prompts are
 * deleted and taken out of each prompt's reviewCount and ratingSum, in the refund's transaction
 * (docs/decisions/0300). Buying the prompt again lets them review it anew.
 */
export async function withdrawReviews(tx: Tx, buyerId: string, promptIds: string[]): Promise<void> {
  if (promptIds.length === 0) return;
  const withdrawn = await tx
    .delete(reviews)
    .where(and(eq(reviews.userId, buyerId), inArray(reviews.promptId, promptIds)))
    .returning({ promptId: reviews.promptId, rating: reviews.rating });
  for (const { promptId, rating } of withdrawn) await addToPrompt(tx, promptId, { reviews: -1, rating: -rating });
}

async function addToPrompt(tx: Tx, promptId: string, delta: { reviews: number; rating: number }): Promise<void> {
  await tx.update(prompts)
    .set({
      reviewCount: sql`${prompts.reviewCount} + ${delta.reviews}`,
      ratingSum: sql`${prompts.ratingSum} + ${delta.rating}`,
    })
    .where(eq(prompts.id, promptId));
}

async function notifyVendor(tx: Tx, review: Review): Promise<void> {
  const row = await firstRow(tx
    .select({ vendorUserId: vendors.userId, title: prompts.title, reviewer: users.name })
    .from(prompts)
    .innerJoin(vendors, eq(vendors.id, prompts.vendorId))
    .innerJoin(users, eq(users.id, review.userId))
    .where(eq(prompts.id, review.promptId)).limit(1));
  if (!row) throw notFound("Prompt not found.");
  await notify(
    row.vendorUserId,
    { type: "info", title: "New review", message: `${reviewerName(row.reviewer)} rated "${row.title}" ${review.rating} out of 5.`, at: review.createdAt },
    tx,
  );
}

const listColumns = {
  id: reviews.id,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  name: users.name,
};

function withReviewerName<T extends { name: string }>({ name, ...row }: T): Omit<T, "name"> & { reviewerName: string } {
  return { ...row, reviewerName: reviewerName(name) };
}

/** One page of a prompt's reviews, newest first. */
export async function listReviews(promptId: string, { page = 1, limit = REVIEWS_PAGE_SIZE } = {}) {
  const rows = await db
    .select(listColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.promptId, promptId))
    // rowid breaks ties between reviews written in the same millisecond.
    .orderBy(desc(reviews.createdAt), desc(sql`${reviews}.rowid`))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = (await firstRow(db.select({ n: count() }).from(reviews).where(eq(reviews.promptId, promptId)).limit(1)))?.n ?? 0;
  return { items: rows.map(withReviewerName), total, page, pageCount: pageCount(total, limit) };
}

export type RatingCounts = Record<1 | 2 | 3 | 4 | 5, number>;
export type RatingSummary = { average: number; count: number; counts: RatingCounts };

/** Average (one decimal, 0 without reviews), number of reviews and how many gave each star. */
export async function ratingSummary(promptId: string): Promise<RatingSummary> {
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(eq(reviews.promptId, promptId))
    .groupBy(reviews.rating);
  const counts: RatingCounts = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of rows) {
    if (!(rating in counts)) continue;
    counts[rating as keyof RatingCounts] = n;
    total += n;
    sum += rating * n;
  }
  return { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, counts };
}

/** The latest reviews of listed prompts, of one store or (without `vendorId`) of all, for banners. */
export async function recentReviews({ vendorId, limit = 5 }: { vendorId?: string; limit?: number } = {}) {
  const rows = await db
    .select({ ...listColumns, promptId: prompts.id, promptTitle: prompts.title })
    .from(reviews)
    .innerJoin(prompts, eq(prompts.id, reviews.promptId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(
      and(vendorId ? eq(prompts.vendorId, vendorId) : undefined, eq(prompts.status, "active"), eq(prompts.moderation, "approved")),
    )
    .orderBy(desc(reviews.createdAt), desc(sql`${reviews}.rowid`))
    .limit(limit);
  return rows.map(withReviewerName);
}
