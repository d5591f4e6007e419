import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WithdrawDialog } from "~/components/vendor/withdraw-form";
import { vendorBalance } from "~/models/ledger.server";
import { getSettings } from "~/models/settings.server";
import { requireVendor } from "~/utils/auth.server";
import { requestWithdrawal } from "~/models/withdrawals.server";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { redirectWithToast } from "~/utils/session.server";
import { replyInvalid, replyWithAppError } from "~/utils/submission.server";

export const meta: MetaFunction = () => [{ title: "Withdraw | Promptory" }];

/** The Withdraw dialog, prefilled with the store's payout details. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const { minimumWithdrawalAmount, maximumWithdrawalAmount } = getSettings();
  return {
    payout: {
      method: vendor.payoutMethod,
      bankName: vendor.payoutBankName,
      accountNumber: vendor.payoutAccountNumber,
      accountName: vendor.payoutAccountName,
    },
    availableCents: vendorBalance(vendor.id).availableCents,
    limits: { minimumCents: Math.round(minimumWithdrawalAmount * 100), maximumCents: Math.round(maximumWithdrawalAmount * 100) },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const submission = parseWithZod(await request.formData(), { schema: WithdrawalSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  try {
    requestWithdrawal(vendor, submission.value);
  } catch (error) {
    return replyWithAppError(submission, error);
  }
  return redirectWithToast(request, "/vendor", { type: "success", message: "Withdrawal request sent!" });
}

export default function WithdrawRoute() {
  const dialog = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <WithdrawDialog {...dialog} lastResult={lastResult} />;
}
