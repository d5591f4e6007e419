import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { BUYER_NAV } from "~/components/shell/buyer-nav";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { loadShell } from "~/utils/shell.server";

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
