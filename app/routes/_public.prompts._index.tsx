import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicCardActions } from "~/components/cart/public-card-actions";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { searchMarketplace } from "~/models/catalogue.server";
import { promptListPage, publicViewer } from "~/pages/catalogue.server";
import { catalogueSeo } from "~/pages/public-seo.server";
import { getUser } from "~/pages/auth.server";
import { preloadImage } from "~/utils/image-variants";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [...data.seo, ...preloadImage(data.cards[0]?.featuredImage, "card")] : [{ title: "Prompts | Promptory" }];

/** The marketplace for anyone: the buyers' market tab without their tabs (decision 0234). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const viewer = publicViewer(user);
  const page = await promptListPage(request, searchMarketplace, { buyerId: user?.role === "buyer" ? user.id : null });
  const nameOf = (list: { id: string; name: string }[], id: string | undefined) => list.find((item) => item.id === id)?.name ?? null;
  const names = { category: nameOf(page.categories, page.query.category), model: nameOf(page.models, page.query.model) };
  return { ...page, viewer, seo: catalogueSeo(page.query, names) };
}

export default function PublicPrompts() {
  const { viewer, query, categories, models, filtered, cards, cartIds, ownedIds, favouriteIds, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  const flags = { cartIds, ownedIds, favouriteIds };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold">Prompts</h1>
        <p className="text-gray-700">Tested prompts for chat, image and code AI tools, from independent creators.</p>
      </header>
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
        detailPath="/prompts"
        actions={(card) => <PublicCardActions viewer={viewer} card={card} flags={flags} />}
      />
    </div>
  );
}
