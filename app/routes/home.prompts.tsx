import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BuyerCardActions } from "~/components/cart/buyer-card-actions";
import { Pagination } from "~/components/pagination";
import { CatalogueToolbar } from "~/components/prompts/catalogue-toolbar";
import { LoadingPrompts, ResultCount } from "~/components/prompts/grid-status";
import { PromptCard, PromptGrid } from "~/components/prompts/prompt-card";
import { cartPromptIds } from "~/models/cart.server";
import { purchasedPromptIds } from "~/models/prompt-access.server";
import { listPurchasedPrompts, searchMarketplace } from "~/models/catalogue.server";
import { catalogueFrame, pageOf, toCardView } from "~/pages/catalogue.server";
import { requireRole } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Prompts | Promptory" }];

type Tab = "market" | "mine";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const { query, categories } = catalogueFrame(request);
  const tab: Tab = new URL(request.url).searchParams.get("tab") === "mine" ? "mine" : "market";
  const result = tab === "mine" ? listPurchasedPrompts(user.id, query) : searchMarketplace(query);
  return {
    tab,
    query,
    categories,
    filtered: Boolean(query.q || query.category || query.minPrice !== undefined || query.maxPrice !== undefined),
    cards: result.items.map((card) => toCardView(card, tab === "mine")),
    cartIds: tab === "market" ? cartPromptIds(user.id) : [],
    ownedIds: tab === "market" ? purchasedPromptIds(user.id) : [],
    ...pageOf(query, result.total),
  };
}

export default function BuyerPrompts() {
  const { tab, query, categories, filtered, cards, cartIds, ownedIds, page, pageCount, total } = useLoaderData<typeof loader>();
  const empty = tab === "mine" && !filtered ? "No prompts yet" : "No prompts found.";
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Prompts</h1>
      <nav aria-label="Prompt lists" className="flex gap-2 border-b border-gray-200">
        <TabLink to="/home/prompts" active={tab === "market"}>
          MarketPlace
        </TabLink>
        <TabLink to="/home/prompts?tab=mine" active={tab === "mine"}>
          My Prompts
        </TabLink>
      </nav>
      <CatalogueToolbar query={query} categories={categories} hidden={tab === "mine" ? { tab: "mine" } : undefined} />
      <div className="flex items-center justify-between">
        <ResultCount total={total} filtered={filtered} />
        <LoadingPrompts />
      </div>
      <PromptGrid isEmpty={cards.length === 0} empty={empty}>
        {cards.map((card, index) => (
          <PromptCard
            key={card.id}
            card={card}
            href={`/home/prompt/${card.id}`}
            imageLoading={index < 3 ? "eager" : "lazy"}
            actions={
              tab === "market" ? (
                <BuyerCardActions id={card.id} title={card.title} inCart={cartIds.includes(card.id)} owned={ownedIds.includes(card.id)} />
              ) : undefined
            }
          />
        ))}
      </PromptGrid>
      <Pagination page={page} pageCount={pageCount} label="Prompt pages" />
    </div>
  );
}

function TabLink({ to, active, children }: { to: string; active: boolean; children: string }) {
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
        active ? "border-brand-700 text-brand-800" : "border-transparent text-gray-700 hover:text-brand-700"
      }`}
    >
      {children}
    </Link>
  );
}
