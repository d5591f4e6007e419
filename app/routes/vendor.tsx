import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { VENDOR_NAV } from "~/components/shell/vendor-nav";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { loadShell } from "~/utils/shell.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadShell(request, "vendor");
}

export default function VendorLayout() {
  const { user, unread, cartCount } = useLoaderData<typeof loader>();
  return (
    <DashboardShell user={user} nav={VENDOR_NAV} unread={unread} cartCount={cartCount}>
      <Outlet />
    </DashboardShell>
  );
}
