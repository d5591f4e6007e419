import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { requireStoreViewer } from "~/utils/auth.server";
import { loadShell } from "~/utils/shell.server";

/** /store and /store/cart are the buyer's: same shell as /home. A vendor previewing their own store page keeps theirs. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { ownStore } = await requireStoreViewer(request, params.vendorId);
  return loadShell(request, ownStore ? "vendor" : "buyer");
}

export default function StoreLayout() {
  const { user, unread, cartCount } = useLoaderData<typeof loader>();
  return (
    <DashboardShell user={user} unread={unread} cartCount={cartCount}>
      <Outlet />
    </DashboardShell>
  );
}
