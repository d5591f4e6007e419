import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ADMIN_NAV } from "~/components/shell/admin-nav";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { DashboardErrorBoundary } from "~/components/shell/shell-error-boundary";
import { loadShell } from "~/pages/shell.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadShell(request, "admin");
}

export default function AdminLayout() {
  const { user, unread, cartCount } = useLoaderData<typeof loader>();
  return (
    <DashboardShell user={user} nav={ADMIN_NAV} unread={unread} cartCount={cartCount}>
      <Outlet />
    </DashboardShell>
  );
}

/** A page's thrown 404, 403 or 500, inside the shell. */
export function ErrorBoundary() {
  return <DashboardErrorBoundary shell={useRouteLoaderData<typeof loader>("routes/admin")} nav={ADMIN_NAV} />;
}
