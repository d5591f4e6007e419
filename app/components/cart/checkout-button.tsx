import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatUsd } from "~/utils/format";
import { Spinner } from "../spinner";
import { showToast } from "../toast";

type CheckoutReply = { ok: boolean; message: string; checkoutUrl?: string };

export const REDIRECT_DELAY_MS = 1200;
const PROCESSING_TOAST = "checkout-processing";

/**
 * Checkout. Without JavaScript the form posts and the server redirects to the payment page.
 * With it: "Processing your checkout...", then "Redirecting to payment..." and the move after 1.2 s.
 */
type BuyForChoice = { teamId: string; name: string; totalCents: number };

export function CheckoutButton({ buyFor = [] }: { buyFor?: BuyForChoice[] }) {
  const fetcher = useFetcher<CheckoutReply>();
  const hydrated = useHydrated();
  const processing = useRef(false);

  useEffect(() => {
    if (fetcher.state === "submitting" && !processing.current) {
      processing.current = true;
      showToast((toast) => toast.loading("Processing your checkout...", { id: PROCESSING_TOAST }));
    }
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const reply = fetcher.data;
    processing.current = false;
    showToast((toast) => {
      toast.dismiss(PROCESSING_TOAST);
      if (reply.ok && reply.checkoutUrl) toast.success("Redirecting to payment...", { duration: 2000 });
      else toast.error(reply.ok ? "Failed to initialize checkout. Please try again." : reply.message, { duration: 4000 });
    });
    if (reply.ok && reply.checkoutUrl) {
      const timer = setTimeout(() => window.location.assign(reply.checkoutUrl!), REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data && processing.current) {
      // The request itself failed (network, server error).
      processing.current = false;
      showToast((toast) => {
        toast.dismiss(PROCESSING_TOAST);
        toast.error("An error occurred during checkout. Please try again.", { duration: 4000 });
      });
    }
  }, [fetcher.state, fetcher.data]);

  const busy = fetcher.state !== "idle" || Boolean(fetcher.data?.checkoutUrl);
  return (
    <fetcher.Form method="post" action="/store/cart" className="flex flex-wrap items-center gap-3">
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {buyFor.length ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          Buy for
          <select name="teamId" className="input w-auto" defaultValue="">
            <option value="">Myself</option>
            {buyFor.map((team) => (
              <option key={team.teamId} value={team.teamId}>
                {`Team “${team.name}”: team licences, ${formatUsd(team.totalCents)}`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" name="intent" value="checkout" className="btn-primary" disabled={busy}>
        {busy ? <Spinner label="Checking out" /> : null}
        Checkout
      </button>
    </fetcher.Form>
  );
}
