import { formatCount } from "~/utils/format";
import { PromptImage } from "../prompts/prompt-image";
import { RatingStars } from "../prompts/rating-stars";

export type StoreBannerData = {
  storeName: string;
  bio: string;
  coverImage: string | null;
  promptCount: number;
  promptCountCapped: boolean;
  reviewCount: number;
  averageRating: number;
};

const plural = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? "" : "s"}`;

/** The public store's header: cover, name, bio, rating over its listed prompts and how many there are. */
export function StoreBanner({ store }: { store: StoreBannerData }) {
  return (
    <header className="overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-sm">
      <PromptImage
        imageKey={store.coverImage}
        alt={`Cover of ${store.storeName}`}
        layout="cover"
        width={1600}
        height={400}
        loading="priority"
        className="aspect-[4/1] min-h-32"
      />
      <div className="space-y-3 p-6">
        <h1 className="text-3xl font-bold">{store.storeName}</h1>
        <p className="max-w-3xl whitespace-pre-line text-gray-800">{store.bio}</p>
        <dl className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-gray-700">
          <div className="flex items-center gap-2">
            <dt className="sr-only">Rating</dt>
            <dd className="flex items-center gap-2">
              <RatingStars value={store.averageRating} />
              {store.reviewCount ? `${store.averageRating.toFixed(1)} (${plural(store.reviewCount, "review")})` : "No reviews yet"}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Prompts</dt>
            <dd>{store.promptCountCapped ? `${formatCount(store.promptCount)}+ prompts` : plural(store.promptCount, "prompt")}</dd>
          </div>
        </dl>
      </div>
    </header>
  );
}
