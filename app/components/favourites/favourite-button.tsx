import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { showToast } from "../toast";

type FavouriteReply = { ok: boolean; message: string };

/**
 * "Add to favourites" / "Remove from favourites" for one prompt: a plain form post without
 * JavaScript (back to this page with a toast); with it, a fetcher whose label flips at once.
 * The prompt's title is part of the button's name, so a page of cards has no two alike.
 */
export function FavouriteButton({ promptId, title, favourite }: { promptId: string; title: string; favourite: boolean }) {
  const fetcher = useFetcher<FavouriteReply>();
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const pendingIntent = fetcher.formData?.get("intent");
  // While a post is out, show where it is going; then the reloaded page says what is true.
  const shown = pendingIntent ? pendingIntent === "add" : favourite;

  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply) return;
    showToast((toast) => {
      if (reply.ok) toast.success(reply.message, { duration: 2000 });
      else toast.error(reply.message, { duration: 4000 });
    });
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action={`/favourites/${encodeURIComponent(promptId)}`}>
      <input type="hidden" name="redirectTo" value={pathname + search} />
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
