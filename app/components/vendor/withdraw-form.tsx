import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { Field, FormErrors } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { RouteDialog } from "~/components/route-dialog";
import type { PayoutMethod } from "~/db/schema";
import { WithdrawalSchema } from "~/schemas/withdrawal";
import { formatUsd } from "~/utils/format";
import { PAYOUT_METHOD_LABELS } from "./payout-methods";

export type WithdrawDialogProps = {
  payout: { method: PayoutMethod; bankName: string; accountNumber: string; accountName: string };
  availableCents: number;
  limits: { minimumCents: number; maximumCents: number };
  lastResult?: SubmissionResult<string[]>;
};

type WithdrawFormValues = { bankName: string; accountNumber: string; accountName: string; amount: string };

const CLOSE_TO = "/vendor";
const DETAIL_FIELDS = ["bankName", "accountNumber", "accountName"] as const;

/** RouteDialog focuses the field marked data-autofocus: the first one still to fill in. */
const focusIf = (first: boolean) => (first ? ({ "data-autofocus": "" } as React.InputHTMLAttributes<HTMLInputElement>) : {});

/**
 * The Withdraw dialog over the dashboard (SPEC "Withdrawal modal"). The payout method is
 * shown but disabled, so it is never posted: the server always pays to the store's method.
 */
export function WithdrawDialog({ payout, availableCents, limits, lastResult }: WithdrawDialogProps) {
  const submitting = useNavigation().state === "submitting";
  const focus = DETAIL_FIELDS.find((name) => !payout[name]) ?? "amount";
  const [form, fields] = useForm<WithdrawFormValues, unknown>({
    id: "withdraw",
    lastResult,
    defaultValue: { bankName: payout.bankName, accountNumber: payout.accountNumber, accountName: payout.accountName },
    constraint: getZodConstraint(WithdrawalSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WithdrawalSchema }),
    // Not on blur: a field has focus on open, and an error appearing as it loses focus would shift Cancel under the click.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });

  return (
    <RouteDialog title="Withdraw" closeTo={CLOSE_TO}>
      <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
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
        <FormErrors id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor="withdraw-payout-method" className="label">
            Payout method
          </label>
          <select
            id="withdraw-payout-method"
            name="payoutMethod"
            defaultValue={payout.method}
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
        <Field label="Bank name" field={fields.bankName} inputProps={focusIf(focus === "bankName")} />
        <Field label="Account number" field={fields.accountNumber} inputProps={focusIf(focus === "accountNumber")} />
        <Field label="Account name" field={fields.accountName} inputProps={focusIf(focus === "accountName")} />
        <Field
          label="Amount"
          field={fields.amount}
          type="number"
          hint="In US dollars."
          inputProps={{ step: "0.01", min: limits.minimumCents / 100, inputMode: "decimal", ...focusIf(focus === "amount") }}
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
    </RouteDialog>
  );
}
