import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/utils/conform";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { FormErrors, SelectField } from "~/components/forms";
import { RouteDialog } from "~/components/route-dialog";
import { Spinner } from "~/components/spinner";
import { categoryUsage, deleteCategory, getCategory, listCategories } from "~/models/categories.server";
import { CategoryDeleteSchema } from "~/schemas/category";
import { requireRole } from "~/pages/auth.server";
import { formatCount } from "~/utils/format";
import { fieldError, invariantResponse, rescue } from "~/pages/errors.server";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Delete category | Admin | Promptory" }];

const SETTINGS = "/admin/settings";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const category = await getCategory(params.id ?? "");
  invariantResponse(category, "Category not found");
  return {
    name: category.name,
    usage: await categoryUsage(category.id),
    others: (await listCategories())
      .filter((other) => other.id !== category.id)
      .map(({ id, name }) => ({ value: id, label: name })),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const submission = parseWithZod(await request.formData(), { schema: CategoryDeleteSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return rescue(async () => {
    await deleteCategory(params.id ?? "", submission.value);
    return redirectWithToast(request, SETTINGS, { type: "success", message: "Category deleted" });
  }, fieldError(submission));
}

/**
 * Deleting a category: an empty one after the SPEC's confirmation; a used one by moving its
 * prompts to another category in the same step (models/categories.server.ts).
 */
export default function DeleteCategoryDialog() {
  const { name, usage, others } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsPending();
  const [form, fields] = useForm<z.input<typeof CategoryDeleteSchema>>({ id: "delete-category", lastResult });
  const used = usage.total > 0;
  const count = `${formatCount(usage.total)}${usage.capped ? "+" : ""} prompt${usage.total === 1 && !usage.capped ? "" : "s"}`;
  return (
    <RouteDialog title="Delete category" closeTo={SETTINGS}>
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-4">
        <p className="text-gray-800">
          <span className="font-semibold">{name}</span>
          {used ? ` is used by ${count}. They move to the category you choose, then ${name} is deleted.` : " has no prompts."}
        </p>
        {used && others.length === 0 ? (
          <p role="alert" className="text-gray-800">
            Add another category first: its prompts need one to move to.
          </p>
        ) : null}
        {used && others.length > 0 ? (
          <SelectField label="Move prompts to" field={fields.moveTo} options={others} placeholder="Choose a category" />
        ) : null}
        {used ? null : <p className="text-gray-800">Are you sure? This action cannot be undone. All values associated with this field will be lost.</p>}
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="flex justify-end gap-3">
          <Link to={SETTINGS} preventScrollReset className="btn-secondary" data-autofocus>
            Cancel
          </Link>
          {used && others.length === 0 ? null : (
            <button type="submit" className="btn-danger" disabled={submitting}>
              {submitting ? <Spinner label="Deleting" /> : null}
              {used ? "Move prompts and delete" : "Delete"}
            </button>
          )}
        </div>
      </Form>
    </RouteDialog>
  );
}

export function ErrorBoundary() {
  return <DialogErrorBoundary title="Delete category" closeTo={SETTINGS} backLabel="Back to settings" />;
}
