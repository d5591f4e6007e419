import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { rescue } from "~/pages/errors.server";
import { settle } from "~/models/settlement.server";

/**
 * Where the provider sends the buyer back. The payment is verified with the provider
 * server-side (the query string proves nothing), then the buyer sees the outcome.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const reference = params.get("reference") ?? params.get("trxref");
  if (!reference) return redirect("/payment/failed");
  const query = `?reference=${encodeURIComponent(reference)}`;
  return rescue(async () => {
    const outcome = await settle(reference);
    return redirect(outcome === "completed" || outcome === "pending" ? `/payment/success${query}` : `/payment/failed${query}`);
  }, () => redirect(`/payment/failed${query}`));
}
