import { useState, type InputHTMLAttributes } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { FieldErrors } from "../form-errors";

/** A password input whose text can be shown; the toggle needs JavaScript and is absent without it. */
export function PasswordInput({
  id,
  label,
  errorId,
  errors,
  autoComplete,
  inputProps,
}: {
  id: string;
  label: string;
  errorId: string;
  errors?: string[];
  autoComplete: "current-password" | "new-password";
  inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string };
}) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const { key, ...props } = inputProps;
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <input
          key={key}
          {...props}
          id={id}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className="input pr-16"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
            aria-controls={id}
            className="absolute inset-y-0 right-0 px-3 text-sm font-medium text-brand-700"
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
