import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { FormErrors } from "~/components/forms";
import { addItem, saveTargets, saveToNewCollection } from "~/models/collections.server";
import { requireRole } from "~/pages/auth.server";
import { rescue, throwResponse } from "~/pages/errors.server";
import { SaveToCollectionSchema } from "~/schemas/collection";
import { safeRedirect } from "~/utils/roles";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Save to collection | Promptory" }];

const COLLECTIONS = "/home/collections";

/**
 * The collections the buyer may add to (theirs, and their teams' where they are owner or admin) to
 * pick one for a listed prompt (the page without JavaScript; with it, the card's menu loads this).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  return rescue(async () => ({ promptId: params.promptId ?? "", ...await saveTargets(user, params.promptId ?? "") }), throwResponse);
}

/**
 * Saves the prompt in the chosen collection (`collectionId`) or in a new one (`name`). Without
 * JavaScript: back to `redirectTo` with a toast; with it (`js`), a JSON reply.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const promptId = params.promptId ?? "";
  const parsed = SaveToCollectionSchema.safeParse(Object.fromEntries(await request.formData()));
  const fromScript = parsed.success && parsed.data.js === "1";
  const back = safeRedirect(parsed.success ? parsed.data.redirectTo : undefined, COLLECTIONS);
  const outcome = await rescue(
    async () => {
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Choose a collection.", status: 400 };
      if (!parsed.data.collectionId && !parsed.data.name) return { ok: false, message: "Choose a collection or name a new one.", status: 400 };
      const { added, title, collection } = parsed.data.collectionId ? await addItem(user, parsed.data.collectionId, promptId) : await saveToNewCollection(user, promptId, parsed.data.name!);
      return { ok: true, message: added ? `"${title}" saved to "${collection}".` : `"${title}" is already in "${collection}".`, status: 200 };
    },
    (error) => ({ ok: false, message: error.message, status: error.status }),
  );
  const reply = { ok: outcome.ok, message: outcome.message };
  if (fromScript || !outcome.ok) return data(reply, { status: outcome.status });
  return redirectWithToast(request, back, { type: "success", message: outcome.message });
}

export default function SaveToCollectionPage() {
  const { promptId, title, collections } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirect(searchParams.get("redirectTo"), `/home/prompt/${promptId}`);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">Save to collection</h1>
      <p className="text-gray-700">
        Where should “<strong>{title}</strong>” go?
      </p>
      {failed && !failed.ok ? <FormErrors id="save-error" errors={[failed.message]} /> : null}
      {collections.length ? (
        <ul className="space-y-2">
          {collections.map((collection) => (
            <li key={collection.id}>
              <Form method="post" className="card flex items-center justify-between gap-3">
                <span>
                  <span className="font-semibold">{collection.name}</span>
                  {collection.team ? <span className="block text-sm text-gray-600">Team: {collection.team}</span> : null}
                </span>
                <input type="hidden" name="collectionId" value={collection.id} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                {collection.hasPrompt ? (
                  <span className="text-sm text-gray-600">Already saved here</span>
                ) : (
                  <button type="submit" className="btn-primary">
                    Save to “{collection.name}”{collection.team ? <span className="sr-only"> of {collection.team}</span> : null}
                  </button>
                )}
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      <Form method="post" className="card space-y-3">
        <label htmlFor="new-collection-name" className="label">
          New collection
        </label>
        <input id="new-collection-name" name="name" required maxLength={60} className="input" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <button type="submit" className="btn-secondary">
          Create and save
        </button>
      </Form>
      <p>
        <Link to={redirectTo} className="text-sm text-brand-800 hover:underline">
          Cancel
        </Link>
      </p>
    </div>
  );
}
