import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { loadShell } from "~/utils/shell.server";

/** /store and /store/cart are the buyer's: same shell as /home. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadShell(request, "buyer");
}

export default function StoreLayout() {
  const { user, unread, cartCount } = useLoaderData<typeof loader>();
  return (
    <DashboardShell user={user} unread={unread} cartCount={cartCount}>
      <Outlet />
    </DashboardShell>
  );
}
