import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { ActionError } from "~/components/admin/action-error";
import { firstDirection, PAGE_SIZES, PageSizeForm, VendorTable, type VendorTableQuery } from "~/components/admin/vendor-table";
import { Pagination } from "~/components/pagination";
import { AppError } from "~/models/errors";
import { listVendors, setVendorApproval, setVendorBanned, VENDOR_SORTS } from "~/models/vendors.server";
import { requireRole } from "~/utils/auth.server";
import { pageCount, parsePage } from "~/utils/pagination";
import { redirectWithToast } from "~/utils/session.server";

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
  const { items, total } = listVendors({ sort: query.sort, direction: query.dir, page: query.page, limit: query.limit });
  return { query, vendors: items, total, pageCount: pageCount(total, query.limit) };
}

/** Ban is not here: it goes through the confirmation dialog (admin.vendors.$id.ban). */
const VendorActionSchema = z.object({
  intent: z.enum(["approve", "unapprove", "unban"], { errorMap: () => ({ message: "Unknown action" }) }),
  id: z.string({ required_error: "Vendor not found" }).min(1, "Vendor not found"),
});

const DONE = { approve: "Vendor approved", unapprove: "Vendor unapproved", unban: "Vendor unbanned" } as const;

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const parsed = VendorActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Unknown action" }, { status: 400 });
  const { intent, id } = parsed.data;
  try {
    if (intent === "unban") setVendorBanned(id, false);
    else setVendorApproval(id, intent === "approve");
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
  return redirectWithToast(request, `/admin/vendors${new URL(request.url).search}`, { type: "success", message: DONE[intent] });
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
