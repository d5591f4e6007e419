import { useFetcher } from "@remix-run/react";
import { useEffect, useId } from "react";
import type { ToggleReply } from "~/hooks/use-fetcher-reply-toast";

/** The fetcher "Save to collection" posts with: its button's, so the reply's toast shows there. */
export type SaveFetcher = ReturnType<typeof useFetcher<ToggleReply>>;

type Targets = {
  promptId: string;
  title: string;
  collections: {
    id: string;
    name: string;
    team: string | null;
    hasPrompt: boolean;
  }[];
};

/** The collections "Save to collection" offers, loaded and posted through fetchers (its own chunk: decision 0330). */
export function SaveMenu({ path, save, onDone }: { path: string; save: SaveFetcher; onDone: () => void }) {
  const list = useFetcher<Targets>();
  const newCollectionId = useId();
  const { load } = list;
  useEffect(() => {
    load(path);
  }, [load, path]);
  const targets = list.data;
  if (!targets) return <p className="text-sm text-gray-600">Loading your collections…</p>;
  return (
    <>
      {targets.collections.map((collection) => (
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
      {/* The field above its button, as wide as the menu: beside it, a phone's card left room for "New co". */}
      <save.Form method="post" action={path} onSubmit={onDone} className="space-y-2 border-t border-gray-100 pt-2">
        <input type="hidden" name="js" value="1" />
        <label htmlFor={newCollectionId} className="label">
          New collection
        </label>
        <input id={newCollectionId} name="name" required maxLength={60} className="input" />
        <button type="submit" className="btn-secondary w-full text-sm">
          Create and save
        </button>
      </save.Form>
    </>
  );
}
