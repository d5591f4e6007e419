import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BuyerCardActions } from "~/components/cart/buyer-card-actions";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { StoreBanner } from "~/components/store/store-banner";
import { StoreReviews } from "~/components/store/store-reviews";
import { recentReviews } from "~/models/reviews.server";
import { getStorefront, listStorefrontPrompts } from "~/models/storefront.server";
import { NO_BUYER_FLAGS, buyerCardFlags, catalogueFrame, pageOf, toCardView } from "~/pages/catalogue.server";
import { isFiltered } from "~/schemas/catalogue-filters";
import { requireStoreViewer } from "~/utils/auth.server";

const RECENT_REVIEWS = 4;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.found ? [{ title: `${data.store.storeName} | Promptory` }] : [{ title: "Store not found | Promptory" }];

/**
 * A vendor's public store: its banner, listed prompts and recent reviews. Hidden stores are 404,
 * except to their own vendor, who sees the page as buyers would, without buying.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, ownStore } = await requireStoreViewer(request, params.vendorId);
  const store = getStorefront(params.vendorId ?? "", { includeClosed: Boolean(ownStore) });
  if (!store) return data({ found: false as const }, { status: 404 });
  const { query, categories, models } = catalogueFrame(request);
  const result = listStorefrontPrompts(store.id, query);
  return {
    found: true as const,
    store: {
      storeName: store.storeName,
      bio: store.bio,
      coverImage: store.coverImage,
      promptCount: store.promptCount,
      promptCountCapped: store.promptCountCapped,
      reviewCount: store.reviewCount,
      averageRating: store.averageRating,
    },
    query,
    categories,
    models,
    cards: result.items.map((card) => toCardView(card)),
    // A signed-in vendor is never banned (a ban ends their sessions): only approval can hide the store.
    preview: ownStore ? { isPublic: ownStore.isApproved } : null,
    ...(ownStore ? NO_BUYER_FLAGS : buyerCardFlags(user.id, result.items)),
    reviews: recentReviews({ vendorId: store.id, limit: RECENT_REVIEWS }).map(
      ({ id, rating, text, createdAt, reviewerName, promptId, promptTitle }) => ({ id, rating, text, createdAt, reviewerName, promptId, promptTitle }),
    ),
    ...pageOf(query, result),
  };
}

export default function StorePage() {
  const page = useLoaderData<typeof loader>();
  if (!page.found) return <StoreNotFound />;
  const { store, query, categories, models, cards, cartIds, ownedIds, favouriteIds, reviews, total, capped, preview } = page;
  return (
    <div className="space-y-8">
      {preview ? <PreviewNote isPublic={preview.isPublic} /> : null}
      <StoreBanner store={store} />
      <section aria-labelledby="store-prompts-heading" className="space-y-6">
        <h2 id="store-prompts-heading" className="text-xl font-semibold">
          Prompts
        </h2>
        <CatalogueResults
          query={query}
          categories={categories}
          models={models}
          cards={cards}
          total={total}
          capped={capped}
          page={page.page}
          pageCount={page.pageCount}
          filtered={isFiltered(query)}
          empty="This store has no prompts for sale yet."
          detailPath={preview ? "/vendor/prompt" : "/home/prompt"}
          actions={
            preview
              ? undefined
              : (card) => <BuyerCardActions id={card.id} title={card.title} inCart={cartIds.includes(card.id)} owned={ownedIds.includes(card.id)} favourite={favouriteIds.includes(card.id)} />
          }
        />
      </section>
      <StoreReviews reviews={reviews} />
    </div>
  );
}

/** Over the vendor's own store page: what it is, and the way back to editing it. */
function PreviewNote({ isPublic }: { isPublic: boolean }) {
  return (
    <aside aria-label="Preview" className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900">
      <p>
        <span className="font-semibold">This is how buyers see your store.</span>{" "}
        {isPublic ? "Buying is off while you preview it." : "Buyers cannot see it yet: it is waiting for an admin's approval."}
      </p>
      <Link to="/vendor/store" className="font-semibold underline">
        Edit store
      </Link>
    </aside>
  );
}

function StoreNotFound() {
  return (
    <div className="card space-y-4 text-center">
      <h1 className="text-2xl font-bold">Store not found.</h1>
      <p className="text-gray-700">It may have closed, or the link is wrong.</p>
      <Link to="/store" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Back to the store
      </Link>
    </div>
  );
}
