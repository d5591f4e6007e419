import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { BuyerCardActions } from "~/components/cart/buyer-card-actions";
import { searchMarketplace } from "~/models/catalogue.server";
import { recentReviews } from "~/models/reviews.server";
import { promptListPage } from "~/pages/catalogue.server";
import { requireRole } from "~/pages/auth.server";
import { formatDate } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Store | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return {
    ...await promptListPage(request, searchMarketplace, { buyerId: user.id }),
    reviews: (await recentReviews({ limit: 4 })).map(({ reviewerName, rating, text, promptTitle, promptId, createdAt }) => ({
      reviewerName,
      rating,
      text,
      promptTitle,
      promptId,
      createdAt,
    })),
  };
}

/** The storefront: a banner with what buyers say lately, then every prompt for sale. */
export default function StoreIndex() {
  const { query, categories, models, filtered, cards, cartIds, ownedIds, favouriteIds, reviews, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <section className="overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-fuchsia-700 p-8 text-white">
        <h1 className="text-3xl font-bold">Promptory Store</h1>
        <p className="mt-2 max-w-2xl text-brand-100">Tested prompts for chat, image and code models, from creators who use them every day.</p>
        <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-brand-100">Recent reviews</h2>
        {reviews.length === 0 ? (
          <p className="mt-2 text-sm text-brand-100">No reviews yet.</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {reviews.map((review) => (
              <li key={`${review.promptId}-${review.reviewerName}-${String(review.createdAt)}`} className="rounded-2xl bg-white/10 p-4 text-sm">
                <p aria-label={`${review.rating} out of 5 stars`} className="text-amber-300">
                  {"★".repeat(review.rating)}
                  <span className="text-white/40">{"★".repeat(5 - review.rating)}</span>
                </p>
                <p className="mt-1 line-clamp-3">{review.text}</p>
                <p className="mt-2 text-xs text-brand-100">
                  {review.reviewerName} on {review.promptTitle} · {formatDate(review.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <CatalogueResults
        query={query}
        categories={categories}
        models={models}
        cards={cards}
        total={total}
        capped={capped}
        page={page}
        pageCount={pageCount}
        filtered={filtered}
        empty="No prompts found."
        detailPath="/home/prompt"
        actions={(card) => <BuyerCardActions id={card.id} title={card.title} inCart={cartIds.includes(card.id)} owned={ownedIds.includes(card.id)} favourite={favouriteIds.includes(card.id)} />}
      />
    </div>
  );
}
