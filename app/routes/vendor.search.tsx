import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { PromptResults, ResultGroup, SearchPage } from "~/components/search/search-results";
import { RECENT_ORDER_COLUMNS, toSaleRow } from "~/components/vendor/sale-columns";
import { searchAsVendor } from "~/models/search.server";
import { searchWords, toPromptHit } from "~/pages/search.server";
import { requireVendor } from "~/pages/auth.server";

export const meta: MetaFunction = () => [{ title: "Search | Promptory" }];

/** The vendor's "Search Anything": their own prompts, and their sales by prompt title or reference. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const q = searchWords(request);
  const { prompts, sales } = await searchAsVendor(vendor.id, q);
  return { q, prompts: prompts.map(toPromptHit), sales: sales.map(toSaleRow) };
}

export default function VendorSearch() {
  const { q, prompts, sales } = useLoaderData<typeof loader>();
  return (
    <SearchPage q={q}>
      <PromptResults q={q} prompts={prompts} area="vendor" />
      <ResultGroup title="Sales" empty="No sales match." count={sales.length} more={{ to: "/vendor/transactions", label: "All transactions" }}>
        <DataTable caption="Sales" columns={RECENT_ORDER_COLUMNS} rows={sales} rowKey={(row) => row.id} />
      </ResultGroup>
    </SearchPage>
  );
}
