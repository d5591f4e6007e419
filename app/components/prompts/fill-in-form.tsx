import { useActionData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { fillTemplate, MAX_VALUE_LENGTH, parseVariables, wantsLongValue, type TemplateVariable } from "~/models/template-variables";
import { FILL_IN_INTENT, type FillInReply } from "~/schemas/constraints/fill-in";
import { CopyButton } from "./copy-button";

const fieldName = (variable: string) => `values.${variable}`;

/** The server's answer to a post without JavaScript, if the last post was this form's. */
function useFillInReply(): FillInReply | null {
  const result = useActionData<unknown>();
  return result && typeof result === "object" && "fillIn" in result ? (result as { fillIn: FillInReply }).fillIn : null;
}

/**
 * Without JavaScript the form posts and the page comes back filled; with it, the same
 * fillTemplate runs in the browser, so filling in takes no round trip.
 */
export function FillInForm({ variables, content }: { variables: string[]; content: string }) {
  const serverReply = useFillInReply();
  const [browserReply, setBrowserReply] = useState<FillInReply | null>(null);
  const shown = browserReply ?? serverReply;
  const hints = new Map(parseVariables(content).map((variable) => [variable.name, variable]));
  const fillInBrowser = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(variables.map((name) => [name, String(form.get(fieldName(name)) ?? "")]));
    setBrowserReply({ values, filled: fillTemplate(content, values), error: null });
  };
  return (
    <div className="space-y-4">
      <form method="post" onSubmit={fillInBrowser} aria-label="Fill in the variables" className="space-y-3">
        <input type="hidden" name="intent" value={FILL_IN_INTENT} />
        {variables.map((name, i) => (
          <VariableField
            key={name}
            id={`variable-${i}`}
            name={name}
            hint={hintText(hints.get(name))}
            long={wantsLongValue(name, hints.get(name)?.example)}
            value={shown?.values[name] ?? ""}
          />
        ))}
        {shown?.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {shown.error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary">
          Fill in
        </button>
      </form>
      {shown?.filled != null ? <FilledPrompt text={shown.filled} /> : null}
    </div>
  );
}

/** What the vendor wrote after the comma, as the buyer reads it under the field. */
export function hintText(variable: TemplateVariable | undefined): string | null {
  if (variable?.defaultValue) return `Left blank: ${variable.defaultValue}`;
  return variable?.example ? `For example: ${variable.example}` : null;
}

/** One template variable's labelled field, posted as `values.NAME` ("Fill in", "Try it"); a text area when the value is likely long. */
export function VariableField({ id, name, hint, value, long, maxLength = MAX_VALUE_LENGTH }: { id: string; name: string; hint: string | null; value: string; long: boolean; maxLength?: number }) {
  const field = { id, name: fieldName(name), defaultValue: value, maxLength, "aria-describedby": hint ? `${id}-hint` : undefined, className: "input" };
  return (
    <div>
      <label htmlFor={id} className="label">
        {name}
      </label>
      {long ? <textarea {...field} rows={4} /> : <input {...field} />}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function FilledPrompt({ text }: { text: string }) {
  return (
    <section aria-labelledby="filled-heading" className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <h3 id="filled-heading" className="text-base font-semibold">
          Filled prompt
        </h3>
        <CopyButton text={text} />
      </div>
      <pre className="max-h-[32rem] overflow-auto rounded-lg bg-gray-900 p-4 font-mono text-sm whitespace-pre-wrap text-gray-100">
        {text}
      </pre>
    </section>
  );
}
