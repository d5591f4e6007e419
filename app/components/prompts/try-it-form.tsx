import { useActionData, useFetcher } from "@remix-run/react";
import type { PreviewOutput } from "~/schemas/ai-preview";
import type { SaveExampleReply, TryItReply } from "~/schemas/constraints/try-it";
import { SAVE_EXAMPLE_INTENT, TRY_IT_INTENT } from "~/schemas/constraints/try-it";
import { Spinner } from "../spinner";
import { VariableField } from "./fill-in-form";

type Model = { id: string; kind: string };

/** The answer page's reply (a post without JavaScript) under `key`, if the last post was this form's. */
function useServerReply<T>(key: "preview" | "saveExample"): T | null {
  const result = useActionData<unknown>();
  return result && typeof result === "object" && key in result ? (result as Record<typeof key, T>)[key] : null;
}

/**
 * "Try it" (CONTRACT 13): the prompt run with the viewer's values on the chosen models. A plain
 * form post whose answer page shows the outputs; with JavaScript a fetcher, so the page stays.
 */
export function TryItForm({ variables, models, owner }: { variables: string[]; models: Model[]; owner: boolean }) {
  const fetcher = useFetcher<{ preview: TryItReply }>({ key: "try-it" });
  const serverReply = useServerReply<TryItReply>("preview");
  const refusedSave = useServerReply<SaveExampleReply>("saveExample");
  const shown = fetcher.data?.preview ?? serverReply;
  const running = fetcher.state !== "idle";
  const chosen = shown ? new Set(shown.models) : new Set(models.slice(0, 1).map((model) => model.id));
  return (
    <div className="space-y-4">
      {refusedSave ? <SaveRefused reply={refusedSave} /> : null}
      <fetcher.Form method="post" aria-label="Try it" className="space-y-3">
        <input type="hidden" name="intent" value={TRY_IT_INTENT} />
        {variables.map((name, i) => (
          <VariableField key={name} id={`try-it-variable-${i}`} name={name} hint={null} value={shown?.values[name] ?? ""} />
        ))}
        <fieldset>
          <legend className="label">Models</legend>
          <ul className="space-y-1">
            {models.map((model, i) => (
              <li key={model.id} className="flex items-center gap-2">
                <input
                  id={`try-it-model-${i}`}
                  type="checkbox"
                  name="models"
                  value={model.id}
                  defaultChecked={chosen.has(model.id)}
                  className="h-4 w-4 accent-brand-700"
                />
                <label htmlFor={`try-it-model-${i}`} className="text-sm text-gray-800">
                  {model.id} ({model.kind})
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {shown?.error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {shown.error}
          </p>
        ) : null}
        <button type="submit" className="btn-primary" disabled={running}>
          {running ? <Spinner label="Running" /> : null}
          Run preview
        </button>
      </fetcher.Form>
      {shown?.outputs ? <Outputs outputs={shown.outputs} values={owner ? shown.values : null} /> : null}
    </div>
  );
}

/** `values`: the run's values, for the vendor's "Save as example output" (null for anyone else). */
function Outputs({ outputs, values }: { outputs: PreviewOutput[]; values: Record<string, string> | null }) {
  return (
    <section aria-label="Preview outputs" className="grid gap-4 sm:grid-cols-2">
      {outputs.map((output) => (
        <article key={output.model} aria-label={`Output of ${output.model}`} className="space-y-2 rounded-lg border border-gray-200 p-3">
          <h3 className="font-semibold">{output.model}</h3>
          <p className="text-xs text-gray-600">
            {output.ms} ms · {output.tokens} tokens{output.cached ? " · from today's cache" : ""}
          </p>
          {output.text !== null ? <pre className="max-h-96 overflow-auto text-sm whitespace-pre-wrap">{output.text}</pre> : null}
          {output.imageUrl ? <img src={output.imageUrl} alt={`What ${output.model} made`} className="w-full rounded" /> : null}
          {output.note ? <p className="text-sm text-gray-700">{output.note}</p> : null}
          {values && (output.text !== null || output.imageUrl) ? <SaveExampleForm model={output.model} values={values} /> : null}
        </article>
      ))}
    </section>
  );
}

/**
 * The vendor keeps this output as an example output: the run's values and the model, never the
 * output itself (the server reads it again from today's cache). A plain post; with JavaScript a
 * fetcher, whose refusal shows here and whose success reloads the page at its example outputs.
 */
function SaveExampleForm({ model, values }: { model: string; values: Record<string, string> }) {
  const fetcher = useFetcher<{ saveExample: SaveExampleReply }>({ key: `save-example-${model}` });
  const refused = fetcher.data?.saveExample;
  return (
    <fetcher.Form method="post" aria-label={`Save the output of ${model}`} className="space-y-2">
      <input type="hidden" name="intent" value={SAVE_EXAMPLE_INTENT} />
      <input type="hidden" name="model" value={model} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={`values.${name}`} value={value} />
      ))}
      <button type="submit" className="btn-secondary" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? <Spinner label="Saving" /> : null}
        Save as example output
      </button>
      {refused ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused.error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/** Without JavaScript a refused save answers the page without the outputs: the reason, above the form. */
function SaveRefused({ reply }: { reply: SaveExampleReply }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700">
      The output of {reply.model} was not saved: {reply.error}
    </p>
  );
}
