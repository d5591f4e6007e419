import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { TextareaField } from "~/components/forms";
import { Spinner } from "~/components/spinner";
import { useZodValidation } from "~/hooks/use-zod-validation";
import { REVIEW_CONSTRAINT } from "~/schemas/constraints/review";
import { RatingInput } from "./rating-input";
import { useIsPending } from "~/hooks/use-is-pending";

const loadReviewSchema = () => import("~/schemas/review").then((schemas) => schemas.ReviewSchema);

type OwnReview = { rating: number; text: string } | null;

/** A buyer's review of a prompt they bought: new ("Submit Review") or their existing one ("Update Review"). */
export function ReviewForm({ own, lastResult }: { own: OwnReview; lastResult?: SubmissionResult<string[]> }) {
  const submitting = useIsPending();
  const { onValidate, preload } = useZodValidation(loadReviewSchema);
  const [form, fields] = useForm({
    id: "review",
    lastResult,
    defaultValue: own ? { rating: String(own.rating), text: own.text } : undefined,
    constraint: REVIEW_CONSTRAINT,
    onValidate,
    // On input: a rating error goes as soon as a star is picked, before the button is pressed.
    shouldRevalidate: "onInput",
  });
  const label = own ? "Update Review" : "Submit Review";
  return (
    <Form method="post" {...getFormProps(form)} onFocus={preload} className="card space-y-4">
      <h3 className="text-base font-semibold">
        {own ? "Edit your review" : "Write a review"}
      </h3>
      <ErrorSummary form={form} />
      <RatingInput field={fields.rating} />
      <TextareaField label="Review" field={fields.text} rows={4} />
      <button type="submit" className="btn-primary" disabled={submitting}>
        {submitting ? <Spinner label="Saving" /> : null}
        {label}
      </button>
    </Form>
  );
}
