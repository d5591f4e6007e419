/**
 * Template variables: `[NAME]` slots in a prompt's content (docs/decisions/0225). Pure: no server
 * imports, so the prompt form's schema, the detail page and the domain share it.
 */

export const MAX_VARIABLES = 20;
export const MAX_VARIABLE_NAME_LENGTH = 40;
export const MAX_VALUE_LENGTH = 500;

/**
 * `[` + letters, combining marks, digits, spaces, `_` and `-` + `]`, not directly followed by
 * `(` (that is a markdown link or image). Inner brackets cannot be part of a name, so in
 * `[[X]]` or `[A [B]` the innermost `[X]` / `[B]` is the slot and the rest is plain text.
 */
const SLOT = /\[([\p{L}\p{M}\p{Nd} _-]+)\](?!\()/gu;
const HAS_LETTER = /\p{L}/u;

/** A slot's name as written, trimmed with inner space runs made one; null when it is not a variable. */
function nameOf(inside: string): string | null {
  const name = inside.trim().replace(/ {2,}/g, " ");
  if (!HAS_LETTER.test(name) || name.length > MAX_VARIABLE_NAME_LENGTH) return null;
  return name;
}

/** Every distinct variable name, in order of first appearance, however many there are. */
export function findVariables(content: string): string[] {
  const names = new Set<string>();
  for (const match of content.matchAll(SLOT)) {
    const name = nameOf(match[1]!);
    if (name) names.add(name);
  }
  return [...names];
}

/** The variables a prompt has: the first MAX_VARIABLES (saving refuses more; older rows are cut). */
export function templateVariables(content: string): string[] {
  return findVariables(content).slice(0, MAX_VARIABLES);
}

/** The prompt form's message when the content has too many variables, or null. */
export function tooManyVariables(content: string): string | null {
  const count = findVariables(content).length;
  return count > MAX_VARIABLES
    ? `Content can have at most ${MAX_VARIABLES} variables in [BRACKETS]; it has ${count}`
    : null;
}

/**
 * The content with every slot of each variable given a non-empty value replaced by that value,
 * as plain text (one pass: a value is never read as a slot or a replacement pattern). Slots
 * without a value stay as written, so the buyer sees what is left to fill in.
 */
export function fillTemplate(content: string, values: Readonly<Record<string, string>>): string {
  const known = new Set(templateVariables(content));
  return content.replace(SLOT, (slot, inside: string) => {
    const name = nameOf(inside);
    if (!name || !known.has(name)) return slot;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value?.trim() ? value.trim() : slot;
  });
}
