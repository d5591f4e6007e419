import { useActionData, useFetcher } from "@remix-run/react";
import type { PreviewOutput } from "~/schemas/ai-preview";
import type { SaveExampleReply, TryItReply } from "~/schemas/constraints/try-it";
import { OWN_VALUES, SAVE_EXAMPLE_INTENT, TRY_IT_INTENT } from "~/schemas/constraints/try-it";
import { Spinner } from "../spinner";
import { MAX_TYPED_PREVIEW_VALUE } from "~/models/preview-mode";
import { wantsLongValue } from "~/models/template-variables";
import { VariableField } from "./fill-in-form";

type Model = { id: string; kind: string };

/** The answer page's reply (a post without JavaScript) under `key`, if the last post was this form's. */
function useServerReply<T>(key: "preview" | "saveExample"): T | null {
  const result = useActionData<unknown>();
  return result && typeof result === "object" && key in result ? (result as Record<typeof key, T>)[key] : null;
}

type Example = { index: number; values: Record<string, string> };

export type TryItFormProps = {
  variables: string[];
  models: Model[];
  owner: boolean;
  /** The viewer may type values: the vendor, or a buyer when the prompt is `open`. */
  typed: boolean;
  examples: Example[];
  runsLeft: number | null;
  perDay: number;
  verified: boolean;
};

/**
 * "Try it" (CONTRACT 17): says what a run does and how many are left, then runs the vendor's
 * example values (or, where allowed, values typed here) on the chosen models. A plain form post
 * whose answer page shows the outputs; with JavaScript a fetcher, so the page stays.
 */
export function TryItForm({ variables, models, owner, typed, examples, runsLeft, perDay, verified }: TryItFormProps) {
  const fetcher = useFetcher<{ preview: TryItReply }>({ key: "try-it" });
  const serverReply = useServerReply<TryItReply>("preview");
  const refusedSave = useServerReply<SaveExampleReply>("saveExample");
  const shown = fetcher.data?.preview ?? serverReply;
  const running = fetcher.state !== "idle";
  const chosen = shown ? new Set(shown.models) : new Set(models.slice(0, 1).map((model) => model.id));
  const example = shown?.example ?? (examples.length ? "0" : OWN_VALUES);
  const ranValues = shown ? (shown.example === OWN_VALUES ? shown.values : (examples[Number(shown.example)]?.values ?? {})) : {};
  return (
    <div className="space-y-4">
      <TryItIntro owner={owner} typed={typed} runsLeft={runsLeft} perDay={perDay} verified={verified} />
      {refusedSave ? <SaveRefused reply={refusedSave} /> : null}
      <fetcher.Form method="post" aria-label="Try it" className="space-y-3">
        <input type="hidden" name="intent" value={TRY_IT_INTENT} />
        <ValuesChoice variables={variables} examples={examples} typed={typed} owner={owner} example={example} values={shown?.values ?? {}} />
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
        <button type="submit" className="btn-primary" disabled={running || runsLeft === 0 || !verified}>
          {running ? <Spinner label="Running" /> : null}
          Run preview
        </button>
      </fetcher.Form>
      {shown?.outputs ? <Outputs outputs={shown.outputs} values={owner ? ranValues : null} /> : null}
    </div>
  );
}

/** Before any run: what a run does, and what is left of today's runs (CONTRACT 17). */
function TryItIntro({ owner, typed, runsLeft, perDay, verified }: Pick<TryItFormProps, "owner" | "typed" | "runsLeft" | "perDay" | "verified">) {
  const what = owner
    ? "Runs your prompt with the values you choose on any model. Buyers never see the prompt; answers that give it back are withheld from them."
    : typed
      ? "Runs this prompt with the vendor's example values, or with short values you type (text models only), on the models below; you see the answers, never the prompt."
      : "Runs this prompt with the vendor's example values on the models below; you see the answers, never the prompt.";
  return (
    <div className="space-y-1 text-sm text-gray-700">
      <p>{what}</p>
      {verified ? null : <p className="font-medium text-gray-900">Verify your e-mail address to run a preview: the link is in the mail we sent when you signed up.</p>}
      {runsLeft === null ? null : (
        <p className="font-medium text-gray-900">
          {runsLeft} of {perDay} runs left today{runsLeft === 0 ? ": more after midnight UTC." : ""}
        </p>
      )}
    </div>
  );
}

const describeSet = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => `${name}: ${value}`)
    .join("; ");

/** Which values to run: one of the vendor's example sets, or (where allowed) values typed here. */
function ValuesChoice({ variables, examples, typed, owner, example, values }: { variables: string[]; examples: Example[]; typed: boolean; owner: boolean; example: string; values: Record<string, string> }) {
  if (variables.length === 0) return <input type="hidden" name="example" value="0" />;
  return (
    <fieldset className="space-y-2">
      <legend className="label">Values</legend>
      <ul className="space-y-1">
        {examples.map(({ index, values: set }) => (
          <li key={index} className="flex items-start gap-2">
            <input id={`try-it-example-${index}`} type="radio" name="example" value={String(index)} defaultChecked={example === String(index)} className="mt-1 h-4 w-4 accent-brand-700" />
            <label htmlFor={`try-it-example-${index}`} className="text-sm text-gray-800">
              Example {index + 1}: {describeSet(set)}
            </label>
          </li>
        ))}
        {typed ? (
          <li className="flex items-center gap-2">
            <input id="try-it-own-values" type="radio" name="example" value={OWN_VALUES} defaultChecked={example === OWN_VALUES} className="h-4 w-4 accent-brand-700" />
            <label htmlFor="try-it-own-values" className="text-sm text-gray-800">
              My own values
            </label>
          </li>
        ) : null}
      </ul>
      {typed
        ? variables.map((name, i) => (
            <VariableField key={name} id={`try-it-variable-${i}`} name={name} hint={null} long={wantsLongValue(name)} value={values[name] ?? ""} maxLength={owner ? undefined : MAX_TYPED_PREVIEW_VALUE} />
          ))
        : null}
    </fieldset>
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
