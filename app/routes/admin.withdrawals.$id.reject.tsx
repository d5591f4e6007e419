import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { z } from "zod";
import { DialogErrorBoundary } from "~/components/dialog-error-boundary";
import { ReasonDialog } from "~/components/reason-dialog";
import { getQueuedWithdrawal, rejectWithdrawal } from "~/models/withdrawals.server";
import { RejectionReasonField } from "~/schemas/withdrawal";
import { requireRole } from "~/pages/auth.server";
import { invariantResponse } from "~/pages/errors.server";
import { formatUsd } from "~/utils/format";
import { reasonAction } from "~/pages/reason-dialog.server";

export const meta: MetaFunction = () => [{ title: "Reject withdrawal | Admin | Promptory" }];

const RejectSchema = z.object({ reason: RejectionReasonField });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, "admin");
  const withdrawal = await getQueuedWithdrawal(params.id ?? "");
  invariantResponse(withdrawal, "Withdrawal not found.");
  const { amountCents, storeName, vendorEmail, status } = withdrawal;
  return { withdrawal: { amountCents, storeName, vendorEmail, status } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, "admin");
  return reasonAction(request, {
    schema: RejectSchema,
    change: (reason) => rejectWithdrawal(params.id ?? "", reason),
    backTo: "/admin/withdrawals",
    done: "Withdrawal rejected",
  });
}

/** The reason the vendor will read; the action re-checks the state (a request already paid or rejected gets a clear message). */
export default function RejectWithdrawalDialog() {
  const { withdrawal } = useLoaderData<typeof loader>();
  return (
    <ReasonDialog
      title="Reject withdrawal"
      pendingLabel="Rejecting"
      formId="reject-withdrawal"
      schema={RejectSchema}
      lastResult={useActionData<typeof action>()}
      closeTo={`/admin/withdrawals${useLocation().search}`}
    >
      <p className="mb-4 text-gray-800">
        <span className="font-semibold">{formatUsd(withdrawal.amountCents)}</span> for {withdrawal.storeName} ({withdrawal.vendorEmail}).
        The amount goes back to the vendor's balance and they are told why.
      </p>
    </ReasonDialog>
  );
}

/** An unknown withdrawal (or one gone from the queue): the message in the dialog, the table behind it. */
export function ErrorBoundary() {
  return <DialogErrorBoundary title="Reject withdrawal" closeTo={`/admin/withdrawals${useLocation().search}`} backLabel="Back to withdrawals" />;
}
