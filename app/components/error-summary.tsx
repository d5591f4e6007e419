import type { FormMetadata } from "@conform-to/react";
import { useEffect, useRef, useState, type MouseEvent } from "react";

type Item = { key: string; message: string; fieldId: string };

/**
 * The GOV.UK error summary for a long form: "There is a problem" at the top of the form, the
 * form's own errors, then each field error as a link to its field. It appears when a submit
 * fails (in the browser or on the server) and follows the errors as they are fixed. The server
 * renders it with `autofocus`, so without JavaScript the browser lands on it after the post;
 * with JavaScript every failed submit moves focus to it. Links point at `{form id}-{field}`,
 * the id Conform gives a field (a group of radios carries it on its fieldset).
 */
export function ErrorSummary<Schema extends Record<string, unknown>>({ form }: { form: FormMetadata<Schema, string[]> }) {
  const failed = form.status === "error";
  const errors: Record<string, string[] | undefined> = form.allErrors;
  const formErrors = errors[""] ?? [];
  const items = fieldItems(form.id, errors);
  const [open, setOpen] = useState(failed);
  const visible = (failed || open) && formErrors.length + items.length > 0;
  if (visible !== open) setOpen(visible);

  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed, errors]);

  if (!visible) return null;
  const titleId = `${form.id}-summary-title`;
  return (
    <div
      ref={summary}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // The summary of a refused form takes the focus so it is read first (decision 0125).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      className="scroll-mt-4 rounded-lg border-2 border-red-700 bg-white p-4 text-sm sm:col-span-full"
    >
      <h2 id={titleId} className="text-base font-bold text-red-800">
        There is a problem
      </h2>
      {formErrors.length ? (
        <p id={form.errorId} className="mt-2 text-gray-900">
          {formErrors.join(" ")}
        </p>
      ) : null}
      {items.length ? (
        <ul className="mt-2 space-y-1">
          {items.map((item) => (
            <li key={item.key}>
              <a href={`#${item.fieldId}`} onClick={focusField} className="font-medium text-red-800 underline">
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function fieldItems(formId: string, errors: Record<string, string[] | undefined>): Item[] {
  return Object.entries(errors).flatMap(([name, messages]) =>
    name && messages
      ? messages.map((message, index) => ({
          key: `${name}-${index}`,
          message,
          // "tags[2]" is reported on the field "tags".
          fieldId: `${formId}-${name.split(/[.[]/)[0]}`,
        }))
      : [],
  );
}

/** With JavaScript, focus the field (or a group's first control) without changing the URL. */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(decodeURIComponent(event.currentTarget.hash.slice(1)));
  const control = target?.matches("input, select, textarea") ? target : target?.querySelector<HTMLElement>("input, select, textarea");
  if (!control) return;
  event.preventDefault();
  control.focus();
}
