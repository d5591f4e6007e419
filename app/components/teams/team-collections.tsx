import type { SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import { CreateCollectionForm } from "~/components/collections/create-collection-form";

export type TeamCollection = { id: string; name: string; description: string; isPublic: boolean; itemCount: number };

/** The team page's reply to "Create collection", kept apart from the invite form's. */
export type CollectionFormReply = { collectionForm: SubmissionResult<string[]> };

export const isCollectionFormReply = (reply: unknown): reply is CollectionFormReply =>
  typeof reply === "object" && reply !== null && "collectionForm" in reply;

const count = (n: number) => (n === 1 ? "1 prompt" : `${n} prompts`);

/**
 * The team's collections (CONTRACT 14): every member opens them; the owner and admins edit them
 * and get "Create collection" (decision 0327).
 */
export function TeamCollections({ collections, canCreate, reply }: { collections: TeamCollection[]; canCreate: boolean; reply: unknown }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold">Team collections</h2>
      {collections.length ? (
        <ul className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white">
          {collections.map((collection) => (
            <li key={collection.id} className="p-4">
              <Link to={`/home/collections/${collection.id}`} className="font-semibold text-brand-800 hover:underline">
                {collection.name}
              </Link>
              <p className="text-sm text-gray-600">
                {count(collection.itemCount)} · {collection.isPublic ? "Public" : "Private"}
              </p>
              {collection.description ? <p className="text-sm text-gray-700">{collection.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-gray-700">No team collections yet.</p>
      )}
      {canCreate ? (
        <CreateCollectionForm
          id="create-team-collection"
          title="New team collection"
          heading="h3"
          intent="create-collection"
          lastResult={isCollectionFormReply(reply) ? reply.collectionForm : undefined}
        />
      ) : null}
    </section>
  );
}
