import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorSummary } from "~/components/error-summary";
import { Field, TextareaField } from "~/components/forms";
import { useIsPending } from "~/hooks/use-is-pending";
import { CollectionFormSchema } from "~/schemas/collection";
import { getZodConstraint, parseWithZod } from "~/utils/conform";

/**
 * "Name", "Description", "Create collection" (CONTRACT 14): a buyer's own collections page and a
 * team page post it; `intent` tells it apart from the team page's other forms.
 */
export function CreateCollectionForm({
  id,
  title,
  heading: Heading = "h2",
  lastResult,
  intent,
}: {
  id: string;
  title: string;
  /** h3 inside the team page's "Team collections" section. */
  heading?: "h2" | "h3";
  lastResult: SubmissionResult<string[]> | undefined;
  intent?: string;
}) {
  const creating = useIsPending(intent ? { with: { intent } } : undefined);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(CollectionFormSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CollectionFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-3">
      <Heading className="text-lg font-semibold">{title}</Heading>
      <ErrorSummary form={form} />
      <Field label="Name" field={fields.name} />
      <TextareaField label="Description" field={fields.description} rows={2} />
      <button type="submit" {...(intent ? { name: "intent", value: intent } : {})} className="btn-primary" disabled={creating}>
        Create collection
      </button>
    </Form>
  );
}
