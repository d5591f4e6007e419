import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { FieldErrors } from "../forms";

/** A password field whose text can be shown; the toggle needs JavaScript and is absent without it. */
export function PasswordField({
  label,
  field,
  autoComplete,
}: {
  label: string;
  field: FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
  autoComplete: "current-password" | "new-password";
}) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const props = getInputProps(field, { type: visible ? "text" : "password", ariaAttributes: true });
  return (
    <div>
      <label htmlFor={field.id} className="label">
        {label}
      </label>
      <div className="relative">
        <input {...props} key={props.key} autoComplete={autoComplete} className="input pr-16" />
        {hydrated ? (
          <button
            type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={field.id}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700"
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
