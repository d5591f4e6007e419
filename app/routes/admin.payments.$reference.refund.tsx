import { getFormProps, useForm } from "@conform-to/react";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { FormErrors, TextareaField } from "~/components/forms";
import { RouteDialog } from "~/components/route-dialog";
import { Spinner } from "~/components/spinner";
import { refundablePayment } from "~/models/admin-payments.server";
import { refundPayment } from "~/models/refunds.server";
import { RefundSchema } from "~/schemas/refund";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { requireRole } from "~/utils/auth.server";
import { fieldError, invariantResponse, rescue } from "~/utils/errors.server";
import { getZodConstraint, parseWithZod } from "~/utils/conform";
import { formatUsd } from "~/utils/format";
import { redirectWithToast } from "~/utils/session.server";
import { useIsPending } from "~/hooks/use-is-pending";

export const meta: MetaFunction = () => [{ title: "Refund payment | Admin | Promptory" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const payment = refundablePayment(params.reference ?? "");
  invariantResponse(payment, "Payment not found.");
  return { payment };
}

/** The same refundPayment() as the API; a refusal (already refunded, the provider said no) stays in the dialog. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  const submission = parseWithZod(await request.formData(), { schema: RefundSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  return rescue(async () => {
    await refundPayment(params.reference ?? "", submission.value.reason);
    return redirectWithToast(request, `/admin/payments${new URL(request.url).search}`, { type: "success", message: "Payment refunded" });
  }, fieldError(submission));
}

export default function RefundDialog() {
  const { payment } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const submitting = useIsPending();
  const closeTo = `/admin/payments${useLocation().search}`;
  const [form, fields] = useForm({
    id: "refund-payment",
    lastResult,
    constraint: getZodConstraint(RefundSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RefundSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <RouteDialog title="Refund payment" closeTo={closeTo}>
      <p className="mb-3 text-gray-800">
        <span className="font-semibold">{formatUsd(payment.amountCents)}</span> back to {payment.buyerEmail} for payment{" "}
        <span className="font-mono text-sm">{payment.reference}</span> ({payment.status}). The buyer loses these prompts and each
        vendor's earnings from them are taken back; everyone is told why.
      </p>
      <ul className="mb-4 list-disc pl-5 text-sm text-gray-800">
        {payment.items.map((item) => (
          <li key={`${item.title}-${item.storeName}`}>
            {item.title} ({item.storeName}): {formatUsd(item.amountCents)}
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField label="Reason" field={fields.reason} rows={3} />
        <div className="flex justify-end gap-3">
          <Link to={closeTo} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-danger" disabled={submitting}>
            {submitting ? <Spinner label="Refunding" /> : null}
            Refund payment
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}

/** An unknown payment (or one gone from the queue): the message in the dialog, the table behind it. */
export function ErrorBoundary() {
  return <DialogErrorBoundary title="Refund payment" closeTo={`/admin/payments${useLocation().search}`} backLabel="Back to payments" />;
}
