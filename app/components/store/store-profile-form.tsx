import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { PAYOUT_METHODS, type PayoutMethod } from "~/db/enums";
import { StoreProfileSchema } from "~/schemas/store-profile";
import { ErrorSummary } from "../error-summary";
import { Field, SelectField, TextareaField } from "../forms";
import { Spinner } from "../spinner";
import { PAYOUT_METHOD_LABELS } from "../vendor/payout-methods";
import { imageUrl } from "~/utils/image-variants";
import { ImageFileField } from "../image-file-field";

export type StoreProfileValues = {
  storeName: string;
  coverImage: string | null;
  bio: string;
  payoutMethod: PayoutMethod;
  bankName: string;
  accountNumber: string;
  accountName: string;
};

const PAYOUT_OPTIONS = PAYOUT_METHODS.map((value) => ({ value, label: PAYOUT_METHOD_LABELS[value] }));

/**
 * The vendor's store settings. Multipart, so a new cover travels without JavaScript; every
 * rule is reported next to its field. With JavaScript the same schema checks it before sending.
 */
export function StoreProfileForm({ store, lastResult }: { store: StoreProfileValues; lastResult?: SubmissionResult<string[]> }) {
  const updating = useNavigation().state === "submitting";
  const [form, fields] = useForm<z.input<typeof StoreProfileSchema>>({
    id: "store-profile",
    lastResult,
    constraint: getZodConstraint(StoreProfileSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StoreProfileSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      bio: store.bio,
      payoutMethod: store.payoutMethod,
      bankName: store.bankName,
      accountNumber: store.accountNumber,
      accountName: store.accountName,
    },
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
      <section aria-labelledby="payout-heading" className="card space-y-5">
        <div>
          <h2 id="payout-heading" className="text-lg font-semibold">
            Payout details
          </h2>
          <p className="mt-1 text-sm text-gray-700">Withdrawals are sent with this method to these details.</p>
        </div>
        <SelectField label="Payout method" field={fields.payoutMethod} options={PAYOUT_OPTIONS} />
        <div className="grid gap-5 sm:grid-cols-3">
          <Field label="Bank name" field={fields.bankName} />
          <Field label="Account number" field={fields.accountNumber} inputProps={{ autoComplete: "off" }} />
          <Field label="Account name" field={fields.accountName} />
        </div>
      </section>
      <button type="submit" className="btn-primary" disabled={updating}>
        {updating ? <Spinner label="Updating" /> : null}
        {updating ? "Updating..." : "Update"}
      </button>
    </Form>
  );
}
