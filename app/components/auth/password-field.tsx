import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { PasswordInput } from "./password-input";

/** `PasswordInput` bound to a Conform field. */
export function PasswordField({
  label,
  field,
  autoComplete,
}: {
  label: string;
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  autoComplete: "current-password" | "new-password";
}) {
  const props = getInputProps(field, { type: "password", ariaAttributes: true });
  return (
    <PasswordInput
      id={field.id}
      label={label}
      errorId={field.errorId}
      errors={field.errors}
      autoComplete={autoComplete}
      inputProps={props}
    />
  );
}
