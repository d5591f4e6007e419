import { Link } from "@remix-run/react";
import { SaveToCollection } from "../collections/save-to-collection";
import { FavouriteButton } from "../favourites/favourite-button";
import { cardAnchor } from "../prompts/prompt-card";
import { CartButton } from "./cart-button";

/** A buyer's actions on a marketplace card: open what they own, else add or remove it; keep it as a favourite. */
export function BuyerCardActions({ id, title, inCart, owned, favourite }: { id: string; title: string; inCart: boolean; owned: boolean; favourite: boolean }) {
  return (
    <>
      {owned ? (
        <Link to={`/home/prompt/${id}`} className="btn-secondary">
          Owned · Open
        </Link>
      ) : (
        <CartButton promptId={id} inCart={inCart} title={title} returnTo={cardAnchor(id)} />
      )}
      <FavouriteButton promptId={id} title={title} favourite={favourite} returnTo={cardAnchor(id)} />
      <SaveToCollection promptId={id} title={title} returnTo={cardAnchor(id)} />
    </>
  );
}
