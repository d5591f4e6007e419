import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { FormErrors } from "~/components/forms";
import { RouteDialog } from "~/components/route-dialog";
import { Spinner } from "~/components/spinner";
import { deleteModel, getModel, modelUsage } from "~/models/models.server";
import { requireRole } from "~/pages/auth.server";
import { formatCount } from "~/utils/format";
import { invariantResponse, messageError, rescue } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Delete model | Admin | Promptory" }];

const SETTINGS = "/admin/settings";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const model = await getModel(params.id ?? "");
  invariantResponse(model, "Model not found");
  return { name: model.name, usage: await modelUsage(model.id) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  return rescue(async () => {
    await deleteModel(params.id ?? "");
    return redirectWithToast(request, SETTINGS, { type: "success", message: "Model deleted" });
  }, messageError);
}

/** Deleting a model: an unused one after the SPEC's confirmation; a used one is refused (models/models.server.ts). */
export default function DeleteModelDialog() {
  const { name, usage } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useIsPending();
  const used = usage.total > 0;
  const count = `${formatCount(usage.total)}${usage.capped ? "+" : ""} prompt${usage.total === 1 && !usage.capped ? "" : "s"}`;
  return (
    <RouteDialog title="Delete model" closeTo={SETTINGS}>
      <Form method="post" preventScrollReset className="space-y-4">
        <p className="text-gray-800">
          <span className="font-semibold">{name}</span>
          {used ? ` is used by ${count}, so it cannot be deleted. Its vendors must choose another model first.` : " has no prompts."}
        </p>
        {used ? null : <p className="text-gray-800">Are you sure? This action cannot be undone. All values associated with this field will be lost.</p>}
        <FormErrors id="delete-model-errors" errors={result?.error ? [result.error] : undefined} />
        <div className="flex justify-end gap-3">
          <Link to={SETTINGS} preventScrollReset className="btn-secondary" data-autofocus>
            Cancel
          </Link>
          {used ? null : (
            <button type="submit" className="btn-danger" disabled={submitting}>
              {submitting ? <Spinner label="Deleting" /> : null}
              Delete
            </button>
          )}
        </div>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogErrorBoundary title="Delete model" closeTo={SETTINGS} backLabel="Back to settings" />;
}
