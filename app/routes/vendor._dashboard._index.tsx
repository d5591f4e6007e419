import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Vendor dashboard | Promptory" }];

/** /vendor: the dashboard layout (vendor._dashboard.tsx) with no dialog open. */
export default function VendorDashboardIndex() {
  return null;
}
