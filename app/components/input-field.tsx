import type { InputHTMLAttributes, ReactNode } from "react";
import { FieldErrors } from "./form-errors";

export type InputFieldProps = {
  id: string;
  label: ReactNode;
  errorId: string;
  errors?: string[];
  hint?: ReactNode;
  className?: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string };
};

/** A labelled input with its hint and errors; Conform's `Field` and the Conform-free login form render it. */
export function InputField({ id, label, errorId, errors, hint, className, inputProps }: InputFieldProps) {
  const { key, ...props } = inputProps;
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input key={key} {...props} id={id} className="input" />
      {hint ? <p className="mt-1 text-xs text-gray-600">{hint}</p> : null}
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
