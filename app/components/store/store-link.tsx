import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

/**
 * A store's name, linked to its public page for buyers: only buyers may open /store, so
 * everyone else sees the plain name.
 */
export function StoreLink({ vendorId, storeName, className = "" }: { vendorId: string; storeName: string; className?: string }) {
  const role = useRouteLoaderData<typeof rootLoader>("root")?.user?.role;
  if (role !== "buyer") return <span className={className}>{storeName}</span>;
  return (
    <Link to={`/store/${vendorId}`} className={`${className} hover:text-brand-700 hover:underline`}>
      {storeName}
    </Link>
  );
}
