import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { deleteCollection, editableCollection } from "~/models/collections.server";
import { requireRole } from "~/pages/auth.server";
import { rescue, throwResponse, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Delete collection | Promptory" }];

/** A team's member reads the page under the dialog but may not delete: 403 here. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const { id } = await rescue(() => editableCollection(user, params.id ?? ""), throwResponse);
  return { id };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const id = params.id ?? "";
  return rescue(async () => {
    const { name, teamId } = await deleteCollection(user, id);
    const back = teamId ? `/home/teams/${teamId}` : "/home/collections";
    return redirectWithToast(request, back, { type: "success", message: `Collection "${name}" deleted.` });
  }, toastError(request, "/home/collections"));
}

export default function DeleteCollectionDialog() {
  const { id } = useLoaderData<typeof loader>();
  return (
    <ConfirmDialog title="Delete collection" closeTo={`/home/collections/${id}`} confirm="Delete collection">
      <p className="text-gray-800">The collection and its list go; the prompts stay in the marketplace, and anything you bought stays yours.</p>
    </ConfirmDialog>
  );
}
