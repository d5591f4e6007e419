import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { VENDOR_NAV } from "~/components/shell/vendor-nav";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { DashboardErrorBoundary } from "~/components/shell/shell-error-boundary";
import { loadShell } from "~/pages/shell.server";

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

/** A page's thrown 404, 403 or 500, inside the shell. */
export function ErrorBoundary() {
  return <DashboardErrorBoundary shell={useRouteLoaderData<typeof loader>("routes/vendor")} nav={VENDOR_NAV} />;
}
