import { findSlots, parseVariables, tooManyVariables } from "../template-variables";

/**
 * The Variables check (decision 0311): the prompt's `[VARIABLE]` slots as the product reads them
 * (`template-variables.ts`, decisions 0225 and 0298), declared and used. A prompt may keep a list
 * of its variables under a "Variables:" (or "Inputs:", "Placeholders:", ...) header, one item per
 * variable that starts with its name: `- [TOPIC]: what the post is about`. Such an item declares
 * the variable; every other slot uses it.
 */
export type VariablesVerdict = { passed: boolean; advice: string };

const HEADER =
  /^(?:template |input )?(?:variables|inputs|placeholders|parameters|fill-?ins|fields|variablen|eingaben|variabili|variáveis|entradas|entrées)(?:\s*\([^)]*\))?\s*(?::\s*(?<rest>.*))?$/iu;
const ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)])\s+/u;
const DECORATION = /[*`]+/gu;
/** After a declared name: a colon, a dash, an equals sign, a parenthesis or nothing. */
const AFTER_NAME = /^\s*(?:$|[:=(]|[–—-]\s)/u;
const BARE_NAME = /^([^:=()[\]–—]{1,40}?)\s*(?:[:=(]|\s[–—-]\s)/u;
/** "Variables: [A], [B] and [C]": a header followed by slots only declares them all. */
const SLOTS_ONLY = /^(?:\s*(?:and\s+)?\[[^\]]+\]\s*[,;]?)+\s*$/iu;
const SHOWN = 3;

type Reading = { used: Set<string>; declared: Set<string> };

function strip(raw: string): string {
  return raw.replace(ITEM, "").replace(DECORATION, "").replace(/^\s*#{1,6}\s*/u, "").trim();
}

/**
 * The name a declaration item starts with, if it is a variable name: a slot (`[TOPIC]: ...`), or a
 * bare name in an item without slots (`TOPIC: ...`); `Topic: [TOPIC]` is an input line, a use.
 */
function declaredName(item: string): string | null {
  const slots = findSlots(item);
  const first = slots[0];
  if (first?.index === 0) return first.variable && AFTER_NAME.test(item.slice(first.text.length)) ? first.variable.name : null;
  if (slots.some((slot) => slot.variable)) return null;
  const bare = BARE_NAME.exec(item)?.[1];
  return bare ? (parseVariables(`[${bare}]`)[0]?.name ?? null) : null;
}

function addUses(text: string, names: Set<string>, skipFirst = false) {
  findSlots(text)
    .slice(skipFirst ? 1 : 0)
    .forEach((slot) => slot.variable && names.add(slot.variable.name));
}

function read(content: string): Reading {
  const reading: Reading = { used: new Set(), declared: new Set() };
  let list: "none" | "header" | "items" = "none";
  for (const raw of content.split(/\r?\n/u)) {
    const text = strip(raw);
    const header = ITEM.test(raw) ? null : HEADER.exec(text);
    if (header) {
      const rest = header.groups?.rest ?? "";
      addUses(rest, SLOTS_ONLY.test(rest) ? reading.declared : reading.used);
      list = "header";
      continue;
    }
    if (list !== "none" && !text) {
      if (list === "items") list = "none";
      continue;
    }
    if (list !== "none" && (ITEM.test(raw) || text.startsWith("["))) {
      const name = declaredName(text);
      if (name) reading.declared.add(name);
      addUses(text, reading.used, name !== null && text.startsWith("["));
      list = "items";
      continue;
    }
    list = "none";
    addUses(raw, reading.used);
  }
  return reading;
}

const bracketed = (names: string[]) => names.slice(0, SHOWN).map((name) => `[${name}]`).join(", ") + (names.length > SHOWN ? ` and ${names.length - SHOWN} more` : "");

/** Bracketed parts with a letter that the product does not read as variables (`[1]` or `[ ]` are text, not slips). */
function brokenSlots(content: string): string[] {
  const texts = findSlots(content)
    .filter((slot) => !slot.variable && /\p{L}/u.test(slot.text))
    .map((slot) => slot.text);
  return [...new Set(texts)];
}

/** Names that differ only in case, spaces, `_` or `-`: two fields where one was meant. */
function lookalikes(names: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const key = name.toLowerCase().replace(/[\s_-]+/gu, "");
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  return [...groups.values()].filter((group) => group.length > 1);
}

function problems(content: string, names: string[]): string[] {
  const found: string[] = [];
  const broken = brokenSlots(content);
  if (broken.length) {
    found.push(
      `Not variables: ${broken.slice(0, SHOWN).join(", ")}${broken.length > SHOWN ? ` and ${broken.length - SHOWN} more` : ""}. ` +
        "A variable is a name of letters, digits and spaces in brackets, optionally with an example or a default after a comma: [PLACE, e.g. a fishing village] or [TONE, friendly].",
    );
  }
  const tooMany = tooManyVariables(content);
  if (tooMany) found.push(`${tooMany}.`);
  for (const group of lookalikes(names)) {
    found.push(`${bracketed(group)} are ${group.length} different fields; spell each variable the same way everywhere.`);
  }
  const { used, declared } = read(content);
  if (declared.size) {
    const unused = [...declared].filter((name) => !used.has(name));
    const undeclared = [...used].filter((name) => !declared.has(name));
    if (unused.length) found.push(`Listed as variables but never used: ${bracketed(unused)}. Put each where its value belongs, or take it off the list.`);
    if (undeclared.length) found.push(`Used but missing from the list of variables: ${bracketed(undeclared)}. List each with what buyers should enter.`);
  }
  return found;
}

export function checkVariables(content: string): VariablesVerdict {
  const names = parseVariables(content).map((variable) => variable.name);
  const found = problems(content, names);
  if (found.length) return { passed: false, advice: found.join(" ") };
  if (!names.length) {
    return {
      passed: true,
      advice:
        "No variables. If buyers should adapt parts of the prompt (a topic, an audience, a tone), write them in brackets: [TOPIC], [AUDIENCE, e.g. busy parents], [TONE, friendly].",
    };
  }
  return { passed: true, advice: `Variables: ${names.join(", ")}. Each becomes a field buyers fill in.` };
}
