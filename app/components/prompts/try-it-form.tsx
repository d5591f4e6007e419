import { useActionData, useFetcher } from "@remix-run/react";
import type { PreviewOutput } from "~/schemas/ai-preview";
import type { TryItReply } from "~/schemas/constraints/try-it";
import { TRY_IT_INTENT } from "~/schemas/constraints/try-it";
import { Spinner } from "../spinner";
import { VariableField } from "./fill-in-form";

type Model = { id: string; kind: string };

/** The answer page's reply (a post without JavaScript), if the last post was this form's. */
function useServerReply(): TryItReply | null {
  const result = useActionData<unknown>();
  return result && typeof result === "object" && "preview" in result ? (result as { preview: TryItReply }).preview : null;
}

/**
 * "Try it" (CONTRACT 13): the prompt run with the viewer's values on the chosen models. A plain
 * form post whose answer page shows the outputs; with JavaScript a fetcher, so the page stays.
 */
export function TryItForm({ variables, models }: { variables: string[]; models: Model[] }) {
  const fetcher = useFetcher<{ preview: TryItReply }>({ key: "try-it" });
  const serverReply = useServerReply();
  const shown = fetcher.data?.preview ?? serverReply;
  const running = fetcher.state !== "idle";
  const chosen = shown ? new Set(shown.models) : new Set(models.slice(0, 1).map((model) => model.id));
  return (
    <div className="space-y-4">
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
      {shown?.outputs ? <Outputs outputs={shown.outputs} /> : null}
    </div>
  );
}

function Outputs({ outputs }: { outputs: PreviewOutput[] }) {
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
        </article>
      ))}
    </section>
  );
}
