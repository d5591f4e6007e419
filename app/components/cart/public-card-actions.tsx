import type { CardView } from "../prompts/prompt-card";
import { BuyerCardActions } from "./buyer-card-actions";
import { CartButton } from "./cart-button";

/** Who looks at a public prompt grid: a buyer, someone not signed in, or another signed-in role. */
export type PublicViewer = "buyer" | "anonymous" | "member";

type Flags = { cartIds: string[]; ownedIds: string[]; favouriteIds: string[] };

/**
 * A card's actions on a public page: a buyer's usual ones; "Add to cart" for a visitor who is not
 * signed in (it takes them to sign in, then into the cart: decision 0230); none for vendors and admins.
 */
export function PublicCardActions({ viewer, card, flags }: { viewer: PublicViewer; card: CardView; flags: Flags }) {
  if (viewer === "anonymous") return <CartButton promptId={card.id} inCart={false} title={card.title} />;
  if (viewer === "member") return null;
  return (
    <BuyerCardActions
      id={card.id}
      title={card.title}
      inCart={flags.cartIds.includes(card.id)}
      owned={flags.ownedIds.includes(card.id)}
      favourite={flags.favouriteIds.includes(card.id)}
    />
  );
}
