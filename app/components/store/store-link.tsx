import { Link } from "@remix-run/react";
import { useRootData } from "../root-data";

/**
 * A store's name, linked to its store page for buyers and visitors who are not signed in (store
 * pages are public: decision 0233). Vendors and admins work in their own areas and see the plain
 * name there.
 */
export function StoreLink({ vendorId, storeName, className = "" }: { vendorId: string; storeName: string; className?: string }) {
  const role = useRootData()?.user?.role;
  if (role && role !== "buyer") return <span className={className}>{storeName}</span>;
  return (
    <Link to={`/store/${vendorId}`} className={`${className} hover:text-brand-700 hover:underline`}>
      {storeName}
    </Link>
  );
}
