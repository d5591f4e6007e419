import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PublicCardActions } from "~/components/cart/public-card-actions";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { StoreBanner } from "~/components/store/store-banner";
import { StoreReviews } from "~/components/store/store-reviews";
import { recentReviews } from "~/models/reviews.server";
import { getStorefront, listStorefrontPrompts } from "~/models/storefront.server";
import { promptListPage, publicViewer } from "~/pages/catalogue.server";
import { storeSeo } from "~/pages/public-seo.server";
import { getStoreViewer } from "~/pages/auth.server";
import { invariantResponse } from "~/pages/errors.server";
import { VISITOR_PAGE } from "~/utils/visitor-page";

const RECENT_REVIEWS = 4;

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? data.seo : [{ title: "Store not found | Promptory" }];

/**
 * A vendor's public store, for anyone: its banner, listed prompts and recent reviews. Hidden
 * stores are a thrown 404 "Store not found." (the store layout's error boundary), except to their
 * own vendor, who sees the page as buyers would, without buying.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, ownStore } = await getStoreViewer(request, params.vendorId);
  const store = await getStorefront(params.vendorId ?? "", { includeClosed: Boolean(ownStore) });
  invariantResponse(store, "Store not found.");
  const viewer = ownStore ? "member" : publicViewer(user);
  const list = await promptListPage(request, (query) => listStorefrontPrompts(store.id, query), { buyerId: viewer === "buyer" ? user?.id : null });
  return {
    store: {
      storeName: store.storeName,
      bio: store.bio,
      coverImage: store.coverImage,
      promptCount: store.promptCount,
      promptCountCapped: store.promptCountCapped,
      reviewCount: store.reviewCount,
      averageRating: store.averageRating,
    },
    ...list,
    viewer,
    seo: storeSeo(store),
    // A signed-in vendor is never banned (a ban ends their sessions): only approval can hide the store.
    preview: ownStore ? { isPublic: ownStore.isApproved } : null,
    reviews: (await recentReviews({ vendorId: store.id, limit: RECENT_REVIEWS })).map(
      ({ id, rating, text, createdAt, reviewerName, promptId, promptTitle }) => ({ id, rating, text, createdAt, reviewerName, promptId, promptTitle }),
    ),
  };
}

export default function StorePage() {
  const page = useLoaderData<typeof loader>();
  const { store, viewer, query, categories, models, filtered, cards, cartIds, ownedIds, favouriteIds, reviews, total, capped, preview } = page;
  const flags = { cartIds, ownedIds, favouriteIds };
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
          filtered={filtered}
          empty="This store has no prompts for sale yet."
          detailPath={preview ? "/vendor/prompt" : viewer === "buyer" ? "/home/prompt" : "/prompts"}
          actions={preview ? undefined : (card) => <PublicCardActions viewer={viewer} card={card} flags={flags} />}
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
