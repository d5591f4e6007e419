import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "./form-errors";
import { InputField } from "./input-field";

export { FieldErrors, FormErrors } from "./form-errors";

type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]>;

type InputType = "text" | "email" | "password" | "number" | "file" | "url" | "search" | "hidden";

export function Field({
  label,
  field,
  type = "text",
  hint,
  className,
  inputProps,
}: {
  label: ReactNode;
  field: AnyField;
  type?: InputType;
  hint?: ReactNode;
  className?: string;
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
}) {
  const props = getInputProps(field as never, { type, ariaAttributes: true });
  return (
    <InputField
      id={field.id}
      label={label}
      errorId={field.errorId}
      errors={field.errors}
      hint={hint}
      className={className}
      inputProps={{ ...props, ...inputProps }}
    />
  );
}

export function TextareaField({
  label,
  field,
  rows = 4,
  className,
}: {
  label: ReactNode;
  field: AnyField;
  rows?: number;
  className?: string;
}) {
  const props = getTextareaProps(field as never, { ariaAttributes: true });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <textarea {...props} key={props.key} rows={rows} className="input" />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function SelectField({
  label,
  field,
  options,
  placeholder,
  className,
}: {
  label: ReactNode;
  field: AnyField;
  options: readonly (string | { value: string; label: string })[];
  placeholder?: string;
  className?: string;
}) {
  const props = getSelectProps(field as never, { ariaAttributes: true });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <select {...props} key={props.key} className="input">
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
