import { Link, useFetcher } from "@remix-run/react";
import { useFetcherReplyToast, type ToggleReply } from "~/hooks/use-fetcher-reply-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { formatUsd } from "~/utils/format";

export type CollectionItemView = {
  promptId: string;
  title: string;
  /** Null when the prompt has left the marketplace: shown greyed out, with "Remove" only (decision 0322). */
  card: { priceCents: number; storeName: string; categoryName: string } | null;
};

/** The one fetcher of every "Remove": the page, which outlives the removed row, shows its reply. */
export const REMOVE_FETCHER = "collection-remove";

type ItemButtonProps = { promptId: string; title: string; label: string; intent: "move" | "remove"; direction?: "up" | "down"; disabled?: boolean };

/** A fetcher's form: a plain post without JavaScript; with it, the page reorders at once (`optimisticOrder`). */
function ItemButton({ intent, promptId, title, label, disabled, direction, fetcher }: ItemButtonProps & { fetcher: ItemFetcher }) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" preventScrollReset>
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <input type="hidden" name="promptId" value={promptId} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button type="submit" name="intent" value={intent} className="btn-secondary px-3 py-1.5 text-sm" disabled={disabled}>
        {label}
        <span className="sr-only"> “{title}”</span>
      </button>
    </fetcher.Form>
  );
}

type ItemFetcher = ReturnType<typeof useFetcher<ToggleReply>>;

/** "Move up" / "Move down": a refusal shows here (the row stays). */
function MoveButton(props: Omit<ItemButtonProps, "intent">) {
  const fetcher = useFetcher<ToggleReply>({ key: `collection-move-${props.direction}-${props.promptId}` });
  useFetcherReplyToast(fetcher);
  return <ItemButton {...props} intent="move" fetcher={fetcher} />;
}

function RemoveButton(props: Omit<ItemButtonProps, "intent">) {
  return <ItemButton {...props} intent="remove" fetcher={useFetcher<ToggleReply>({ key: REMOVE_FETCHER })} />;
}

type RowProps = { item: CollectionItemView; first: boolean; last: boolean; editable: boolean };

/** One prompt of the collection page; for its editors with "Move up", "Move down" and "Remove" (plain form posts). */
export function CollectionItemRow({ item, first, last, editable }: RowProps) {
  const { card, promptId, title } = item;
  return (
    <li className={`card flex flex-wrap items-center justify-between gap-3 ${card ? "" : "opacity-60"}`}>
      <div className="min-w-0">
        {card ? (
          <Link to={`/home/prompt/${promptId}`} className="font-semibold text-brand-800 hover:underline">
            {title}
          </Link>
        ) : (
          <span className="font-semibold text-gray-700">{title}</span>
        )}
        <p className="text-sm text-gray-600">{card ? `${formatUsd(card.priceCents)} · ${card.categoryName} · ${card.storeName}` : "No longer available"}</p>
      </div>
      {editable ? (
        <div className="flex flex-wrap gap-2">
          {card ? <MoveButton direction="up" promptId={promptId} title={title} label="Move up" disabled={first} /> : null}
          {card ? <MoveButton direction="down" promptId={promptId} title={title} label="Move down" disabled={last} /> : null}
          <RemoveButton promptId={promptId} title={title} label="Remove" />
        </div>
      ) : null}
    </li>
  );
}

type Pending = { formData?: FormData };

/** The items as they will be once the moves and removals in flight are done (the reloaded page then confirms it). */
export function optimisticOrder<T extends { promptId: string }>(items: T[], pending: Pending[]): T[] {
  let order = [...items];
  for (const { formData } of pending) {
    const promptId = formData?.get("promptId");
    const intent = formData?.get("intent");
    const from = order.findIndex((item) => item.promptId === promptId);
    if (from < 0) continue;
    if (intent === "remove") order = order.filter((_, i) => i !== from);
    if (intent !== "move") continue;
    const to = formData?.get("direction") === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) continue;
    [order[from], order[to]] = [order[to]!, order[from]!];
  }
  return order;
}
