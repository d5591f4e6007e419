import { getFormProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { PAYOUT_METHODS, type PayoutMethod } from "~/db/enums";
import type { WithdrawalPayoutColumns } from "~/models/payout-details";
import type { PayoutDetails } from "~/schemas/payout-details";
import { StoreProfileSchema } from "~/schemas/store-profile";
import { ErrorSummary } from "../error-summary";
import { FieldErrors, TextareaField } from "../forms";
import { Spinner } from "../spinner";
import { PayoutMethodFields } from "../vendor/payout-detail-fields";
import { PAYOUT_METHOD_LABELS } from "../vendor/payout-methods";
import { imageUrl } from "~/utils/image-variants";
import { ImageFileField } from "../image-file-field";
import { useIsPending } from "~/hooks/use-is-pending";

export type StoreProfileValues = {
  storeName: string;
  coverImage: string | null;
  bio: string;
  payout: PayoutDetails;
};

type StoreFormValues = { bio: string; coverImage: File } & WithdrawalPayoutColumns;

/**
 * Each method's fieldset hides while another option is chosen: CSS alone (`:has`), so the form
 * behaves the same with JavaScript off; a browser without `:has` shows all three, each under its
 * legend, and the server reads only the chosen one (docs/decisions/0135).
 */
const HIDDEN_UNLESS_CHOSEN: Record<PayoutMethod, string> = {
  bank: "group-has-[#payout-option-paypal:checked]/payout:hidden group-has-[#payout-option-crypto:checked]/payout:hidden",
  paypal: "group-has-[#payout-option-bank:checked]/payout:hidden group-has-[#payout-option-crypto:checked]/payout:hidden",
  crypto: "group-has-[#payout-option-bank:checked]/payout:hidden group-has-[#payout-option-paypal:checked]/payout:hidden",
};

const LEGENDS: Record<PayoutMethod, string> = { bank: "Bank account", paypal: "PayPal account", crypto: "Crypto wallet" };

/**
 * The vendor's store settings. Multipart, so a new cover travels without JavaScript; every
 * rule is reported next to its field. With JavaScript the same schema checks it before sending.
 */
export function StoreProfileForm({ store, lastResult }: { store: StoreProfileValues; lastResult?: SubmissionResult<string[]> }) {
  const updating = useIsPending();
  const [form, fields] = useForm<StoreFormValues, unknown>({
    id: "store-profile",
    lastResult,
    constraint: getZodConstraint(StoreProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StoreProfileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { bio: store.bio, ...store.payout },
  });

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="space-y-6">
      <ErrorSummary form={form} />
      <section aria-labelledby="store-details-heading" className="card space-y-5">
        <h2 id="store-details-heading" className="text-lg font-semibold">
          Store details
        </h2>
        <ImageFileField
          field={fields.coverImage}
          label="Cover image"
          currentUrl={imageUrl(store.coverImage)}
          currentAlt={`Current cover of ${store.storeName}`}
          imageClassName="aspect-[4/1]"
          hint=" A wide image works best."
          emptyText="No cover image yet."
        />
        <TextareaField label="Bio" field={fields.bio} rows={5} />
      </section>
      <section aria-labelledby="payout-heading" className="group/payout card flex flex-col gap-5">
        <div>
          <h2 id="payout-heading" className="text-lg font-semibold">
            Payout details
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            Withdrawals are sent with this method to these details. Only the chosen method&apos;s details are kept.
          </p>
        </div>
        <PayoutMethodSelect field={fields.payoutMethod} />
        {PAYOUT_METHODS.map((method) => (
          <fieldset key={method} className={HIDDEN_UNLESS_CHOSEN[method]}>
            <legend className="mb-3 text-sm font-semibold text-gray-900">{LEGENDS[method]}</legend>
            <PayoutMethodFields method={method} fields={fields} className={method === "bank" ? "grid gap-5 sm:grid-cols-3" : "grid gap-5 sm:grid-cols-2"} />
          </fieldset>
        ))}
      </section>
      <button type="submit" className="btn-primary" disabled={updating}>
        {updating ? <Spinner label="Updating" /> : null}
        {updating ? "Updating..." : "Update"}
      </button>
    </Form>
  );
}

/** The method select; its options carry ids for the fieldsets' `:has(#payout-option-…:checked)`. */
function PayoutMethodSelect({ field }: { field: FieldMetadata<PayoutMethod, StoreFormValues, string[]> }) {
  const props = getSelectProps(field, { ariaAttributes: true });
  return (
    <div>
      <label htmlFor={field.id} className="label">
        Payout method
      </label>
      <select {...props} key={props.key} className="input sm:max-w-xs">
        {PAYOUT_METHODS.map((method) => (
          <option key={method} id={`payout-option-${method}`} value={method}>
            {PAYOUT_METHOD_LABELS[method]}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
