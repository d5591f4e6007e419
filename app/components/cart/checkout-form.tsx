import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatUsd } from "~/utils/format";
import { Spinner } from "../spinner";
import { showToast } from "../toast";

type CheckoutReply = { ok: boolean; message: string; checkoutUrl?: string };

export const REDIRECT_DELAY_MS = 1200;
const PROCESSING_TOAST = "checkout-processing";

/** A team the buyer may buy the cart for (its owner or an admin). */
export type BuyForTeam = { teamId: string; name: string };

/**
 * The cart's total and "Checkout", with "Buy for" when the buyer may buy for a team. The total
 * shown is the one charged: the form sends it (`totalCents`) and the server refuses any other
 * (decision 0356). With JavaScript, choosing in "Buy for" changes the total at once (the page
 * holds the choice, `onChoose`); without it, "Update total" posts the choice and the page comes
 * back priced for it. Checkout without JavaScript posts and the server redirects to the payment
 * page; with it: "Processing your checkout...", then "Redirecting to payment..." and the move
 * after 1.2 s.
 */
export function CheckoutForm({
  teams = [],
  teamId,
  totalCents,
  teamTotalCents,
  onChoose,
}: {
  teams?: BuyForTeam[];
  /** The choice: a team's id, or "" for the buyer. */
  teamId: string;
  /** The total for the current choice. */
  totalCents: number;
  /** The cart as team licences, named in each team's option. */
  teamTotalCents: number;
  onChoose: (teamId: string) => void;
}) {
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
    <fetcher.Form method="post" action="/store/cart" className="card space-y-4">
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="totalCents" value={totalCents} />
      {teams.length ? (
        // On a phone the select takes the card's width (its options are long), not its longest option's.
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:flex-none">
            <label htmlFor="buy-for" className="label">
              Buy for
            </label>
            <select id="buy-for" name="teamId" className="input max-w-full sm:w-auto" value={teamId} onChange={(event) => onChoose(event.target.value)}>
              <option value="">Myself</option>
              {teams.map((team) => (
                <option key={team.teamId} value={team.teamId}>
                  {`Team “${team.name}”: team licences, ${formatUsd(teamTotalCents)}`}
                </option>
              ))}
            </select>
          </div>
          {hydrated ? null : (
            <button type="submit" name="intent" value="buy-for" className="btn-secondary">
              Update total
            </button>
          )}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-lg" aria-live="polite">
          Total <span className="font-bold">{formatUsd(totalCents)}</span>
          {teamId ? <span className="text-sm text-gray-600"> as team licences</span> : null}
        </p>
        <button type="submit" name="intent" value="checkout" className="btn-primary" disabled={busy}>
          {busy ? <Spinner label="Checking out" /> : null}
          Checkout
        </button>
      </div>
    </fetcher.Form>
  );
}
