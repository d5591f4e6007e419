import type { StructureCheckId, StructureResult } from "./prompt-structure";

/**
 * The enhancer's rewrite without a model (decision 0311): the original text kept word for word
 * (every `[VARIABLE]` with it) as the task, and a `## ` section with a fill-in placeholder for each
 * part the structure check missed. Placeholders are in angle brackets, never square ones, so they
 * are not variables buyers would be asked to fill in. A prompt that misses nothing comes back as
 * it is, and so does a rewrite rewritten: its sections pass the checks they were added for.
 */
type Section = { id: StructureCheckId; heading: string; placeholder: string };

const BEFORE: Section[] = [
  { id: "role", heading: "Role", placeholder: "You are <who the model should be, e.g. a senior B2B copywriter known for high reply rates>." },
  { id: "context", heading: "Context", placeholder: "<Who the answer is for and the situation: audience, product or subject, goal.>" },
];
const TASK: Section = { id: "task", heading: "Task", placeholder: "<One clear instruction that starts with a verb, e.g. Write ..., Review ...>" };
const AFTER: Section[] = [
  { id: "constraints", heading: "Constraints", placeholder: "- Length: <e.g. under 150 words>\n- Tone: <e.g. friendly, no jargon>\n- Avoid: <what must not appear>" },
  { id: "outputFormat", heading: "Output format", placeholder: "<The shape of the answer: e.g. a numbered list, a table with the columns ..., JSON with the keys ...>" },
  { id: "examples", heading: "Examples", placeholder: "Example input: <a typical input>\nExample output: <the answer you would want for it>" },
];

const HEADING_LINE = /^\s{0,3}#{1,6}\s/mu;
const section = ({ heading, placeholder }: Section) => `## ${heading}\n${placeholder}`;

export function buildStructuredRewrite(content: string, result: StructureResult): string {
  const missing = new Set(result.checks.filter((check) => !check.passed).map((check) => check.id));
  const wanted = (list: Section[]) => list.filter((part) => missing.has(part.id)).map(section);
  const before = wanted(BEFORE);
  const after = wanted(AFTER);
  if (!before.length && !after.length && !missing.has("task")) return content;
  const body = content.trim();
  const taskPlaceholder = missing.has("task") ? `${TASK.placeholder}\n\n` : "";
  // A prompt with headings of its own keeps them; a flat one becomes the Task section.
  const task = HEADING_LINE.test(body)
    ? [missing.has("task") ? section(TASK) : "", body].filter(Boolean).join("\n\n")
    : `## ${TASK.heading}\n${taskPlaceholder}${body}`;
  return [...before, task, ...after].join("\n\n");
}
