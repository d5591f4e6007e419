import type { FieldMetadata } from "@conform-to/react";
import type { PayoutMethod } from "~/db/enums";
import { CRYPTO_NETWORK_LABELS, CRYPTO_NETWORKS, type PayoutDetailField } from "~/schemas/payout-details";
import { Field, SelectField } from "../forms";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

/** The text fields of each method, in order: the Withdraw dialog focuses the first empty one. */
export const METHOD_INPUTS: Record<PayoutMethod, PayoutDetailField[]> = {
  bank: ["bankName", "accountNumber", "accountName"],
  paypal: ["paypalEmail"],
  crypto: ["cryptoAddress"],
};

const NETWORK_OPTIONS = CRYPTO_NETWORKS.map((value) => ({ value, label: CRYPTO_NETWORK_LABELS[value] }));

/** The fields of one payout method, shared by the store page and the Withdraw dialog. */
export function PayoutMethodFields({
  method,
  fields,
  autoFocus,
  className,
}: {
  method: PayoutMethod;
  fields: Record<PayoutDetailField, AnyField>;
  /** The field RouteDialog focuses on open. */
  autoFocus?: PayoutDetailField;
  className?: string;
}) {
  const focus = (name: PayoutDetailField) => (name === autoFocus ? ({ "data-autofocus": "" } as React.InputHTMLAttributes<HTMLInputElement>) : {});
  switch (method) {
    case "bank":
      return (
        <div className={className}>
          <Field label="Bank name" field={fields.bankName} inputProps={focus("bankName")} />
          <Field label="Account number" field={fields.accountNumber} inputProps={{ autoComplete: "off", ...focus("accountNumber") }} />
          <Field label="Account name" field={fields.accountName} inputProps={focus("accountName")} />
        </div>
      );
    case "paypal":
      return (
        <div className={className}>
          <Field label="PayPal e-mail" type="email" field={fields.paypalEmail} inputProps={{ autoComplete: "email", ...focus("paypalEmail") }} />
        </div>
      );
    case "crypto":
      return (
        <div className={className}>
          <SelectField label="Crypto network" field={fields.cryptoNetwork} options={NETWORK_OPTIONS} placeholder="Choose a network" />
          <Field
            label="Wallet address"
            field={fields.cryptoAddress}
            hint="Check it twice: a payment sent to a wrong address cannot be returned."
            inputProps={{ autoComplete: "off", spellCheck: false, ...focus("cryptoAddress") }}
          />
        </div>
      );
  }
}
