import { useFetcher, useLocation } from "@remix-run/react";
import { useFetcherReplyToast, type ToggleReply } from "~/hooks/use-fetcher-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * "Add to favourites" / "Remove from favourites" for one prompt: a plain form post without
 * JavaScript (back to this page with a toast); with it, a fetcher whose label flips at once.
 * The prompt's title is part of the button's name, so a page of cards has no two alike.
 * `returnTo`: the id of the element to come back to (a card), so the page does not open at its top.
 */
export function FavouriteButton({ promptId, title, favourite, returnTo }: { promptId: string; title: string; favourite: boolean; returnTo?: string }) {
  const fetcher = useFetcher<ToggleReply>();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const pendingIntent = fetcher.formData?.get("intent");
  // While a post is out, show where it is going; then the reloaded page says what is true.
  const shown = pendingIntent ? pendingIntent === "add" : favourite;

  useFetcherReplyToast(fetcher);

  return (
    <fetcher.Form method="post" action={`/favourites/${encodeURIComponent(promptId)}`}>
      <input type="hidden" name="redirectTo" value={pathname + search + (returnTo ? `#${returnTo}` : "")} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        name="intent"
        value={shown ? "remove" : "add"}
        className={shown ? "btn-secondary text-rose-700" : "btn-secondary"}
      >
        <span aria-hidden="true">{shown ? "♥" : "♡"}</span> {shown ? "Remove from favourites" : "Add to favourites"}
        <span className="sr-only"> “{title}”</span>
      </button>
    </fetcher.Form>
  );
}
