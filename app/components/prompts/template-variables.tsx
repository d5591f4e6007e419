import { LazyFillInForm } from "./lazy-fill-in-form";

/**
 * A template prompt's variables, public before purchase (names only). `content` is given to those
 * who may fill it in: they get a field per variable and "Fill in", which shows the filled prompt.
 */
export function TemplateVariables({ variables, content }: { variables: string[]; content: string | null }) {
  if (!variables.length) return null;
  return (
    <section aria-labelledby="variables-heading" className="card space-y-4">
      <h2 id="variables-heading" className="text-lg font-semibold">
        Variables
      </h2>
      <p className="text-sm text-gray-700">
        This prompt is a template: put your own words in place of {variables.length === 1 ? "its variable" : `its ${variables.length} variables`}.
      </p>
      <ul aria-label="Variables" className="flex flex-wrap gap-2">
        {variables.map((name) => (
          <li key={name} className="rounded-md bg-brand-50 px-2 py-1 font-mono text-sm text-brand-800">
            {name}
          </li>
        ))}
      </ul>
      {content !== null ? <LazyFillInForm variables={variables} content={content} /> : null}
    </section>
  );
}
