import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { deleteCollection } from "~/models/collections.server";
import { requireRole } from "~/pages/auth.server";
import { rescue, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Delete collection | Promptory" }];

/** The page under the dialog (the collection's) has loaded and checked the collection already. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "buyer");
  return { id: params.id ?? "" };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireRole(request, "buyer");
  const id = params.id ?? "";
  return rescue(() => {
    const { name } = deleteCollection(user, id);
    return redirectWithToast(request, "/home/collections", { type: "success", message: `Collection "${name}" deleted.` });
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
