import { Link, useSearchParams } from "@remix-run/react";
import { formatDate } from "~/utils/format";
import { RatingStars } from "./rating-stars";

export type ReviewItem = { id: string; rating: number; text: string; createdAt: Date; reviewerName: string };

/** A prompt's reviews, newest first, with their own pager (`?reviewPage=`). */
export function ReviewList({ reviews, page, pageCount }: { reviews: ReviewItem[]; page: number; pageCount: number }) {
  if (reviews.length === 0) return <p className="card text-center text-gray-700">No reviews yet.</p>;
  return (
    <div>
      <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
        {reviews.map((review) => (
          <li key={review.id} className="space-y-2 p-4">
            <ReviewByline review={review} />
            <p className="whitespace-pre-line text-sm text-gray-800">{review.text}</p>
          </li>
        ))}
      </ul>
      <ReviewPager page={page} pageCount={pageCount} />
    </div>
  );
}

/** Who wrote a review, their stars and when. */
export function ReviewByline({ review }: { review: Pick<ReviewItem, "reviewerName" | "rating"> & { createdAt: Date | string } }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-semibold">{review.reviewerName}</span>
      <RatingStars value={review.rating} />
      <time dateTime={new Date(review.createdAt).toISOString()} className="text-sm text-gray-600">
        {formatDate(review.createdAt)}
      </time>
    </div>
  );
}

function ReviewPager({ page, pageCount }: { page: number; pageCount: number }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("reviewPage", String(target));
    return `?${next}#reviews`;
  };
  return (
    <nav aria-label="Review pages" className="mt-4 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn-secondary" rel="prev">
          Newer reviews
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="btn-secondary" rel="next">
          Older reviews
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
