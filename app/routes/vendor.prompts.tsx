import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { PencilIcon, TrashIcon } from "~/components/icons";
import { CatalogueResults } from "~/components/prompts/catalogue-results";
import { PROMPT_STATE_VIEW } from "~/components/prompts/status-badge";
import type { ManagedCardView } from "~/components/prompts/prompt-card";
import { listVendorPrompts } from "~/models/catalogue.server";
import { managedPromptListPage } from "~/pages/catalogue.server";
import { requireVendor } from "~/pages/auth.server";

export const meta: MetaFunction = () => [{ title: "Prompts | Promptory" }];

/** The vendor's own prompts, with content; the create, edit and delete dialogs open over it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  return await managedPromptListPage(request, (query) => listVendorPrompts(vendor.id, query), { withContent: true });
}

export default function VendorPrompts() {
  const { query, categories, models, filtered, cards, page, pageCount, total, capped } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Prompts</h1>
        <div className="flex items-center gap-2">
          <Link to="/enhance" className="btn-secondary">
            Prompt enhancer
          </Link>
          <Link to={`/vendor/prompts/new${search}`} preventScrollReset className="btn-primary">
            Create
          </Link>
        </div>
      </div>
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
        empty="No prompts yet"
        detailPath="/vendor/prompt"
        stateView={PROMPT_STATE_VIEW}
        actions={(card) => <CardActions card={card} search={search} />}
      />
      <Outlet />
    </div>
  );
}

/** How many buyers keep the prompt as a favourite. */
function FavouritesCount({ count }: { count: number }) {
  return (
    <span className="mr-auto text-sm text-gray-700">
      <span aria-hidden="true">♥ </span>
      {count} {count === 1 ? "favourite" : "favourites"}
    </span>
  );
}

/** The favourites count, then edit and delete icons; an archived prompt (deleted after a sale) has nothing left to change. */
function CardActions({ card, search }: { card: ManagedCardView; search: string }) {
  const count = <FavouritesCount count={card.favouritesCount} />;
  if (card.status === "archived") return count;
  const iconLink = "rounded-lg p-2 text-gray-700 hover:bg-gray-100";
  return (
    <>
      {count}
      <Link to={`/vendor/prompts/${card.id}/edit${search}`} preventScrollReset aria-label={`Edit ${card.title}`} title="Edit" className={`${iconLink} hover:text-brand-700`}>
        <PencilIcon />
      </Link>
      <Link to={`/vendor/prompts/${card.id}/delete${search}`} preventScrollReset aria-label={`Delete ${card.title}`} title="Delete" className={`${iconLink} hover:text-red-700`}>
        <TrashIcon />
      </Link>
    </>
  );
}
