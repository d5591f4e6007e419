import { findSlots } from "../template-variables";

/**
 * A prompt cut into what the structure cues read (decision 0311). Pure, for the browser too.
 * Slots are reduced to their name (`[PLACE, e.g. a village]` reads `[PLACE]`) so a variable's
 * hint never counts as an example or a limit; markdown bold and list markers are dropped.
 */
export type PromptLine = {
  /** The line without list marker, heading marks and bold, trimmed. */
  text: string;
  /** A markdown heading, or a line that is bold as a whole. */
  heading: boolean;
  /** A list item: `-`, `*`, `•`, `1.`, `1)`. */
  item: boolean;
};

export type PromptText = { lines: PromptLine[]; sentences: string[] };

const ITEM = /^\s*(?:[-*•+]|\d{1,3}[.)]|\(\d{1,3}\))\s+/u;
const HEADING = /^\s*#{1,6}\s*/u;
const WHOLLY_BOLD = /^\s*\*\*[^*]+\*\*:?\s*$/u;
const QUOTE = /^\s*>\s*/u;
const SENTENCE_END = /(?<=[.!?;:])\s+/u;
/** Words that lead into an instruction without changing it: "Then write", "Please list", "1) First, explain". */
const LEAD_IN = /^(?:["“«'(]+|(?:then|now|next|first|second|third|finally|lastly|also|and|please|kindly|afterwards|after that|step \d+)\b[,:]?\s+)+/iu;

/** The content with every slot reduced to `[NAME]` (text in brackets to `[…]`). */
export function withoutHints(content: string): string {
  let out = "";
  let from = 0;
  for (const slot of findSlots(content)) {
    out += content.slice(from, slot.index) + (slot.variable ? `[${slot.variable.name}]` : "[…]");
    from = slot.index + slot.text.length;
  }
  return out + content.slice(from);
}

function readLine(raw: string): PromptLine {
  const heading = HEADING.test(raw) || WHOLLY_BOLD.test(raw);
  const item = ITEM.test(raw);
  const text = raw.replace(QUOTE, "").replace(HEADING, "").replace(ITEM, "").replace(/\*+/gu, "").trim();
  return { text, heading, item };
}

export function readPrompt(content: string): PromptText {
  const lines = withoutHints(content).split(/\r?\n/u).map(readLine);
  const sentences = lines
    .flatMap((line) => line.text.split(SENTENCE_END))
    .map((sentence) => sentence.replace(LEAD_IN, "").trim())
    .filter(Boolean);
  return { lines, sentences };
}

/** Up to three words may follow the label word before its colon: "Target audience:", "Examples of good posts:". */
const LABEL_TAIL = String.raw`(?:\s+[\p{L}'’()/&-]+){0,3}`;

/**
 * A matcher for lines that label a part of the prompt with one of `words` (a regex alternation):
 * `Words: ...` on any line, `## Words of ...` as a heading, or the bare word alone on its line.
 */
export function labelMatcher(words: string): (line: PromptLine) => boolean {
  const colon = new RegExp(String.raw`^(?:${words})${LABEL_TAIL}\s*:`, "iu");
  const heading = new RegExp(String.raw`^(?:${words})${LABEL_TAIL}\s*:?$`, "iu");
  const bare = new RegExp(String.raw`^(?:${words})\s*:?$`, "iu");
  return (line) => colon.test(line.text) || (line.heading ? heading : bare).test(line.text);
}

/** A short quote of what a cue found, for the check's advice. */
export function quote(text: string): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  return flat.length > 60 ? `“${flat.slice(0, 57).trimEnd()}…”` : `“${flat}”`;
}
