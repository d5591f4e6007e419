import { Link } from "@remix-run/react";
import { ReviewByline } from "../prompts/review-list";

export type StoreReview = {
  id: string;
  rating: number;
  text: string;
  createdAt: Date | string;
  reviewerName: string;
  promptId: string;
  promptTitle: string;
};

/** What buyers said lately about the store's prompts, each linked to its prompt. */
export function StoreReviews({ reviews }: { reviews: StoreReview[] }) {
  return (
    <section aria-labelledby="store-reviews-heading" className="space-y-4">
      <h2 id="store-reviews-heading" className="text-xl font-semibold">
        Recent reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="card text-center text-gray-700">No reviews yet.</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {reviews.map((review) => (
            <li key={review.id} className="card space-y-2">
              <ReviewByline review={review} />
              <p className="line-clamp-4 whitespace-pre-line text-sm text-gray-800">{review.text}</p>
              <p className="text-sm text-gray-700">
                on{" "}
                <Link to={`/home/prompt/${review.promptId}`} className="font-medium text-brand-700 hover:underline">
                  {review.promptTitle}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
