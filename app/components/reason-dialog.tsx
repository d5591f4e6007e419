import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { z } from "zod";
import { FormErrors, TextareaField } from "~/components/forms";
import { RouteDialog } from "~/components/route-dialog";
import { Spinner } from "~/components/spinner";
import { useIsPending } from "~/hooks/use-is-pending";
import { getZodConstraint, parseWithZod } from "~/utils/conform";

export type ReasonSchema = z.ZodObject<{ reason: z.ZodTypeAny }>;

type ReasonDialogProps = {
  /** The dialog's heading and its submit button's label. */
  title: string;
  /** What the spinner says while the form posts. */
  pendingLabel: string;
  /** Conform's form id. */
  formId: string;
  schema: ReasonSchema;
  lastResult: SubmissionResult<string[]> | null | undefined;
  closeTo: string;
  /** What the action does, shown above the reason. */
  children: ReactNode;
};

/**
 * An admin's dialog that asks for the reason someone will read (a refund, a rejected withdrawal):
 * the reason checked as the user types, the action's refusal over the form, Cancel back to the table.
 */
export function ReasonDialog({ title, pendingLabel, formId, schema, lastResult, closeTo, children }: ReasonDialogProps) {
  const submitting = useIsPending();
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      {children}
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField label="Reason" field={fields.reason} rows={3} />
        <div className="flex justify-end gap-3">
          <Link to={closeTo} preventScrollReset className="btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn-danger" disabled={submitting}>
            {submitting ? <Spinner label={pendingLabel} /> : null}
            {title}
          </button>
        </div>
      </Form>
    </RouteDialog>
  );
}
