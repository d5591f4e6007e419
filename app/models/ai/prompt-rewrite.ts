import { findSlots } from "../template-variables";
import { roleOnly } from "./prompt-cues";
import { fillIn } from "./fill-in";
import type { StructureCheckId, StructureResult } from "./prompt-structure";
import { detectTaskKind, SUGGESTIONS, type Suggestions } from "./prompt-suggestions";
import { readPrompt } from "./prompt-text";

/**
 * The enhancer's rewrite without a model (decisions 0311, 0357): the original text kept word for
 * word (every `[VARIABLE]` with it) and a `## ` section for each part the structure check missed,
 * holding a suggestion that fits the kind of task inside `<<fill in: ...>>`, the one marker the
 * prompt form refuses to save. A flat prompt's leading role sentence becomes the Role section and
 * the rest the Task section. A prompt that misses nothing comes back as it is, and so does a
 * rewrite rewritten: its sections pass the checks they were added for.
 */
type Section = { id: StructureCheckId; heading: string; text: (suggest: Suggestions) => string };

const BEFORE: Section[] = [
  { id: "role", heading: "Role", text: ({ role }) => `You are ${fillIn(`who the model should be, e.g. ${role}`)}.` },
  { id: "context", heading: "Context", text: ({ context }) => fillIn(context) },
];
const TASK: Section = { id: "task", heading: "Task", text: ({ task }) => fillIn(`one clear instruction that starts with a verb, e.g. ${task}`) };
const AFTER: Section[] = [
  { id: "constraints", heading: "Constraints", text: ({ limits }) => limits.map(([label, suggestion]) => `- ${label}: ${fillIn(`e.g. ${suggestion}`)}`).join("\n") },
  { id: "outputFormat", heading: "Output format", text: ({ format }) => fillIn(`the shape of the answer, e.g. ${format}`) },
  { id: "examples", heading: "Examples", text: ({ example: [input, output] }) => `Example input: ${fillIn(input)}\nExample output: ${fillIn(output)}` },
];

const HEADING_LINE = /^\s{0,3}#{1,6}\s/mu;
const titled = (heading: string, ...parts: string[]) => `## ${heading}\n${parts.filter(Boolean).join("\n\n")}`;

export function buildStructuredRewrite(content: string, result: StructureResult): string {
  const missing = new Set(result.checks.filter((check) => !check.passed).map((check) => check.id));
  const suggest = SUGGESTIONS[detectTaskKind(content)];
  const wanted = (list: Section[]) => list.filter((part) => missing.has(part.id)).map((part) => titled(part.heading, part.text(suggest)));
  const before = wanted(BEFORE);
  const after = wanted(AFTER);
  if (!before.length && !after.length && !missing.has("task")) return content;
  const body = content.trim();
  const taskPlaceholder = missing.has("task") ? TASK.text(suggest) : "";
  // A prompt with headings of its own keeps them.
  if (HEADING_LINE.test(body)) return [...before, taskPlaceholder ? titled(TASK.heading, taskPlaceholder) : "", body, ...after].filter(Boolean).join("\n\n");
  const { role, rest } = splitLeadingRole(body);
  if (role && (rest || missing.has("task"))) return [titled("Role", role), ...before, titled(TASK.heading, taskPlaceholder, rest), ...after].join("\n\n");
  return [...before, titled(TASK.heading, taskPlaceholder, body), ...after].join("\n\n");
}

/** Abbreviations whose full stop ends no sentence ("e.g. for SaaS", "Dr. Lee"). */
const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|dr|mr|mrs|ms|st|no|approx)$/iu;
const SEGMENT_END = /[.!?](?=\s)|\n/gu;

/**
 * The leading sentences or lines of a flat prompt that only say who the model is ("You are a wine
 * critic.", "Role: a chess coach"), cut where they end, and the rest; never inside a [slot].
 */
function splitLeadingRole(body: string): { role: string; rest: string } {
  const slots = findSlots(body).map((slot) => [slot.index, slot.index + slot.text.length] as const);
  const insideSlot = (at: number) => slots.some(([start, end]) => at > start && at < end);
  let from = 0;
  let roleEnd = 0;
  while (from < body.length) {
    const end = segmentEnd(body, from, insideSlot);
    if (!roleOnly(readPrompt(body.slice(from, end)))) break;
    roleEnd = end;
    from = end + (/^\s*/u.exec(body.slice(end))?.[0].length ?? 0);
  }
  return { role: body.slice(0, roleEnd).trimEnd(), rest: body.slice(roleEnd).trim() };
}

function segmentEnd(body: string, from: number, insideSlot: (at: number) => boolean): number {
  SEGMENT_END.lastIndex = from;
  for (let match = SEGMENT_END.exec(body); match; match = SEGMENT_END.exec(body)) {
    if (insideSlot(match.index)) continue;
    if (match[0] === "\n") return match.index;
    if (!ABBREVIATION.test(body.slice(from, match.index))) return match.index + 1;
  }
  return body.length;
}
