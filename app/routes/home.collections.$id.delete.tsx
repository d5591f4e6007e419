import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { RouteDialog } from "~/components/route-dialog";
import { deleteCollection } from "~/models/collections.server";
import { requireRole } from "~/pages/auth.server";
import { rescue, toastError } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";

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
  const deleting = useIsPending();
  const closeTo = `/home/collections/${id}`;
  return (
    <RouteDialog title="Delete collection" closeTo={closeTo}>
      <p className="text-gray-800">The collection and its list go; the prompts stay in the marketplace, and anything you bought stays yours.</p>
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <Link to={closeTo} preventScrollReset className="btn-secondary" data-autofocus>
          Cancel
        </Link>
        <button type="submit" className="btn-danger" disabled={deleting}>
          Delete collection
        </button>
      </Form>
    </RouteDialog>
  );
}
