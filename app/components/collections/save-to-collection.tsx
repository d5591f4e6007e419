import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useFetcherReplyToast, type ToggleReply } from "~/hooks/use-fetcher-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";

type Targets = { promptId: string; title: string; collections: { id: string; name: string; team: string | null; hasPrompt: boolean }[] };

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
      <button type="button" className="btn-secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open ? <SaveMenu path={path} save={save} onDone={() => setOpen(false)} /> : null}
    </div>
  );
}

type SaveFetcher = ReturnType<typeof useFetcher<ToggleReply>>;

function SaveMenu({ path, save, onDone }: { path: string; save: SaveFetcher; onDone: () => void }) {
  const list = useFetcher<Targets>();
  const { load } = list;
  useEffect(() => {
    load(path);
  }, [load, path]);
  const targets = list.data;
  return (
    // In the flow, not floating: a card clips what overflows it.
    <div className="mt-2 w-64 max-w-full space-y-2 rounded-xl border border-gray-200 bg-white p-3 shadow-lg">
      {!targets ? <p className="text-sm text-gray-600">Loading your collections…</p> : null}
      {targets?.collections.map((collection) => (
        <save.Form key={collection.id} method="post" action={path} onSubmit={onDone}>
          <input type="hidden" name="js" value="1" />
          <input type="hidden" name="collectionId" value={collection.id} />
          <button type="submit" className="w-full rounded-lg px-2 py-1.5 text-left text-sm hover:bg-gray-100">
            {collection.name}
            {collection.team ? <span className="text-gray-500"> · {collection.team}</span> : null}
            {collection.hasPrompt ? <span className="text-gray-500"> (saved)</span> : null}
          </button>
        </save.Form>
      ))}
      {targets ? (
        <save.Form method="post" action={path} onSubmit={onDone} className="flex gap-2 border-t border-gray-100 pt-2">
          <input type="hidden" name="js" value="1" />
          <input name="name" required maxLength={60} aria-label="New collection" placeholder="New collection" className="input min-w-0 flex-1 text-sm" />
          <button type="submit" className="btn-secondary px-2 text-sm">
            Create and save
          </button>
        </save.Form>
      ) : null}
    </div>
  );
}
