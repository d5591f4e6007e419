import { Link } from "@remix-run/react";
import { CartButton } from "./cart-button";

/** A buyer's action on a marketplace card: open what they own, else add or remove it. */
export function BuyerCardActions({ id, title, inCart, owned }: { id: string; title: string; inCart: boolean; owned: boolean }) {
  if (owned) {
    return (
      <Link to={`/home/prompt/${id}`} className="btn-secondary">
        Owned · Open
      </Link>
    );
  }
  return <CartButton promptId={id} inCart={inCart} title={title} />;
}
