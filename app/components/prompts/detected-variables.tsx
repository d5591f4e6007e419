import { findVariables, MAX_VARIABLES, notVariables } from "~/models/template-variables";

const SHOWN_TEXTS = 5;

/**
 * Under the prompt form's Content: the variables found in it and the bracketed parts that are not
 * variables (as typed with JavaScript; as rendered, the posted content after a refused save, without).
 */
export function DetectedVariables({ content }: { content: string }) {
  const names = findVariables(content);
  const texts = notVariables(content);
  return (
    <div className="space-y-1 text-sm text-gray-700" aria-live="polite">
      <p>
        {names.length
          ? `Variables found: ${names.join(", ")}`
          : "Variables found: none. Each [NAME] becomes a field buyers fill in."}
        {names.length > MAX_VARIABLES ? ` (at most ${MAX_VARIABLES})` : ""}
      </p>
      {texts.length ? (
        <p>
          Not variables: {texts.slice(0, SHOWN_TEXTS).join(", ")}
          {texts.length > SHOWN_TEXTS ? ` and ${texts.length - SHOWN_TEXTS} more` : ""}. A variable is a name of
          letters, digits and spaces in brackets, optionally with an example or a default after a comma:{" "}
          [PLACE, e.g. a fishing village] or [TONE, friendly].
        </p>
      ) : null}
    </div>
  );
}
