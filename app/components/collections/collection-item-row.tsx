import { Form, Link } from "@remix-run/react";
import { formatUsd } from "~/utils/format";

export type CollectionItemView = {
  promptId: string;
  title: string;
  /** Null when the prompt has left the marketplace: shown greyed out, with "Remove" only (decision 0322). */
  card: { priceCents: number; storeName: string; categoryName: string } | null;
};

type ItemButtonProps = { promptId: string; title: string; label: string; intent: "move" | "remove"; direction?: "up" | "down"; disabled?: boolean };

function ItemButton({ intent, promptId, title, label, disabled, direction }: ItemButtonProps) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="promptId" value={promptId} />
      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
      <button type="submit" name="intent" value={intent} className="btn-secondary px-3 py-1.5 text-sm" disabled={disabled}>
        {label}
        <span className="sr-only"> “{title}”</span>
      </button>
    </Form>
  );
}

/** One prompt of the owner's collection page, with "Move up", "Move down" and "Remove" (plain form posts). */
export function CollectionItemRow({ item, first, last }: { item: CollectionItemView; first: boolean; last: boolean }) {
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
      <div className="flex flex-wrap gap-2">
        {card ? <ItemButton intent="move" direction="up" promptId={promptId} title={title} label="Move up" disabled={first} /> : null}
        {card ? <ItemButton intent="move" direction="down" promptId={promptId} title={title} label="Move down" disabled={last} /> : null}
        <ItemButton intent="remove" promptId={promptId} title={title} label="Remove" />
      </div>
    </li>
  );
}
