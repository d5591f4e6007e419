import { CartButton } from "~/components/cart/cart-button";
import { SaveToCollection } from "~/components/collections/save-to-collection";
import { FavouriteButton } from "~/components/favourites/favourite-button";
import type { MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PromptImage } from "~/components/prompts/prompt-image";
import { RatingStars } from "~/components/prompts/rating-stars";
import {
  LazyExampleOutputs,
  LazyPromptContent,
  LazyRatingSummary,
  LazyReviewForm,
  LazyReviewList,
  LazyShareLink,
  LazyStoreCard,
  LazyTemplateVariables,
  LazyTryItForm,
} from "~/components/prompts/lazy-parts";
import type { PromptStateView } from "~/components/prompts/status-badge";
import { StoreLink } from "~/components/store/store-link";
import type { Role } from "~/db/schema";
import { teamPriceCents } from "~/models/team-price";
import { formatUsd } from "~/utils/format";
import { preloadImage } from "~/utils/image-variants";
import { ROLE_HOME } from "~/utils/roles";
import type { promptDetailAction, promptDetailLoader } from "./prompt-detail.server";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

type Detail = ReturnType<typeof useLoaderData<typeof promptDetailLoader>>;

export const promptDetailMeta: MetaFunction<typeof promptDetailLoader> = ({ data }) => {
  if (!data) return [{ title: "Prompt not found | Promptory" }];
  const { title, shortDescription, featuredImage } = data.prompt;
  const tags = data.seo ?? [{ title: `${title}: ${shortDescription} | Promptory` }, { name: "description", content: shortDescription }];
  return [...tags, ...preloadImage(featuredImage, "detail")];
};

/**
 * `review`: what an area adds above the price (the admin's Approve / Reject); `stateView`: the
 * vendors' and admins' pages show the prompt's state.
 */
export function PromptDetailPage({ review, stateView }: { review?: ReactNode; stateView?: PromptStateView }) {
  const detail = useLoaderData<typeof promptDetailLoader>();
  return (
    <article className="space-y-6 sm:space-y-8">
      <BackLink to={backPath(detail)} />
      {/* On a phone the blocks stack in this order, so the price and "Add to cart" come right after
          the title (issue 23, point 5); from lg the aside is a column beside both parts. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <div className="space-y-6 lg:col-span-2">
          <PromptImage
            imageKey={detail.prompt.featuredImage}
            alt={`Artwork for ${detail.prompt.title}`}
            layout="detail"
            loading="priority"
            className="aspect-[2/1] rounded-2xl sm:aspect-[16/10]"
          />
          <PromptHeader detail={detail} stateView={stateView} />
        </div>
        <aside className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1" aria-label="Price, store and ratings">
          {review}
          <PricePanel detail={detail} />
          {detail.shareUrl ? <LazyShareLink url={detail.shareUrl} /> : null}
          <LazyStoreCard store={detail.store} />
          <LazyRatingSummary summary={detail.summary} />
        </aside>
        <div className="space-y-6 lg:col-span-2">
          <PromptAbout prompt={detail.prompt} />
          <LazyPromptContent content={detail.content} teaser={detail.teaser} forBuyers={!showsState(detail)} />
          <LazyExampleOutputs examples={detail.prompt.examples} title={detail.prompt.title} />
          <LazyTemplateVariables variables={detail.prompt.variables} content={detail.fillIn ? detail.content : null} />
          {detail.tryIt ? <TryIt tryIt={detail.tryIt} /> : null}
        </div>
      </div>
      <ReviewsSection detail={detail} />
    </article>
  );
}

/** The public page goes back to the public catalogue, an area's page to that area's list. */
const backPath = ({ role, publicPage }: { role: Role | null; publicPage: boolean }) =>
  publicPage || !role ? "/prompts" : `${ROLE_HOME[role]}/prompts`;

function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
      ← Back to prompts
    </Link>
  );
}

/** Vendors and admins see a prompt's state in their areas; buyers and the public page never do. */
const showsState = ({ role, publicPage }: Detail) => !publicPage && role !== null && role !== "buyer";

function PromptHeader({ detail, stateView }: { detail: Detail; stateView?: PromptStateView }) {
  const { prompt, store } = detail;
  const State = showsState(detail) ? stateView : undefined;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
        <span className="font-medium">{prompt.categoryName}</span>
        {prompt.modelName ? (
          <span className="rounded-full bg-gray-100 px-3 py-0.5 font-medium text-gray-800">
            <span className="sr-only">Model: </span>
            {prompt.modelName}
          </span>
        ) : null}
        {State ? <State.Badge state={detail.state} /> : null}
      </div>
      <h1 className="text-3xl font-bold leading-tight">{prompt.title}</h1>
      {State ? <State.Note state={detail.state} className="text-sm" /> : null}
      <p className="text-gray-700">
        by <StoreLink vendorId={store.id} storeName={store.storeName} className="font-semibold text-gray-900" />
      </p>
      <a href="#reviews" className="inline-flex items-center gap-2 text-sm text-gray-700 hover:underline">
        <RatingStars value={prompt.averageRating} />
        {prompt.reviewCount ? `${prompt.averageRating.toFixed(1)} (${plural(prompt.reviewCount, "review")})` : "No reviews yet"}
      </a>
    </header>
  );
}

