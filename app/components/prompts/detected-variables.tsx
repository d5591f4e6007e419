import { findVariables, MAX_VARIABLES } from "~/models/template-variables";

/** Under the prompt form's Content: the variables found in it (as typed, with JavaScript). */
export function DetectedVariables({ content }: { content: string }) {
  const names = findVariables(content);
  return (
    <p className="text-sm text-gray-700" aria-live="polite">
      {names.length
        ? `Variables: ${names.join(", ")}`
        : "Variables: none. Words in [BRACKETS] become fields buyers fill in."}
      {names.length > MAX_VARIABLES ? ` (at most ${MAX_VARIABLES})` : ""}
    </p>
  );
}
