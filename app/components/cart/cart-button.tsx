import { useFetcher, useLocation } from "@remix-run/react";
import { useFetcherReplyToast, type ToggleReply } from "~/hooks/use-fetcher-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { Spinner } from "../spinner";

/**
 * "Add to cart" / "Remove from cart". With JavaScript the label flips at once and the
 * count refreshes behind it; without, the form posts and the page comes back with a message,
 * at `returnTo` (the id of the card) when given.
 */
export function CartButton({ promptId, inCart, title, returnTo }: { promptId: string; inCart: boolean; title: string; returnTo?: string }) {
  const fetcher = useFetcher<ToggleReply>();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const pendingIntent = fetcher.formData?.get("intent");
  const showInCart = pendingIntent ? pendingIntent === "add" : inCart;
  const busy = fetcher.state !== "idle";

  useFetcherReplyToast(fetcher);

  return (
    // While a post is out the button says so but stays enabled: a disabled button drops the keyboard's focus.
    <fetcher.Form method="post" action="/store/cart" onSubmit={(event) => busy && event.preventDefault()}>
      <input type="hidden" name="promptId" value={promptId} />
      <input type="hidden" name="redirectTo" value={pathname + search + (returnTo ? `#${returnTo}` : "")} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value={showInCart ? "remove" : "add"}
        aria-disabled={busy || undefined}
        aria-describedby={`cart-title-${promptId}`}
        className={showInCart ? "btn-secondary" : "btn-primary"}
      >
        {busy ? <Spinner label="Updating cart" /> : null}
        {showInCart ? "Remove from cart" : "Add to cart"}
      </button>
      <span id={`cart-title-${promptId}`} className="sr-only">
        {title}
      </span>
    </fetcher.Form>
  );
}
