import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { CategoryNameSchema } from "~/schemas/category";
import { FieldErrors } from "../forms";

/** "New category" + "Add". A blank name is stopped with a message (in the browser when it can). */
export function CategoryAddForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: "new-category",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CategoryNameSchema }),
    shouldValidate: "onSubmit",
  });
  const name = getInputProps(fields.name, { type: "text", ariaAttributes: true });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create" />
      <label htmlFor={fields.name.id} className="label">
        New category
      </label>
      <div className="flex gap-2">
        <input {...name} key={name.key} maxLength={40} className="input" />
        <button type="submit" className="btn-primary">
          Add
        </button>
      </div>
      <FieldErrors id={fields.name.errorId} errors={fields.name.errors} />
    </Form>
  );
}
