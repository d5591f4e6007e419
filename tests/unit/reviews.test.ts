import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db, firstRow } from "~/db/client.server";
import { prompts } from "~/db/tables.server";
import type { Category } from "~/models/categories.server";
import { AppError } from "~/utils/app-error";
import { listNotifications } from "~/models/notifications.server";
import { getPromptForViewer } from "~/models/prompt-access.server";
import {
  canReview,
  getOwnReview,
  listReviews,
  ONLY_BUYERS,
  ratingSummary,
  recentReviews,
  reviewerName,
  upsertReview,
} from "~/models/reviews.server";
import type { Vendor } from "~/models/users.server";
import { ReviewSchema } from "~/schemas/review";
import { makeBuyer, makeCategory, makePrompt, makeVendor, recordPurchase } from "../factories";

let vendor: Vendor;
let vendorUserId: string;
let category: Category;

beforeAll(async () => {
  const made = await makeVendor();
  vendor = made.vendor;
  vendorUserId = made.user.id;
  category = await makeCategory();
});

async function boughtBy(prompt: Awaited<ReturnType<typeof makePrompt>>, name?: string) {
  const buyer = await makeBuyer(name);
  await recordPurchase(buyer.id, prompt);
  return buyer;
}

async function counters(promptId: string) {
  return await firstRow(db.select({ reviewCount: prompts.reviewCount, ratingSum: prompts.ratingSum }).from(prompts).where(eq(prompts.id, promptId)).limit(1));
}

async function expectForbidden(action: () => Promise<unknown>) {
  try {
    await action();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(403);
    expect((error as AppError).message).toBe(ONLY_BUYERS);
    return;
  }
  throw new Error("expected a 403");
}

