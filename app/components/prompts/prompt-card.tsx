import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatUsd } from "~/utils/format";
import { StoreLink } from "../store/store-link";
import { PromptImage, type ImageLoading } from "./prompt-image";
import type { PromptStateKey } from "~/models/prompt-state";
import type { PromptStateView } from "./status-badge";

/**
 * What a card shows, and all a buyer's or visitor's grid sends the browser: the loader data repeats
 * what the page renders, so a field no card draws stays out (issue 26, decision 0330). The loader
 * decides whether `content` is included.
 */
export type CardView = {
  id: string;
  title: string;
  shortDescription: string;
  priceCents: number;
  featuredImage: string | null;
  reviewCount: number;
  averageRating: number;
  categoryName: string;
  /** The AI tool it is for; null only on a row saved before models existed (decision 0240). */
  modelName: string | null;
  vendorId: string;
  storeName: string;
  content?: string;
};

/** A card on a vendor's or admin's grid: its state and what their card actions read. */
export type ManagedCardView = CardView & {
  status: string;
  moderation: string;
  /** The one status vendors and admins see (models/prompt-state). */
  state: PromptStateKey;
  /** Buyers who keep it as a favourite. */
  favouritesCount: number;
};

/** A card's element id: a post from the card (no JavaScript) comes back to it as the URL's fragment. */
export const cardAnchor = (promptId: string) => `prompt-${promptId}`;

export function PromptCard({
  card,
  href,
  stateView,
  actions,
  imageLoading = "lazy",
}: {
  card: CardView & { state?: PromptStateKey };
  href: string;
  /** Vendors' and admins' grids (managed cards): the card shows the prompt's state. */
  stateView?: PromptStateView;
  actions?: ReactNode;
  imageLoading?: ImageLoading;
}) {
  return (
    <article id={cardAnchor(card.id)} className="flex scroll-mt-20 flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
      <PromptImage
        imageKey={card.featuredImage}
        alt={`Artwork for ${card.title}`}
        layout="card"
        loading={imageLoading}
        className="aspect-[16/10]"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-center justify-between gap-2 text-xs text-gray-600">
          {/* The category keeps an element of its own: pages and tests find it by its exact text. */}
          <span className="flex min-w-0 items-center gap-1">
            <span>{card.categoryName}</span>
            {card.modelName ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="font-medium text-gray-800">
                  <span className="sr-only">Model: </span>
                  {card.modelName}
                </span>
              </>
            ) : null}
          </span>
          {stateView && card.state ? <stateView.Badge state={card.state} /> : null}
        </div>
        <h3 className="text-base font-semibold leading-snug">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {card.title}
          </Link>
        </h3>
        {stateView && card.state ? <stateView.Note state={card.state} /> : null}
        <p className="line-clamp-2 text-sm text-gray-700">{card.shortDescription}</p>
        {card.content ? (
          <details className="rounded-lg bg-gray-50 p-2 text-sm">
            <summary className="cursor-pointer font-medium text-brand-800">Content</summary>
            <pre className="mt-2 max-h-48 overflow-auto whitespace-pre-wrap font-mono text-xs text-gray-800">{card.content}</pre>
          </details>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <StoreLink vendorId={card.vendorId} storeName={card.storeName} className="truncate text-gray-700" />
          <span className="font-bold">{formatUsd(card.priceCents)}</span>
        </div>
        <p className="text-xs text-gray-600">
          {card.reviewCount > 0 ? `★ ${card.averageRating.toFixed(1)} · ${card.reviewCount} review${card.reviewCount === 1 ? "" : "s"}` : "No reviews yet"}
        </p>
        {actions ? <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">{actions}</div> : null}
      </div>
    </article>
  );
}

/** `empty`: a sentence, or a whole element of its own. */
export function PromptGrid({ children, empty, isEmpty }: { children: ReactNode; empty: ReactNode; isEmpty: boolean }) {
  if (isEmpty) return typeof empty === "string" ? <p className="card text-center text-gray-700">{empty}</p> : <>{empty}</>;
  return <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}