/** The description and tags: below the price on a phone, under the title from lg. */
function PromptAbout({ prompt }: { prompt: Detail["prompt"] }) {
  return (
    <div className="space-y-3">
      <p className="whitespace-pre-line text-gray-800">{prompt.description}</p>
      {prompt.tags.length ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {prompt.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Buyers, and visitors who are not signed in ("Add to cart" takes them to sign in first), may buy. */
function PricePanel({ detail }: { detail: Detail }) {
  const mayBuy = detail.role === "buyer" || (detail.role === null && detail.publicPage);
  return (
    <section aria-label="Price" className="card space-y-3">
      <div>
        <p className="text-3xl font-bold">{formatUsd(detail.prompt.priceCents)}</p>
        <p className="text-sm text-gray-700">Team licence: {formatUsd(teamPriceCents(detail.prompt))}</p>
      </div>
      {detail.owned ? <OwnedNote detail={detail} /> : null}
      {mayBuy && !detail.owned && detail.listed ? (
        <CartButton promptId={detail.prompt.id} inCart={detail.inCart} title={detail.prompt.title} />
      ) : null}
      {detail.role === "buyer" && (detail.listed || detail.favourite) ? (
        <FavouriteButton promptId={detail.prompt.id} title={detail.prompt.title} favourite={detail.favourite} />
      ) : null}
      {detail.role === "buyer" && detail.listed ? <SaveToCollection promptId={detail.prompt.id} title={detail.prompt.title} /> : null}
    </section>
  );
}

/**
 * Who owns it: the buyer, or their team (issue 41 point 10). On the public page the content stays
 * hidden even from its owner: a link to where they read it.
 */
function OwnedNote({ detail }: { detail: Detail }) {
  return (
    <p className="font-medium text-emerald-800">
      {detail.owningTeam ? `Your team ${detail.owningTeam} owns this prompt.` : "You own this prompt."}
      {detail.publicPage ? (
        <>
          {" "}
          <Link to={`/home/prompt/${detail.prompt.id}`} className="underline">
            Open it
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** Live preview: the form, or why it is off. */
function TryIt({ tryIt }: { tryIt: NonNullable<Detail["tryIt"]> }) {
  return (
    <section aria-labelledby="try-it-heading" className="card space-y-3">
      <h2 id="try-it-heading" className="text-xl font-semibold">
        Try it
      </h2>
      {"signInTo" in tryIt ? (
        <p className="text-gray-700">
          Run this prompt with the vendor's example values and see what it gives, without seeing the prompt.{" "}
          <Link to={tryIt.signInTo} className="font-semibold text-brand-700 underline">
            Sign in to try it
          </Link>
        </p>
      ) : tryIt.off ? (
        <p className="text-gray-700">{tryIt.off}</p>
      ) : (
        <LazyTryItForm {...tryIt} />
      )}
    </section>
  );
}

function ReviewsSection({ detail }: { detail: Detail }) {
  const result = useActionData<typeof promptDetailAction>();
  const lastResult = result && !("fillIn" in result) && !("preview" in result) && !("saveExample" in result) ? result : undefined;
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews
      </h2>
      {detail.review.allowed ? <LazyReviewForm own={detail.review.own} lastResult={lastResult} /> : null}
      {detail.role === "buyer" && !detail.publicPage && !detail.review.allowed ? (
        <p className="text-sm text-gray-700">Only buyers of this prompt can review it.</p>
      ) : null}
      <LazyReviewList reviews={detail.reviews.items} page={detail.reviews.page} pageCount={detail.reviews.pageCount} />
    </section>
  );
}
