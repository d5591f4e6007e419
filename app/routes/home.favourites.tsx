import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BuyerCardActions } from "~/components/cart/buyer-card-actions";
import { BuyerPromptTabs } from "~/components/prompts/buyer-prompt-tabs";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { listFavourites } from "~/models/favourites.server";
import { promptListPage } from "~/pages/catalogue.server";
import { requireRole } from "~/pages/auth.server";

export const meta: MetaFunction = () => [
  { title: "Favourites | Promptory" },
  { name: "description", content: "The Promptory prompts you keep as favourites." },
];

/** The buyer's favourites that are for sale now, newest favourite first (decision 0222). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return await promptListPage(request, (query) => listFavourites(user.id, query), { buyerId: user.id });
}

export default function BuyerFavourites() {
  const { query, categories, models, filtered, cards, cartIds, ownedIds, favouriteIds, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Prompts</h1>
      <BuyerPromptTabs active="favourites" />
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
        empty="No favourites yet. Use “Add to favourites” on a prompt to keep it here."
        detailPath="/home/prompt"
        actions={(card) => (
          <BuyerCardActions id={card.id} title={card.title} inCart={cartIds.includes(card.id)} owned={ownedIds.includes(card.id)} favourite={favouriteIds.includes(card.id)} />
        )}
      />
    </div>
  );
}
