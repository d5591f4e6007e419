import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PublicCardActions } from "~/components/cart/public-card-actions";
import { PromptCard, PromptGrid } from "~/components/prompts/prompt-card";
import { viewCollection } from "~/models/collections.server";
import { getUser } from "~/pages/auth.server";
import { buyerCardFlags, publicViewer, toCardView } from "~/pages/catalogue.server";
import { rescue, throwResponse } from "~/pages/errors.server";
import { collectionSeo } from "~/pages/public-seo.server";
import { VISITOR_PAGE } from "~/utils/visitor-page";

/** A visitor gets it without the app's JavaScript (docs/decisions/0329). */
export const handle = VISITOR_PAGE;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? data.seo : [{ title: "Collection not found | Promptory" }]);

/**
 * A public collection's share page, for anyone: its listed prompts as the catalogue's cards, never
 * their content. A private one is 404 to all but its owner, or its team's members (decisions 0322, 0327).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const { collection, owner, team, items } = await rescue(() => viewCollection(user, params.id ?? ""), throwResponse);
  const cards = items.flatMap((item) => (item.card ? [item.card] : []));
  const viewer = publicViewer(user);
  return {
    collection: { name: collection.name, description: collection.description, isPublic: collection.isPublic },
    // Who made it (issue 41 point 12): a team's collection is the team's, else its owner's.
    madeBy: team ? `the team ${team.name}` : owner.name,
    // A private collection's page is seen by its owner, or by its team's members only.
    privateTo: collection.isPublic ? null : team ? `the members of ${team.name}` : "you",
    viewer,
    cards: cards.map((card) => toCardView(card)),
    ...(user && viewer === "buyer" ? await buyerCardFlags(user.id, cards) : { cartIds: [], ownedIds: [], favouriteIds: [] }),
    seo: collectionSeo(collection, cards[0]?.featuredImage ?? null),
  };
}

export default function PublicCollection() {
  const { collection, madeBy, privateTo, viewer, cards, cartIds, ownedIds, favouriteIds } = useLoaderData<typeof loader>();
  const flags = { cartIds, ownedIds, favouriteIds };
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-brand-700">Collection</p>
        <h1 className="text-3xl font-bold">{collection.name}</h1>
        <p className="text-sm text-gray-700">By {madeBy}</p>
        {collection.description ? <p className="max-w-3xl text-gray-700">{collection.description}</p> : null}
        {privateTo ? <p className="text-sm text-gray-600">Private: only {privateTo} can see this page.</p> : null}
      </header>
      <h2 className="sr-only">Prompts in this collection</h2>
      <PromptGrid isEmpty={cards.length === 0} empty="No prompts in this collection yet.">
        {cards.map((card) => (
          <PromptCard
            key={card.id}
            card={card}
            href={viewer === "buyer" ? `/home/prompt/${card.id}` : `/prompts/${card.id}`}
            actions={<PublicCardActions viewer={viewer} card={card} flags={flags} />}
          />
        ))}
      </PromptGrid>
    </div>
  );
}
