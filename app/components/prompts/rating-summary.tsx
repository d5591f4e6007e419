import type { RatingSummary as Summary } from "~/models/reviews.server";
import { RatingStars } from "./rating-stars";

const STARS = [5, 4, 3, 2, 1] as const;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Average rating and how many reviews gave each star, as bars with their numbers in text. */
export function RatingSummary({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="ratings-heading" className="card space-y-4">
      <h2 id="ratings-heading" className="text-lg font-semibold">
        Ratings
      </h2>
      <div className="flex items-center gap-3">
        <p className="text-4xl font-bold">{summary.count ? summary.average.toFixed(1) : "–"}</p>
        <div className="space-y-1">
          <RatingStars value={summary.average} />
          <p className="text-sm text-gray-700">
            {summary.count ? `${summary.average.toFixed(1)} out of 5 from ${plural(summary.count, "review")}` : "No ratings yet"}
          </p>
        </div>
      </div>
      <ul className="space-y-1.5 text-sm">
        {STARS.map((stars) => (
          <RatingBar key={stars} stars={stars} count={summary.counts[stars]} total={summary.count} />
        ))}
      </ul>
    </section>
  );
}

function RatingBar({ stars, count, total }: { stars: number; count: number; total: number }) {
  const percent = total ? Math.round((count / total) * 100) : 0;
  return (
    <li className="flex items-center gap-2">
      <span className="w-14 shrink-0 text-gray-700">{plural(stars, "star")}</span>
      <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200">
        <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
      </span>
      <span className="w-10 shrink-0 text-right tabular-nums text-gray-700">
        {count}
        <span className="sr-only"> {count === 1 ? "review" : "reviews"} ({percent}%)</span>
      </span>
    </li>
  );
}
