import type { ReactNode } from "react";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { lazyIsland } from "../lazy-island";
import { Pagination as ServerPagination } from "../pagination";
import { ActiveFilters as ServerActiveFilters } from "./active-filters";
import { CatalogueToolbar as ServerCatalogueToolbar } from "./catalogue-toolbar";
import { LoadingPrompts, ResultCount } from "./grid-status";
import { PromptCard, PromptGrid, type CardView } from "./prompt-card";
import type { PromptStateView } from "./status-badge";

/*
 * The search form, its Filters panel, the filter chips and the pager are server-rendered and work
 * as plain HTML (a GET form and links); their code is fetched with the page's own but apart
 * from it, as islands (decisions 0330, 0331).
 */
const EAGER = { eager: true };
const CatalogueToolbar = lazyIsland(import.meta.env.SSR ? ServerCatalogueToolbar : null, () => import("./catalogue-toolbar").then((m) => m.CatalogueToolbar), EAGER);
const Pagination = lazyIsland(import.meta.env.SSR ? ServerPagination : null, () => import("../pagination").then((m) => m.Pagination), EAGER);
const ActiveFilters = lazyIsland(import.meta.env.SSR ? ServerActiveFilters : null, () => import("./active-filters").then((m) => m.ActiveFilters), EAGER);

/** Search, filters, count, cards and pages: every prompt grid of every role. */
export function CatalogueResults<Card extends CardView>({
  query,
  categories,
  models,
  cards,
  total,
  capped,
  page,
  pageCount,
  filtered,
  empty,
  detailPath,
  stateView,
  hidden,
  actions,
}: {
  query: CatalogueQuery;
  categories: { id: string; name: string }[];
  models: { id: string; name: string }[];
  cards: Card[];
  total: number;
  /** More than `total` exist (counts stop at a bound). */
  capped: boolean;
  page: number;
  pageCount: number;
  filtered: boolean;
  /** Shown when nothing is listed and no filter is on. */
  empty: string;
  /** e.g. "/vendor/prompt": the card links to `${detailPath}/${id}`. */
  detailPath: string;
  /** Vendors' and admins' grids: cards show the state, the filters offer Status. */
  stateView?: PromptStateView;
  hidden?: Record<string, string>;
  actions?: (card: Card) => ReactNode;
}) {
  const noMatch = filtered && cards.length === 0;
  const chips = <ActiveFilters query={query} categories={categories} models={models} hidden={hidden} always={noMatch} />;
  return (
    <>
      <CatalogueToolbar query={query} categories={categories} models={models} showStatus={Boolean(stateView)} hidden={hidden} />
      <div className="flex items-center justify-between">
        <ResultCount total={total} capped={capped} filtered={filtered} />
        <LoadingPrompts />
      </div>
      {noMatch ? null : chips}
      <PromptGrid isEmpty={cards.length === 0} empty={noMatch ? <NoMatch>{chips}</NoMatch> : empty}>
        {cards.map((card, index) => (
          <PromptCard
            key={card.id}
            card={card}
            href={`${detailPath}/${card.id}`}
            stateView={stateView}
            imageLoading={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"}
            actions={actions?.(card)}
          />
        ))}
      </PromptGrid>
      <Pagination page={page} pageCount={pageCount} label="Prompt pages" />
    </>
  );
}

/** A filter that matches nothing: what is in force, each removable, and the way out. */
function NoMatch({ children }: { children: ReactNode }) {
  return (
    <div className="card space-y-3 text-center text-gray-700">
      <p className="font-semibold text-gray-900">No prompts found.</p>
      <p>Nothing matches all of these filters. Remove one, or clear them all to see every prompt.</p>
      <div className="flex justify-center">{children}</div>
    </div>
  );
}
