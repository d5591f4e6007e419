import { formatUsd } from "~/utils/format";

type TopVendor = { vendorId: string; storeName: string; sales: number; grossCents: number };

/** The stores with the most sales (adminStats' topVendors), best first. */
export function TopVendors({ vendors, className = "" }: { vendors: TopVendor[]; className?: string }) {
  return (
    <section aria-labelledby="top-vendors-heading" className={`card space-y-3 ${className}`}>
      <h2 id="top-vendors-heading" className="font-semibold">
        Top Vendors
      </h2>
      {vendors.length === 0 ? (
        <p className="text-sm text-gray-700">No sales yet.</p>
      ) : (
        <ol className="divide-y divide-gray-100">
          {vendors.map((vendor, index) => (
            <li key={vendor.vendorId} className="flex items-baseline justify-between gap-3 py-2">
              <span className="min-w-0 break-words">
                <span className="mr-2 text-sm text-gray-600">{index + 1}.</span>
                <span className="font-medium">{vendor.storeName}</span>
              </span>
              <span className="shrink-0 text-right text-sm text-gray-700">
                {vendor.sales} {vendor.sales === 1 ? "sale" : "sales"} · {formatUsd(vendor.grossCents)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
