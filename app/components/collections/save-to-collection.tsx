import { useFetcher, useLocation } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { useFetcherReplyToast, type ToggleReply } from "~/hooks/use-fetcher-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";

/**
 * The menu's code arrives when it is first wanted (pointer over or focus on the button, or the
 * click): the button itself renders at once, so a click never waits for a chunk (decision 0330).
 */
const loadMenu = () => import("./save-menu");
const SaveMenu = lazy(() => loadMenu().then((module) => ({ default: module.SaveMenu })));

/**
 * "Save to collection" for one listed prompt. Without JavaScript it opens the page that lists
 * the buyer's collections and their teams' they edit (and comes back here); with it, the same list opens in place, loaded and
 * posted through fetchers. `returnTo`: the id of the element to come back to (a card).
 */
export function SaveToCollection({ promptId, title, returnTo }: { promptId: string; title: string; returnTo?: string }) {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  // Here, not in the menu: the reply still shows as a toast once the menu has closed.
  const save = useFetcher<ToggleReply>();
  useFetcherReplyToast(save);
  const path = `/home/collections/save/${encodeURIComponent(promptId)}`;
  const label = (
    <>
      Save to collection<span className="sr-only"> “{title}”</span>
    </>
  );
  if (!hydrated) {
    // A GET form, not a link: a button like the card's others, and no second link named after the prompt.
    return (
      <form method="get" action={path}>
        <input type="hidden" name="redirectTo" value={pathname + search + (returnTo ? `#${returnTo}` : "")} />
        <button type="submit" className="btn-secondary">
          {label}
        </button>
      </form>
    );
  }
  return (
    <div>
      <button type="button" className="btn-secondary" aria-expanded={open} onClick={() => setOpen(!open)} onPointerEnter={loadMenu} onFocus={loadMenu}>
        {label}
      </button>
      {open ? (
        // In the flow, not floating: a card clips what overflows it.
        <div className="mt-2 w-64 max-w-full space-y-2 rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
          <Suspense fallback={<p className="text-sm text-gray-600">Loading your collections…</p>}>
            <SaveMenu path={path} save={save} onDone={() => setOpen(false)} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
