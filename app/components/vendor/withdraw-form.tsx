import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { Field, FormErrors } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { RouteDialog } from "~/components/route-dialog";
import type { WithdrawalBlock } from "~/models/withdrawal-rules";
import type { PayoutDetailField, PayoutDetails } from "~/schemas/payout-details";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { formatUsd } from "~/utils/format";
import { METHOD_INPUTS, PayoutMethodFields } from "./payout-detail-fields";
import { PAYOUT_METHOD_LABELS } from "./payout-methods";
import { useIsPending } from "~/hooks/use-is-pending";

type Limits = { minimumCents: number; maximumCents: number };

export type WithdrawDialogProps = {
  payout: PayoutDetails;
  availableCents: number;
  limits: Limits;
  /** Why no request can be made now; the dialog then says so instead of offering the form. */
  block: WithdrawalBlock | null;
  lastResult?: SubmissionResult<string[]>;
};

type WithdrawFormValues = Record<PayoutDetailField, string> & { payoutMethod: string; amount: string };

const CLOSE_TO = "/vendor";

/** RouteDialog focuses the element marked data-autofocus. */
const AUTOFOCUS = { "data-autofocus": "" } as React.InputHTMLAttributes<HTMLInputElement>;

/**
 * The Withdraw dialog over the dashboard (SPEC "Withdrawal modal"): the balance and limits, then
 * either what stops a request (an open one, a balance below the minimum) or the form.
 */
export function WithdrawDialog({ payout, availableCents, limits, block, lastResult }: WithdrawDialogProps) {
  return (
    <RouteDialog title="Withdraw" closeTo={CLOSE_TO}>
      <div className="space-y-5">
        <dl className="grid grid-cols-2 gap-3 rounded-lg bg-gray-50 p-3 text-sm">
          <div>
            <dt className="text-gray-600">Available balance</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatUsd(availableCents)}</dd>
          </div>
          <div>
            <dt className="text-gray-600">Withdrawal limits</dt>
            <dd className="tabular-nums">
              {formatUsd(limits.minimumCents)} to {formatUsd(limits.maximumCents)}
            </dd>
          </div>
        </dl>
        {block ? <BlockedNotice block={block} /> : <WithdrawForm payout={payout} limits={limits} lastResult={lastResult} />}
      </div>
    </RouteDialog>
  );
}

function BlockedNotice({ block }: { block: WithdrawalBlock }) {
  return (
    <>
      <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
        <p className="font-medium">{block.message}</p>
        {block.reason === "open-request" ? (
          <p className="mt-1">
            You can ask again once it is paid or rejected. Follow it on your{" "}
            <Link to="/vendor/transactions?tab=withdrawals" className="underline">
              Withdrawals
            </Link>{" "}
            tab.
          </p>
        ) : null}
      </div>
      <div className="flex justify-end border-t border-gray-100 pt-4">
        <Link to={CLOSE_TO} preventScrollReset className="btn-secondary" data-autofocus="">
          Close
        </Link>
      </div>
    </>
  );
}

/**
 * The request: the payout method is shown but disabled (the server always pays to the store's
 * method), with the fields of that method prefilled from the store, and the amount.
 */
function WithdrawForm({ payout, limits, lastResult }: Pick<WithdrawDialogProps, "payout" | "limits" | "lastResult">) {
  const submitting = useIsPending();
  const saved: Partial<Record<PayoutDetailField, string>> = payout;
  const firstEmpty = METHOD_INPUTS[payout.payoutMethod].find((name) => !saved[name]);
  const [form, fields] = useForm<WithdrawFormValues, unknown>({
    id: "withdraw",
    lastResult,
    defaultValue: payout,
    constraint: getZodConstraint(WithdrawalSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WithdrawalSchema }),
    // Not on blur: a field has focus on open, and an error appearing as it loses focus would shift Cancel under the click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      {/* Picks the method's fields for the browser-side check; the server uses the store's method. */}
      <input type="hidden" name="payoutMethod" value={payout.payoutMethod} />
      <div>
        <label htmlFor="withdraw-payout-method" className="label">
          Payout method
        </label>
        <select
          id="withdraw-payout-method"
          defaultValue={payout.payoutMethod}
          disabled
          aria-describedby="withdraw-payout-method-hint"
          className="input disabled:cursor-not-allowed disabled:bg-gray-100"
        >
          {Object.entries(PAYOUT_METHOD_LABELS).map(([method, label]) => (
            <option key={method} value={method}>
              {label}
            </option>
          ))}
        </select>
        <p id="withdraw-payout-method-hint" className="mt-1 text-xs text-gray-600">
          Your store&apos;s payout method. Change it on your{" "}
          <Link to="/vendor/store" className="underline">
            store page
          </Link>
          .
        </p>
      </div>
      {/* The dialog opens on the first payout field still to fill in. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
      <PayoutMethodFields method={payout.payoutMethod} fields={fields} autoFocus={firstEmpty} className="space-y-5" />
      <Field
        label="Amount"
        field={fields.amount}
        type="number"
        hint="In US dollars."
        inputProps={{ step: "0.01", min: limits.minimumCents / 100, inputMode: "decimal", ...(firstEmpty ? {} : AUTOFOCUS) }}
      />
      <div className="flex justify-end gap-3 border-t border-gray-100 pt-4">
        <Link to={CLOSE_TO} preventScrollReset className="btn-secondary">
          Cancel
        </Link>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? <Spinner label="Sending" /> : null}
          Request withdrawal
        </button>
      </div>
    </Form>
  );
}
