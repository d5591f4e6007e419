import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { PublicShell } from "~/components/public/public-shell";
import { BUYER_NAV } from "~/components/shell/buyer-nav";
import { DashboardShell } from "~/components/shell/dashboard-shell";
import { VENDOR_NAV } from "~/components/shell/vendor-nav";
import { PublicErrorBoundary } from "~/components/public/public-error-boundary";
import { DashboardErrorBoundary } from "~/components/shell/shell-error-boundary";
import { getStoreViewer } from "~/pages/auth.server";
import { loadShell } from "~/pages/shell.server";

/**
 * /store and /store/cart are the buyer's: same shell as /home. A store page /store/{vendorId} is
 * public: buyers keep their shell, its vendor previewing it keeps theirs, everyone else (signed
 * out, other vendors, admins) gets the public site's (decision 0233).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (params.vendorId === undefined) return { shell: await loadShell(request, "buyer") };
  const { user, ownStore } = await getStoreViewer(request, params.vendorId);
  if (ownStore) return { shell: await loadShell(request, "vendor") };
  return { shell: user?.role === "buyer" ? await loadShell(request, "buyer") : null };
}

export default function StoreLayout() {
  const { shell } = useLoaderData<typeof loader>();
  if (!shell) {
    return (
      <PublicShell>
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
          <Outlet />
        </div>
      </PublicShell>
    );
  }
  return (
    <DashboardShell user={shell.user} nav={navFor(shell.user.role)} unread={shell.unread} cartCount={shell.cartCount}>
      <Outlet />
    </DashboardShell>
  );
}

/** A thrown 404 (an unknown store), 403 or 500 in the viewer's shell (the public frame for visitors); buyers go back to their store. */
export function ErrorBoundary() {
  const shell = useRouteLoaderData<typeof loader>("routes/store")?.shell;
  if (!shell) return <PublicErrorBoundary />;
  const back = shell.user.role === "buyer" ? { to: "/store", label: "Back to the store" } : undefined;
  return <DashboardErrorBoundary shell={shell} nav={navFor(shell.user.role)} back={back} />;
}

/** The store pages use the buyer's shell, or the vendor's when it previews its own store. */
const navFor = (role: string) => (role === "vendor" ? VENDOR_NAV : BUYER_NAV);
