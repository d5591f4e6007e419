import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PromptResults, ResultGroup, SearchPage } from "~/components/search/search-results";
import { searchAsBuyer } from "~/models/search.server";
import { searchWords, toPromptHit } from "~/pages/search.server";
import { requireRole } from "~/pages/auth.server";

export const meta: MetaFunction = () => [{ title: "Search | Promptory" }];

/** The buyer's "Search Anything": marketplace prompts and stores. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "buyer");
  const q = searchWords(request);
  const { prompts, stores } = await searchAsBuyer(q);
  return { q, prompts: prompts.map(toPromptHit), stores };
}

export default function BuyerSearch() {
  const { q, prompts, stores } = useLoaderData<typeof loader>();
  return (
    <SearchPage q={q}>
      <PromptResults q={q} prompts={prompts} area="home" />
      <ResultGroup title="Stores" empty="No stores match." count={stores.length}>
        <ul className="divide-y divide-gray-100">
          {stores.map((store) => (
            <li key={store.id} className="py-2">
              <Link to={`/store/${store.id}`} className="font-medium hover:text-brand-700 hover:underline">
                {store.storeName}
              </Link>
            </li>
          ))}
        </ul>
      </ResultGroup>
    </SearchPage>
  );
}
