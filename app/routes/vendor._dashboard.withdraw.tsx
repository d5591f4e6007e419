import { parseWithZod } from "~/utils/conform";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WithdrawDialog } from "~/components/vendor/withdraw-form";
import { vendorPayout } from "~/models/payout-details";
import { requestWithdrawal, withdrawalOutlook } from "~/models/withdrawals.server";
import { requireVendor } from "~/pages/auth.server";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { redirectWithToast } from "~/utils/session.server";
import { fieldError, rescue } from "~/pages/errors.server";
import { replyInvalid } from "~/utils/submission.server";

export const meta: MetaFunction = () => [{ title: "Withdraw | Promptory" }];

/** The Withdraw dialog: the balance and limits, what blocks a request, and the store's payout details (prefill). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const { availableCents, minimumCents, maximumCents, block } = await withdrawalOutlook(vendor.id);
  return { payout: vendorPayout(vendor), availableCents, limits: { minimumCents, maximumCents }, block };
}

export async function action({ request }: ActionFunctionArgs) {
  const { vendor } = await requireVendor(request);
  const formData = await request.formData();
  // Always the store's own method, whatever was posted (docs/decisions/0080).
  formData.set("payoutMethod", vendor.payoutMethod);
  const submission = parseWithZod(formData, { schema: WithdrawalSchema });
  if (submission.status !== "success") return replyInvalid(submission);
  return rescue(async () => {
    await requestWithdrawal(vendor, submission.value);
    return redirectWithToast(request, "/vendor", { type: "success", message: "Withdrawal request sent!" });
  }, fieldError(submission));
}

export default function WithdrawRoute() {
  const dialog = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <WithdrawDialog {...dialog} lastResult={lastResult} />;
}
