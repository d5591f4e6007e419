import * as cues from "./prompt-cues";
import { SUGGESTIONS, type Suggestions } from "./prompt-suggestions";
import { quote, readPrompt, type PromptText } from "./prompt-text";
import { checkVariables } from "./prompt-variables-check";

/**
 * The enhancer's structure check (CONTRACT 13, decision 0311): seven checks on a prompt's text,
 * each passed or not with advice, and a score out of 100. Pure (no model, no I/O, no server
 * imports): the enhancer's answer without a model, and the browser, use the same rules.
 */
export type StructureCheckId = "role" | "context" | "task" | "constraints" | "outputFormat" | "examples" | "variables";

export type StructureCheck = { id: StructureCheckId; label: string; passed: boolean; advice: string };

export type StructureResult = { score: number; checks: StructureCheck[] };

type CheckRule = {
  id: StructureCheckId;
  label: string;
  /** Points out of 100 when the check passes. */
  weight: number;
  /** `suggest`: examples that fit the kind of task (a tweet's role and length, not an e-mail's). */
  verdict: (content: string, text: PromptText, suggest: Suggestions) => { passed: boolean; advice: string };
};

/** A check passed by a cue: what it found, quoted, or the advice to add the part. */
const byCue =
  (cue: cues.Cue, found: string, missing: string | ((suggest: Suggestions) => string)): CheckRule["verdict"] =>
  (_content, text, suggest) => {
    const evidence = cue(text);
    if (evidence) return { passed: true, advice: `${found}: ${quote(evidence)}.` };
    return { passed: false, advice: typeof missing === "string" ? missing : missing(suggest) };
  };

/** `the length ("under 280 characters, one tweet"), the tone ("punchy ...")`: the limits but "Avoid". */
const namedLimits = ({ limits }: Suggestions) =>
  limits
    .filter(([label]) => label !== "Avoid")
    .map(([label, suggestion]) => `the ${label.toLowerCase()} ("${suggestion}")`)
    .join(", ");

export const STRUCTURE_CHECKS: readonly CheckRule[] = [
  {
    id: "role",
    label: "Role",
    weight: 15,
    verdict: byCue(
      cues.role,
      "Gives the model a role",
      (suggest) => `Start by saying who the model should be, with the experience that matters: "You are ${suggest.role}."`,
    ),
  },
  {
    id: "context",
    label: "Context",
    weight: 15,
    verdict: byCue(
      cues.context,
      "Gives context",
      'Say who the answer is for and what the situation is: the audience, the product or subject, the goal ("The readers are busy parents who ...").',
    ),
  },
  {
    id: "task",
    label: "Task",
    weight: 20,
    verdict: byCue(
      cues.task,
      "States the task",
      'State the task as one clear instruction that starts with a verb: "Write ...", "Review ...", "Summarise ...".',
    ),
  },
  {
    id: "constraints",
    label: "Constraints",
    weight: 15,
    verdict: byCue(
      cues.constraints,
      "Sets limits",
      (suggest) => `Set limits: ${namedLimits(suggest)}, and what to avoid or always do.`,
    ),
  },
  {
    id: "outputFormat",
    label: "Output format",
    weight: 15,
    verdict: byCue(
      cues.outputFormat,
      "Describes the output",
      'Describe the shape of the answer: "a numbered list", "a table with columns ...", "JSON with the keys ...", or the headings to use.',
    ),
  },
  {
    id: "examples",
    label: "Examples",
    weight: 10,
    verdict: byCue(
      cues.examples,
      "Shows an example",
      'Add one short example of what good looks like, under "Example:", or a sample input with its output.',
    ),
  },
  { id: "variables", label: "Variables", weight: 10, verdict: (content) => checkVariables(content) },
];

export function checkPromptStructure(content: string): StructureResult {
  const text = readPrompt(content);
  const suggest = SUGGESTIONS[cues.taskKind(text)];
  let score = 0;
  const checks = STRUCTURE_CHECKS.map((rule) => {
    const { passed, advice } = rule.verdict(content, text, suggest);
    if (passed) score += rule.weight;
    return { id: rule.id, label: rule.label, passed, advice };
  });
  return { score, checks };
}
