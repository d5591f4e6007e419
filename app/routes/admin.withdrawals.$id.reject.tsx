import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { FormErrors, TextareaField } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { RouteDialog } from "~/components/route-dialog";
import { getQueuedWithdrawal, rejectWithdrawal } from "~/models/withdrawals.server";
import { RejectionReasonField } from "~/schemas/withdrawal";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { requireRole } from "~/utils/auth.server";
import { fieldError, invariantResponse, rescue } from "~/utils/errors.server";
import { formatUsd } from "~/utils/format";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Reject withdrawal | Admin | Promptory" }];

const RejectSchema = z.object({ reason: RejectionReasonField });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const withdrawal = getQueuedWithdrawal(params.id ?? "");
  invariantResponse(withdrawal, "Withdrawal not found.");
  const { amountCents, storeName, vendorEmail, status } = withdrawal;
  return { withdrawal: { amountCents, storeName, vendorEmail, status } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const submission = parseWithZod(await request.formData(), { schema: RejectSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return rescue(async () => {
    rejectWithdrawal(params.id ?? "", submission.value.reason);
    return redirectWithToast(request, `/admin/withdrawals${new URL(request.url).search}`, { type: "success", message: "Withdrawal rejected" });
  }, fieldError(submission));
}

/** The reason the vendor will read; the action re-checks the state (a request already paid or rejected gets a clear message). */
export default function RejectWithdrawalDialog() {
  const { withdrawal } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsPending();
  const closeTo = `/admin/withdrawals${useLocation().search}`;
  const [form, fields] = useForm({
    id: "reject-withdrawal",
    lastResult,
    constraint: getZodConstraint(RejectSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RejectSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <RouteDialog title="Reject withdrawal" closeTo={closeTo}>
      <p className="mb-4 text-gray-800">
        <span className="font-semibold">{formatUsd(withdrawal.amountCents)}</span> for {withdrawal.storeName} ({withdrawal.vendorEmail}).
        The amount goes back to the vendor's balance and they are told why.
      </p>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField label="Reason" field={fields.reason} rows={3} />
        <div className="flex justify-end gap-3">
          <Link to={closeTo} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-danger" disabled={submitting}>
            {submitting ? <Spinner label="Rejecting" /> : null}
            Reject withdrawal
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

/** An unknown withdrawal (or one gone from the queue): the message in the dialog, the table behind it. */
export function ErrorBoundary() {
  return <DialogErrorBoundary title="Reject withdrawal" closeTo={`/admin/withdrawals${useLocation().search}`} backLabel="Back to withdrawals" />;
}
