import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { CreateCollectionForm } from "~/components/collections/create-collection-form";
import { createCollection, listCollections } from "~/models/collections.server";
import { requireRole } from "~/pages/auth.server";
import { fieldError, rescue } from "~/pages/errors.server";
import { CollectionFormSchema, MAX_COLLECTIONS } from "~/schemas/collection";
import { parseWithZod } from "~/utils/conform";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Collections | Promptory" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const collections = (await listCollections(user)).map(({ id, name, description, isPublic, itemCount }) => ({ id, name, description, isPublic, itemCount }));
  return { collections };
}

/** "Create collection": private at first; on to its page. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const submission = parseWithZod(await request.formData(), { schema: CollectionFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return rescue(async () => {
    const created = await createCollection(user, submission.value);
    return redirectWithToast(request, `/home/collections/${created.id}`, { type: "success", message: `Collection "${created.name}" created.` });
  }, fieldError(submission, { field: "name" }));
}

export default function BuyerCollections() {
  const { collections } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { key } = useLocation();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Collections</h1>
      <p className="text-gray-700">
        Keep prompts in named lists. A collection is private until you make it public; then anyone with its link can see it. Up to {MAX_COLLECTIONS} collections.
      </p>
      {collections.length ? (
        <ul className="grid gap-4 sm:grid-cols-2">
          {collections.map((collection) => (
            <li key={collection.id} className="card space-y-1">
              <Link to={`/home/collections/${collection.id}`} className="text-lg font-semibold text-brand-800 hover:underline">
                {collection.name}
              </Link>
              <p className="text-sm text-gray-600">
                {collection.itemCount === 1 ? "1 prompt" : `${collection.itemCount} prompts`} · {collection.isPublic ? "Public" : "Private"}
              </p>
              {collection.description ? <p className="text-sm text-gray-700">{collection.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="card text-center text-gray-700">No collections yet. Create one below, or use “Save to collection” on a prompt.</p>
      )}
      <CreateCollectionForm key={key} id="create-collection" title="New collection" lastResult={lastResult} />
    </div>
  );
}
