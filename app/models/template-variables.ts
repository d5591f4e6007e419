/**
 * Template variables: `[NAME]`, `[NAME, e.g. example]` and `[NAME, default]` slots in a prompt's
 * content (docs/decisions/0225, 0298). Pure: no server imports, so the prompt form's schema, the
 * detail page, the browser's "Fill in" and the domain share it.
 */

export const MAX_VARIABLES = 20;
export const MAX_VARIABLE_NAME_LENGTH = 40;
export const MAX_HINT_LENGTH = 200;
export const MAX_VALUE_LENGTH = 500;

/** A variable with what its first slots say after the comma: an example to show, a default to use. */
export type TemplateVariable = { name: string; example: string | null; defaultValue: string | null };

/**
 * Square brackets around anything but brackets and line breaks, not directly followed by `(`
 * (that is a markdown link or image). In `[[X]]` or `[A [B]` the innermost pair is the slot.
 */
const SLOT = /\[([^[\]\r\n]+)\](?!\()/gu;
const NAME = /^[\p{L}\p{M}\p{Nd} _\-/&'’]+$/u;
const HAS_LETTER = /\p{L}/u;
/** What makes the text after the comma an example rather than a default: "e.g.", "for example", ... */
const EXAMPLE_MARK = /^(?:e\.\s?g\.?|eg\.?|for example|for instance|such as)(?=[\s:,]|$)[\s:,]*/iu;

/** A slot's variable: the name before the first comma (trimmed, space runs made one), then the hint; null when it is text. */
function parseSlot(inside: string): TemplateVariable | null {
  const comma = inside.indexOf(",");
  const name = (comma < 0 ? inside : inside.slice(0, comma)).trim().replace(/ {2,}/g, " ");
  if (!NAME.test(name) || !HAS_LETTER.test(name) || name.length > MAX_VARIABLE_NAME_LENGTH) return null;
  const hint = comma < 0 ? "" : inside.slice(comma + 1).trim();
  if (hint.length > MAX_HINT_LENGTH) return null;
  const mark = EXAMPLE_MARK.exec(hint);
  if (mark) return { name, example: hint.slice(mark[0].length) || null, defaultValue: null };
  return { name, example: null, defaultValue: hint || null };
}

/** Every distinct variable, in order of first appearance, with the first example and default given for it. */
export function parseVariables(content: string): TemplateVariable[] {
  const variables = new Map<string, TemplateVariable>();
  for (const match of content.matchAll(SLOT)) {
    const slot = parseSlot(match[1]!);
    if (!slot) continue;
    const known = variables.get(slot.name);
    if (!known) variables.set(slot.name, slot);
    else variables.set(slot.name, { ...known, example: known.example ?? slot.example, defaultValue: known.defaultValue ?? slot.defaultValue });
  }
  return [...variables.values()];
}

/** Every distinct variable name, however many there are. */
export function findVariables(content: string): string[] {
  return parseVariables(content).map((variable) => variable.name);
}

/** The variables a prompt has: the first MAX_VARIABLES (saving refuses more; older rows are cut). */
export function templateVariables(content: string): string[] {
  return findVariables(content).slice(0, MAX_VARIABLES);
}

/** A bracketed part as written: where it starts, its text with the brackets, its variable (null when it is text). */
export type TemplateSlot = { index: number; text: string; variable: TemplateVariable | null };

/** Every bracketed part in order (links aside), variables and text alike: for readers that need positions. */
export function findSlots(content: string): TemplateSlot[] {
  return [...content.matchAll(SLOT)].map((match) => ({ index: match.index, text: match[0], variable: parseSlot(match[1]!) }));
}

/** The bracketed parts that are not variables (links aside), each once: what the form points out to the vendor. */
export function notVariables(content: string): string[] {
  return [...new Set(findSlots(content).filter((slot) => !slot.variable).map((slot) => slot.text))];
}

/** The prompt form's message when the content has too many variables, or null. */
export function tooManyVariables(content: string): string | null {
  const count = findVariables(content).length;
  return count > MAX_VARIABLES
    ? `Content can have at most ${MAX_VARIABLES} variables in [BRACKETS]; it has ${count}`
    : null;
}

/**
 * The content with every slot of each variable replaced by its value, trimmed, as plain text (one
 * pass: a value is never read as a slot or a replacement pattern). A blank value takes the
 * variable's default; without one the slot stays as written, so the buyer sees what is left.
 */
export function fillTemplate(content: string, values: Readonly<Record<string, string>>): string {
  const known = new Map(parseVariables(content).slice(0, MAX_VARIABLES).map((variable) => [variable.name, variable]));
  return content.replace(SLOT, (slot, inside: string) => {
    const variable = known.get(parseSlot(inside)?.name ?? "");
    if (!variable) return slot;
    const value = Object.hasOwn(values, variable.name) ? values[variable.name]?.trim() : undefined;
    return value || variable.defaultValue || slot;
  });
}

/** Words in a variable's name that ask for more than a line: pasted material, samples, code, notes. */
const LONG_VALUE_WORDS = /\b(?:PASTE|SAMPLES?|TEXT|CODE|NOTES|LOGS?|TRANSCRIPTS?|DRAFTS?|ARTICLES?|REPORTS?|SCHEMA|QUERY|PLAN|STACK TRACES?|DATA|PAGES|KEYWORDS|DESCRIPTION|CONTEXT|BRIEF)\b/i;

/**
 * Whether a variable's value is likely longer than a line (issue 41 point 6): its name asks for
 * pasted material or samples, or its name or example is long. Its field is then a text area.
 */
export function wantsLongValue(name: string, example: string | null = null): boolean {
  return LONG_VALUE_WORDS.test(name) || name.length > 24 || (example?.length ?? 0) > 60;
}
