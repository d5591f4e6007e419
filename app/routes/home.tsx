import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { BUYER_NAV } from "~/components/shell/buyer-nav";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { DashboardErrorBoundary } from "~/components/shell/shell-error-boundary";
import { loadShell } from "~/pages/shell.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return loadShell(request, "buyer");
}

export default function HomeLayout() {
  const { user, unread, cartCount } = useLoaderData<typeof loader>();
  return (
    <DashboardShell user={user} nav={BUYER_NAV} unread={unread} cartCount={cartCount}>
      <Outlet />
    </DashboardShell>
  );
}

/** A page's thrown 404, 403 or 500, inside the shell. */
export function ErrorBoundary() {
  return <DashboardErrorBoundary shell={useRouteLoaderData<typeof loader>("routes/home")} nav={BUYER_NAV} />;
}