describe("review eligibility", () => {
  test("only a buyer who bought the prompt may review it", async () => {
    const prompt = await makePrompt(vendor, category);
    const owner = await boughtBy(prompt);
    const other = await makeBuyer();
    const admin = { id: "admin-id", role: "admin" as const };

    expect(await canReview(owner.id, prompt.id)).toBe(true);
    expect(await canReview(other.id, prompt.id)).toBe(false);
    await expectForbidden(() => upsertReview(other, prompt.id, { rating: 5, text: "Great" }));
    await expectForbidden(() => upsertReview({ id: vendorUserId, role: "vendor" }, prompt.id, { rating: 5, text: "Mine" }));
    await expectForbidden(() => upsertReview(admin, prompt.id, { rating: 1, text: "Nope" }));
    expect(await counters(prompt.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect((await upsertReview(owner, prompt.id, { rating: 4, text: "Useful" })).created).toBe(true);
  });
});

describe("one review per buyer", () => {
  test("a second submission edits the review and keeps the counters right", async () => {
    const prompt = await makePrompt(vendor, category);
    const buyer = await boughtBy(prompt);
    const first = await upsertReview(buyer, prompt.id, { rating: 2, text: "Meh at first" });
    expect(await counters(prompt.id)).toEqual({ reviewCount: 1, ratingSum: 2 });

    const second = await upsertReview(buyer, prompt.id, { rating: 5, text: "Better after a second try" });
    expect(second.created).toBe(false);
    expect(second.review.id).toBe(first.review.id);
    expect(await counters(prompt.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
    expect(await getOwnReview(buyer.id, prompt.id)).toEqual({ id: first.review.id, rating: 5, text: "Better after a second try" });
    expect((await listReviews(prompt.id)).total).toBe(1);
  });

  test("the vendor hears about a new review, not about edits", async () => {
    const prompt = await makePrompt(vendor, category, { title: "Vendor notice prompt" });
    const buyer = await boughtBy(prompt, "Nora Quinn Reader");
    const before = (await listNotifications(vendorUserId)).length;
    await upsertReview(buyer, prompt.id, { rating: 4, text: "Nice one" });
    await upsertReview(buyer, prompt.id, { rating: 3, text: "Still nice" });
    const notices = await listNotifications(vendorUserId);
    expect(notices.length).toBe(before + 1);
    expect(notices[0]).toMatchObject({ title: "New review", message: 'Nora R. rated "Vendor notice prompt" 4 out of 5.' });
  });
});

describe("rating maths", () => {
  test("average, counts and the prompt's own figures agree over several reviews", async () => {
    const prompt = await makePrompt(vendor, category);
    const ratings = [5, 5, 4, 3, 1, 5];
    for (const rating of ratings) await upsertReview(await boughtBy(prompt), prompt.id, { rating, text: `Rated ${rating}` });

    const summary = await ratingSummary(prompt.id);
    expect(summary).toEqual({ average: 3.8, count: 6, counts: { 5: 3, 4: 1, 3: 1, 2: 0, 1: 1 } });
    expect(await counters(prompt.id)).toEqual({ reviewCount: 6, ratingSum: 23 });
    expect((await getPromptForViewer(prompt.id, null))?.prompt).toMatchObject({ reviewCount: 6, averageRating: 3.8 });
  });

  test("no reviews: average 0 and every count 0", async () => {
    const prompt = await makePrompt(vendor, category);
    expect(await ratingSummary(prompt.id)).toEqual({ average: 0, count: 0, counts: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
  });
});

describe("listing reviews", () => {
  test("newest first, paged, with the reviewer's first name and initial", async () => {
    const prompt = await makePrompt(vendor, category);
    for (let i = 1; i <= 7; i++) {
      await upsertReview(await boughtBy(prompt, `Reader${i} Lastname`), prompt.id, { rating: (i % 5) + 1, text: `Review ${i}` });
    }
    const first = await listReviews(prompt.id, { page: 1, limit: 3 });
    expect(first).toMatchObject({ total: 7, page: 1, pageCount: 3 });
    expect(first.items.map((r) => r.text)).toEqual(["Review 7", "Review 6", "Review 5"]);
    expect(first.items[0]!.reviewerName).toBe("Reader7 L.");
    expect((await listReviews(prompt.id, { page: 3, limit: 3 })).items.map((r) => r.text)).toEqual(["Review 1"]);
    expect((await listReviews(prompt.id, { page: 4, limit: 3 })).items).toEqual([]);
  });

  test("a store's recent reviews cover its listed prompts only", async () => {
    const { vendor: store } = await makeVendor();
    const listed = await makePrompt(store, category, { title: "Listed one" });
    const hidden = await makePrompt(store, category, { title: "Hidden one" });
    await upsertReview(await boughtBy(listed), listed.id, { rating: 5, text: "Listed review" });
    await upsertReview(await boughtBy(hidden), hidden.id, { rating: 2, text: "Hidden review" });
    await db.update(prompts).set({ status: "inactive" }).where(eq(prompts.id, hidden.id));

    expect((await recentReviews({ vendorId: store.id })).map((r) => [r.promptTitle, r.text])).toEqual([["Listed one", "Listed review"]]);
  });

  test("reviewer names", () => {
    expect(reviewerName("Ben Buyer")).toBe("Ben B.");
    expect(reviewerName("  cher ")).toBe("cher");
    expect(reviewerName("Ana María de la cruz")).toBe("Ana C.");
  });
});

describe("review form validation", () => {
  test("rating is a whole number from 1 to 5; text is trimmed, 3 to 2000 characters", () => {
    for (const rating of [0, 6, 2.5, Number.NaN]) {
      const result = ReviewSchema.safeParse({ rating, text: "Fine text" });
      expect(result.error?.issues[0]?.message, String(rating)).toBe("Choose a rating from 1 to 5");
    }
    expect(ReviewSchema.safeParse({ text: "Fine text" }).error?.issues[0]?.message).toBe("Choose a rating from 1 to 5");
    expect(ReviewSchema.safeParse({ rating: 3, text: "  ab  " }).error?.issues[0]?.message).toBe("Review must be at least 3 characters");
    expect(ReviewSchema.safeParse({ rating: 3, text: "x".repeat(2001) }).success).toBe(false);
    expect(ReviewSchema.parse({ rating: 1, text: "  Solid  " })).toEqual({ rating: 1, text: "Solid" });
  });
});
