import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BuyerPromptTabs } from "~/components/prompts/buyer-prompt-tabs";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { BuyerCardActions } from "~/components/cart/buyer-card-actions";
import { listPurchasedPrompts, searchMarketplace } from "~/models/catalogue.server";
import { promptListPage } from "~/pages/catalogue.server";
import { requireRole } from "~/pages/auth.server";
import { preloadImage } from "~/utils/image-variants";

const DESCRIPTIONS = {
  market: "Search the Promptory marketplace by keyword, category and price, and add prompts to your cart.",
  mine: "The prompts you bought on Promptory, with their full content.",
};

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: "Prompts | Promptory" },
  { name: "description", content: DESCRIPTIONS[data?.tab ?? "market"] },
  ...preloadImage(data?.cards[0]?.featuredImage, "card"),
];

type Tab = "market" | "mine";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const tab: Tab = new URL(request.url).searchParams.get("tab") === "mine" ? "mine" : "market";
  const page =
    tab === "mine"
      ? await promptListPage(request, (query) => listPurchasedPrompts(user.id, query), { withContent: true })
      : await promptListPage(request, searchMarketplace, { buyerId: user.id });
  return { tab, ...page };
}

export default function BuyerPrompts() {
  const { tab, query, categories, models, filtered, cards, cartIds, ownedIds, favouriteIds, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Prompts</h1>
      <BuyerPromptTabs active={tab} />
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
        empty={tab === "mine" ? "No prompts yet" : "No prompts found."}
        detailPath="/home/prompt"
        hidden={tab === "mine" ? { tab: "mine" } : undefined}
        actions={
          tab === "market"
            ? (card) => <BuyerCardActions id={card.id} title={card.title} inCart={cartIds.includes(card.id)} owned={ownedIds.includes(card.id)} favourite={favouriteIds.includes(card.id)} />
            : undefined
        }
      />
    </div>
  );
}
