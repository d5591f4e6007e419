import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { Spinner } from "~/components/spinner";
import { RouteDialog } from "~/components/route-dialog";
import { getUserById } from "~/models/users.server";
import { getVendor, setVendorBanned } from "~/models/vendors.server";
import { requireRole } from "~/pages/auth.server";
import { invariantResponse, messageError, rescue } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Ban vendor | Admin | Promptory" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const vendor = await getVendor(params.id ?? "");
  const owner = vendor && await getUserById(vendor.userId);
  invariantResponse(vendor && owner, "Vendor not found");
  return { storeName: vendor.storeName, ownerEmail: owner.email, banned: owner.banned };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  return rescue(async () => {
    await setVendorBanned(params.id ?? "", true);
    return redirectWithToast(request, `/admin/vendors${new URL(request.url).search}`, { type: "success", message: "Vendor banned" });
  }, messageError);
}

/** Where the dialog closes to: the table, with its sort, page size and page. */
function useTablePath(): string {
  return `/admin/vendors${useLocation().search}`;
}

/** The confirmation a ban needs: it says what the ban does before anything happens. */
export default function BanVendorDialog() {
  const { storeName, ownerEmail, banned } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const submitting = useIsPending();
  const closeTo = useTablePath();
  return (
    <RouteDialog title="Ban vendor" closeTo={closeTo}>
      <p className="text-gray-800">
        <span className="font-semibold">{storeName}</span> ({ownerEmail})
      </p>
      {banned ? (
        <p className="mt-3 text-gray-800">This vendor is already banned. Use Unban in the table to restore the account.</p>
      ) : (
        <>
          <p className="mt-3 text-gray-800">Banning this vendor means:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-800">
            <li>they are signed out everywhere and cannot sign in;</li>
            <li>their prompts leave the marketplace and buyers' carts;</li>
            <li>buyers who already bought their prompts keep access to them.</li>
          </ul>
          <p className="mt-3 text-sm text-gray-600">You can undo this with Unban.</p>
        </>
      )}
      {failed?.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {failed.error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 flex justify-end gap-3">
        <Link to={closeTo} preventScrollReset className="btn-secondary" data-autofocus>
          Cancel
        </Link>
        {banned ? null : (
          <button type="submit" className="btn-danger" disabled={submitting}>
            {submitting ? <Spinner label="Banning" /> : null}
            Ban vendor
          </button>
        )}
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogErrorBoundary title="Ban vendor" closeTo={useTablePath()} backLabel="Back to vendors" />;
}
