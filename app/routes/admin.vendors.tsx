import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { ActionError } from "~/components/admin/action-error";
import { firstDirection, PAGE_SIZES, PageSizeForm, VendorTable, type VendorTableQuery } from "~/components/admin/vendor-table";
import { Pagination } from "~/components/pagination";
import { listVendors, setVendorApproval, setVendorBanned, VENDOR_SORTS } from "~/models/vendors.server";
import { requireRole } from "~/pages/auth.server";
import { pageCount, parsePage } from "~/utils/pagination";
import { rowIntents, runIntent } from "~/pages/errors.server";

export const meta: MetaFunction = () => [{ title: "Vendors | Admin | Promptory" }];

/** The table's state from the URL; anything unknown falls back to newest first, 10 rows. */
function tableQuery(params: URLSearchParams): VendorTableQuery {
  const sort = z.enum(VENDOR_SORTS).catch("createdAt").parse(params.get("sort"));
  const dir = z.enum(["asc", "desc"]).catch(firstDirection(sort)).parse(params.get("dir"));
  const limit = PAGE_SIZES.find((size) => String(size) === params.get("limit")) ?? PAGE_SIZES[0];
  return { sort, dir, limit, page: parsePage(params) };
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const query = tableQuery(new URL(request.url).searchParams);
  const { items, total } = await listVendors({ sort: query.sort, direction: query.dir, page: query.page, limit: query.limit });
  return { query, vendors: items, total, pageCount: pageCount(total, query.limit) };
}

/** The row buttons; ban is not here: it goes through the confirmation dialog (admin.vendors.$id.ban). */
const CHANGES = {
  approve: async (id: string) => {
    await setVendorApproval(id, true);
    return "Vendor approved";
  },
  unapprove: async (id: string) => {
    await setVendorApproval(id, false);
    return "Vendor unapproved";
  },
  unban: async (id: string) => {
    await setVendorBanned(id, false);
    return "Vendor unbanned";
  },
};

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const back = `/admin/vendors${new URL(request.url).search}`;
  return runIntent(await request.formData(), rowIntents(request, back, "Vendor not found", CHANGES));
}

export default function AdminVendors() {
  const { query, vendors, total, pageCount } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Vendors</h1>
          <p className="text-sm text-gray-600">
            {total} {total === 1 ? "store" : "stores"}. Banned vendors cannot sign in and their prompts are not listed; buyers keep what they
            bought.
          </p>
        </div>
        <PageSizeForm query={query} />
      </div>
      <ActionError result={result} />
      <VendorTable rows={vendors} query={query} search={search} />
      <Pagination page={query.page} pageCount={pageCount} label="Vendor pages" />
      <Outlet />
    </div>
  );
}
