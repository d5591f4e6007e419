/**
 * The leak rule of live preview (CONTRACT 17, docs/decisions/0348, which supersedes 0313's 12-word
 * rule): an answer that gives back the prompt's own text, word for word or disguised, is withheld
 * from anyone but the prompt's vendor. The caller's own typed values are not the prompt's text.
 *
 * Both texts are compared as skeletons (after Unicode TS #39): NFKC, format characters and marks
 * removed, look-alike letters of other scripts and leetspeak folded to one Latin letter, lower
 * case. The answer is read with every encoding in it decoded (HTML entities and tags, URL, \u and
 * \x escapes, base64 and hex runs), and that also in ROT13; each reading as written, in reversed
 * word order, spelt backwards and with each word spelt backwards. A reading gives the prompt back
 * when it holds enough of the prompt's words in order (an alignment that forgives changed words
 * and a little junk between them): most of a short prompt, 40% of one of 12 words or more, never
 * more than 12 words' worth; or enough of its letters in order once every separator is gone
 * (letters spaced out, words run together, junk inside words): 90% of them, never more than 60.
 * Pure, no imports.
 */

export const WITHHELD_NOTE = "This output repeated the prompt and was withheld.";

/** Whether `output` gives back `sent` (the prompt as filled in); the caller's own values (`ownText`) do not count. */
export function repeatsPrompt(output: string, sent: string, ownText: readonly string[] = []): boolean {
  const prompt = guardedPrompt(sent, ownText);
  if (prompt === null) return false;
  return readings(output, prompt.latin).some((text) => givesBack(prompt, skeletonWords(text)));
}

// ---------------------------------------------------------------------------------------------
// How much is enough

/** A protected part under 3 words cannot be told apart from an answer that names it; under 8 letters, not by its letters. */
const MIN_WORDS = 3;
const MIN_LETTERS = 8;
/** A long prompt is given back by 12 words' (60 letters') worth of it in order, as 0313's run of 12 was. */
const MAX_WORDS_NEEDED = 12;
const MAX_LETTERS_NEEDED = 60;
/**
 * Letters spaced out or run together come back whole, so the letter level asks for 90% of a
 * prompt's letters (or 60): a long word or two of a short prompt that an answer names are not enough.
 */
const LETTER_SHARE = 0.9;

/** The share of the prompt that must come back in order: 0.85 of 3 words, 0.6 of 8, 0.4 from 12 words on. */
export function shareNeeded(words: number): number {
  return 0.4 + 0.45 * Math.min(1, Math.max(0, (12 - words) / 9));
}

// ---------------------------------------------------------------------------------------------
// Skeletons

/**
 * Letters that look like Latin ones (the common entries of TS #39's confusables: Cyrillic, Greek,
 * Armenian, small capitals, Latin extras), then leetspeak and the i/l/1/| family as one letter.
 * Upper case apart, as Greek Η looks like H but η like n. Each entry: a character, then its letters.
 */
const LOOK_ALIKES = new Map(
  [
    "Аa Вb Еe Ѕs Іi Јj Кk Мm Нh Оo Рp Сc Тt Хx Уy Үy Ԛq Ԝw Ӏi Ьb",
    "аa вb еe ѕs іi јj кk мm нh оo рp сc тt хx уy үy ԛq ԝw ӏi ьb һh ԁd гr пn",
    "Αa Βb Εe Ζz Ηh Ιi Κk Μm Νn Οo Ρp Τt Υy Χx αa βb γy εe ηn ιi κk νv οo ρp τt υu χx ωw ϲc",
    "օo սu հh ոn",
    "ᴀa ʙb ᴄc ᴅd ᴇe ꜰf ɢg ʜh ɪi ᴊj ᴋk ʟi ᴍm ɴn ᴏo ᴘp ʀr ꜱs ᴛt ᴜu ᴠv ᴡw ʏy ᴢz",
    "ıi ɩi ɑa ɡg ʋu ŀi łi đd ðd ħh ŧt ƀb øo ßss æae œoe þth",
    "0o 1i 2z 3e 4a 5s 6g 7t 8b 9g @a $s |i li",
  ]
    .join(" ")
    .split(" ")
    .map((entry): [string, string] => {
      const [char = "", ...letters] = Array.from(entry);
      return [char, letters.join("")];
    }),
);
const FOLDABLE = new RegExp(`[${[...LOOK_ALIKES.keys()].join("").replace(/[\\\]^[-]/g, "\\$&")}]`, "gu");
const MARKS_AND_FORMAT = /[\p{M}\p{Cf}\u115F\u1160\u3164\uFFA0]/gu;
/** Scripts written without spaces: each of their letters is a word. */
const UNSPACED_LETTER = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/gu;
const IS_UNSPACED_LETTER = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]$/u;
const IN_WORD_APOSTROPHE = /(?<=[\p{L}\p{N}])['’ʼ](?=[\p{L}\p{N}])/gu;

function fold(text: string): string {
  return text.replace(FOLDABLE, (char) => LOOK_ALIKES.get(char) ?? char);
}

function skeleton(text: string): string {
  const bare = text.normalize("NFKC").normalize("NFD").replace(MARKS_AND_FORMAT, "");
  // Lower-casing can bring a mark back (İ → i̇) and turn a capital into a look-alike, hence the second round.
  return fold(fold(bare).toLowerCase()).replace(MARKS_AND_FORMAT, "");
}

/** The words of `text` as skeletons: "Ｗr1te, ТНRЕЕ sub­jéct-lines" → write three subject iines. */
export function skeletonWords(text: string): string[] {
  return skeleton(text).replace(IN_WORD_APOSTROPHE, "").replace(UNSPACED_LETTER, " $& ").match(/[\p{L}\p{N}]+/gu) ?? [];
}

const isUnspaced = (word: string) => word.length <= 2 && IS_UNSPACED_LETTER.test(word);
/** What a word of the prompt weighs in its share: a letter of an unspaced script is about half a word. */
const wordWeight = (word: string) => (isUnspaced(word) ? 0.5 : 1);
/** What a word weighs when it stands between the prompt's words: a lone letter (a suffix, a number) is junk, a third of a word. */
const junkWeight = (word: string) => (isUnspaced(word) ? 0.5 : word.length === 1 ? 1 / 3 : 1);

// ---------------------------------------------------------------------------------------------
// The prompt as protected: its words and letters, without the caller's own values

type GuardedPrompt = {
  words: string[];
  /** Each word's weight; 0 for a word of the caller's own values. */
  weight: number[];
  weightBefore: Float64Array;
  /** The earliest place a step to each place may come from: MAX_WORD_GAP of the prompt's own words skipped at most. */
  earliestBefore: Int32Array;
  /** Where each word stands in the prompt. */
  at: Map<string, number[]>;
  wordsNeeded: number;
  letters: string;
  letterGuarded: Uint8Array;
  guardedLettersBefore: Float64Array;
  /** Where each run of SHINGLE letters starts. */
  shingles: Map<number, number[]>;
  lettersNeeded: number;
  /** The caller's values, as words, to be found in the answer too. */
  ownPhrases: string[][];
  /** Mostly in Latin letters (a quarter of its letters or more). */
  latin: boolean;
};

function guardedPrompt(sent: string, ownText: readonly string[]): GuardedPrompt | null {
  const words = skeletonWords(sent);
  const ownPhrases = ownText.map(skeletonWords).filter((phrase) => phrase.length > 0);
  const own = markPhrases(words, ownPhrases);
  const weight = words.map((word, i) => (own[i] ? 0 : wordWeight(word)));
  const weightBefore = prefixSums(weight);
  const total = weightBefore[words.length]!;
  if (total < MIN_WORDS) return null;
  const share = shareNeeded(total);

  const at = new Map<string, number[]>();
  words.forEach((word, i) => (at.get(word) ?? at.set(word, []).get(word)!).push(i));

  const letters = words.join("");
  const letterGuarded = new Uint8Array(letters.length);
  let offset = 0;
  words.forEach((word, i) => {
    letterGuarded.fill(own[i] ? 0 : 1, offset, offset + word.length);
    offset += word.length;
  });
  const guardedLettersBefore = prefixSums(letterGuarded);
  const guardedLetters = guardedLettersBefore[letters.length]!;
  return {
    words,
    weight,
    weightBefore,
    earliestBefore: earliestBefore(weight),
    at,
    wordsNeeded: Math.min(MAX_WORDS_NEEDED, share * total),
    letters,
    letterGuarded,
    guardedLettersBefore,
    shingles: shinglesOf(letters),
    lettersNeeded: guardedLetters < MIN_LETTERS ? Infinity : Math.min(MAX_LETTERS_NEEDED, LETTER_SHARE * guardedLetters),
    ownPhrases,
    latin: (sent.normalize("NFD").match(/[a-z]/gi)?.length ?? 0) * 4 >= (sent.match(/\p{L}/gu)?.length ?? 0),
  };
}

function earliestBefore(weight: readonly number[]): Int32Array {
  const guardedBefore = prefixSums(weight.map((value) => (value > 0 ? 1 : 0)));
  const earliest = new Int32Array(weight.length);
  let from = 0;
  for (let i = 0; i < weight.length; i++) {
    while (guardedBefore[i]! - guardedBefore[from + 1]! > MAX_WORD_GAP) from++;
    earliest[i] = from;
  }
  return earliest;
}

/** Which words belong to an occurrence of one of `phrases`. */
function markPhrases(words: readonly string[], phrases: readonly string[][]): Uint8Array {
  const marked = new Uint8Array(words.length);
  for (const phrase of phrases) {
    for (let start = 0; start + phrase.length <= words.length; start++) {
      if (phrase.every((word, k) => words[start + k] === word)) marked.fill(1, start, start + phrase.length);
    }
  }
  return marked;
}

function prefixSums(values: ArrayLike<number>): Float64Array {
  const sums = new Float64Array(values.length + 1);
  for (let i = 0; i < values.length; i++) sums[i + 1] = sums[i]! + values[i]!;
  return sums;
}

// ---------------------------------------------------------------------------------------------
// Readings of the answer: decoded, and in ROT13

/**
 * The answer with every encoding in it decoded (decoding leaves plain text as it is), and that in
 * ROT13 when the prompt is mostly in Latin letters, the only ones ROT13 changes.
 */
function readings(output: string, latin: boolean): string[] {
  const decoded = decodeAll(output);
  // NFKC first, so that ROT13 in full-width letters is turned back too.
  return latin ? [decoded, rot13(decoded.normalize("NFKC"))] : [decoded];
}

/** Every encoding decoded, three rounds at most (an encoding inside another). */
function decodeAll(text: string): string {
  let decoded = text;
  for (let round = 0; round < 3; round++) {
    const next = decodeRuns(decodeEscapes(decoded));
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", shy: "", zwj: "", zwnj: "", szlig: "ss", aelig: "ae", oelig: "oe" };
const ACCENTED_ENTITY = /^([a-z])(?:acute|grave|circ|uml|tilde|cedil|ring|slash|caron|macr|dot|ogon|breve)$/i;

function fromCode(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

function decodeEscapes(text: string): string {
  return text
    .replace(/&#(x[0-9a-f]{1,6}|[0-9]{1,7});?/gi, (whole, code: string) => fromCode(code[0] === "x" || code[0] === "X" ? parseInt(code.slice(1), 16) : Number(code)) ?? whole)
    .replace(/&([a-z][a-z0-9]{1,31});/gi, (whole, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? ACCENTED_ENTITY.exec(name)?.[1] ?? whole)
    .replace(/\\u\{([0-9a-f]{1,6})\}|\\u([0-9a-f]{4})|\\x([0-9a-f]{2})/gi, (whole, braced?: string, four?: string, two?: string) =>
      braced ? (fromCode(parseInt(braced, 16)) ?? whole) : String.fromCharCode(parseInt(four ?? two ?? "", 16)),
    )
    .replace(/\\[nrt]/g, " ")
    .replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      const bytes = Uint8Array.from(run.slice(1).split("%"), (pair) => parseInt(pair, 16));
      return utf8(bytes) ?? String.fromCharCode(...bytes);
    })
    .replace(/<\/?[a-z][^<>]{0,200}>/gi, " ");
}

const HEX_RUN = /(?<![0-9a-z])(?:(?:0x)?[0-9a-f]{2}[\s,:-]{0,2}){8,}/gi;
// Base64 (and base64url), possibly wrapped over several lines.
const BASE64_RUN = /[A-Za-z0-9+/_-]{12,}={0,2}(?:[ \t]*\r?\n[ \t]*[A-Za-z0-9+/_-]+={0,2})*/g;

function decodeRuns(text: string): string {
  return text
    .replace(HEX_RUN, (run) => {
      const digits = run.replace(/0x/gi, "").replace(/[^0-9a-f]/gi, "");
      const bytes = Uint8Array.from(digits.slice(0, digits.length - (digits.length % 2)).match(/../g) ?? [], (pair) => parseInt(pair, 16));
      return textOf(bytes) ?? run;
    })
    .replace(BASE64_RUN, base64Lines);
}

/** A run of base64 lines decoded: as many of its first lines as decode together (a line of plain text may follow). */
function base64Lines(run: string): string {
  const lines = run.split("\n").map((line) => line.trim());
  for (let count = lines.length; count > 0; count--) {
    const text = base64Text(lines.slice(0, count).join(""));
    if (text !== undefined) return [text, ...lines.slice(count)].join("\n");
  }
  return run;
}

function base64Text(run: string): string | undefined {
  let digits = run.replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (digits.length % 4 === 1) digits = digits.slice(0, -1);
  try {
    return textOf(Uint8Array.from(atob(digits.padEnd(Math.ceil(digits.length / 4) * 4, "=")), (char) => char.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

function utf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Bytes that decode to text (valid UTF-8, no control characters, mostly letters and digits), or undefined. */
function textOf(bytes: Uint8Array): string | undefined {
  const text = utf8(bytes);
  if (!text || /[^\P{Cc}\t\n\r]|\uFFFD/u.test(text)) return undefined;
  const alphanumeric = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  return alphanumeric >= text.replace(/\s/g, "").length / 2 ? text : undefined;
}

function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (char) => {
    const base = char <= "Z" ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}

// ---------------------------------------------------------------------------------------------
// Word level: the prompt's words in order, some changed, a little junk between them

/**
 * What the words one step of an alignment skips cost. A changed word (one of the prompt's against
 * one of the answer's) costs little, up to `cheapChanges` in a step: most words kept with some
 * changed is still the prompt. Beyond that a change costs what a dropped word does, so that
 * common words far apart do not chain up; inserted text costs most.
 */
type StepCosts = { changed: number; cheapChanges: number; dropped: number; inserted: number };
const WORD_COST: StepCosts = { changed: 0.1, cheapChanges: 2, dropped: 0.25, inserted: 0.5 };
/** Words (of the prompt, of the answer) one step of an alignment may skip. */
const MAX_WORD_GAP = 8;
/** A word that pairs more often than this (the "the" of a long prompt in a long answer) is not used: it says little and costs much. */
const MAX_PAIRS_PER_WORD = 100;

/** A word spelt backwards (by code points, so a letter outside the BMP stays whole). */
function reversed(word: string): string {
  if (/[\uD800-\uDFFF]/.test(word)) return Array.from(word).reverse().join("");
  let backwards = "";
  for (let k = word.length - 1; k >= 0; k--) backwards += word[k];
  return backwards;
}

/**
 * Whether the answer's `words` give the prompt back as written, in reversed word order, spelt
 * backwards, or with each word spelt backwards. Letters are compared as written and spelt
 * backwards only: reversing the order of words keeps each word's letters apart anyway.
 */
function givesBack(prompt: GuardedPrompt, words: string[]): boolean {
  const backwards = [...words].reverse();
  if (givesBackIn(prompt, words, "all", true) || givesBackIn(prompt, backwards, "all", false)) return true;
  // Spelt backwards, a word of one letter (a letter of Japanese or Chinese) is what it was: only longer ones are new.
  const spelt = backwards.map(reversed);
  return givesBackIn(prompt, spelt, "longer", true) || givesBackIn(prompt, spelt.reverse(), "longer", false);
}

type WordsCompared = "all" | "longer";

function givesBackIn(prompt: GuardedPrompt, view: string[], words: WordsCompared, letters: boolean): boolean {
  const own = markPhrases(view, prompt.ownPhrases);
  return wordsInOrder(prompt, view, own, words) >= prompt.wordsNeeded || (letters && lettersInOrder(prompt, view, own) >= prompt.lettersNeeded);
}

type WordHit = { at: number[]; gain: number };

/** The prompt's places of an answer's word: the same word, or (for 4 letters or more) one with a letter or two added before or after. */
function findWord(prompt: GuardedPrompt, word: string): WordHit | null {
  const exact = prompt.at.get(word);
  if (exact) return { at: exact, gain: 1 };
  for (const cut of [1, 2]) {
    if (word.length - cut < 4) break;
    const at = prompt.at.get(word.slice(0, -cut)) ?? prompt.at.get(word.slice(cut));
    if (at) return { at, gain: 1 - 0.1 * cut };
  }
  return null;
}

/**
 * The best in-order alignment of the prompt's words within `view`, in words' worth: each word
 * matched counts its weight, and each step from one match to the next pays for the words it
 * skips (WORD_COST), the caller's own words free. A step skips at most MAX_WORD_GAP words on
 * either side, so each match looks back at a few earlier ones only: near-linear in the matches.
 */
function wordsInOrder(prompt: GuardedPrompt, view: string[], own: Uint8Array, compared: WordsCompared): number {
  const hits = new Map<string, WordHit | null>();
  const times = new Map<WordHit, number>();
  const hitAt = view.map((word) => {
    if (compared === "longer" && word.length < 2) return null;
    let hit = hits.get(word);
    if (hit === undefined) hits.set(word, (hit = findWord(prompt, word)));
    if (hit) times.set(hit, (times.get(hit) ?? 0) + 1);
    return hit;
  });
  // The matches, grouped by the answer's word: those of view[j] are first[j] .. first[j + 1] - 1, prompt places ascending.
  const first = new Int32Array(view.length + 1);
  const mi: number[] = [];
  const gain: number[] = [];
  const bestGain = new Float64Array(prompt.words.length);
  hitAt.forEach((hit, j) => {
    first[j] = mi.length;
    if (!hit || hit.at.length * times.get(hit)! > MAX_PAIRS_PER_WORD) return;
    for (const i of hit.at) {
      const value = own[j] ? 0 : prompt.weight[i]! * hit.gain;
      mi.push(i);
      gain.push(value);
      bestGain[i] = Math.max(bestGain[i]!, value);
    }
  });
  first[view.length] = mi.length;
  if (bestGain.reduce((sum, value) => sum + value, 0) < prompt.wordsNeeded) return 0;

  const junkBefore = prefixSums(view.map((word, j) => (own[j] ? 0 : junkWeight(word))));
  const countBefore = prefixSums(Array.from(own, (isOwn) => 1 - isOwn));
  const score = new Float64Array(mi.length);
  let best = 0;
  for (let j = 0; j < view.length; j++) {
    for (let k = first[j]!; k < first[j + 1]!; k++) {
      const i = mi[k]!;
      let before = 0;
      for (let pj = j - 1; pj >= 0 && countBefore[j]! - countBefore[pj + 1]! <= MAX_WORD_GAP; pj--) {
        for (let q = lastBelow(mi, first[pj]!, first[pj + 1]!, i); q >= first[pj]! && mi[q]! >= prompt.earliestBefore[i]!; q--) {
          const pi = mi[q]!;
          const skipped = stepCost(prompt.weightBefore[i]! - prompt.weightBefore[pi + 1]!, junkBefore[j]! - junkBefore[pj + 1]!, WORD_COST);
          before = Math.max(before, score[q]! - skipped);
        }
      }
      score[k] = gain[k]! + before;
      best = Math.max(best, score[k]!);
    }
    if (best >= prompt.wordsNeeded) break;
  }
  return best;
}

/** The last index in `sorted[from, to)` whose value is below `limit` (from - 1 when none is). */
function lastBelow(sorted: readonly number[], from: number, to: number, limit: number): number {
  let low = from;
  let high = to;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** What a step skipping `dropped` of the prompt and `inserted` of the answer costs: paired up they are changes. */
function stepCost(dropped: number, inserted: number, cost: StepCosts): number {
  const changed = Math.min(dropped, inserted);
  const cheap = Math.min(changed, cost.cheapChanges);
  return cost.changed * cheap + cost.dropped * (dropped - cheap) + cost.inserted * (inserted - changed);
}

// ---------------------------------------------------------------------------------------------
// Letter level: the prompt's letters in order with every separator gone

/** Letters a seed must share with the prompt; a seed extended both ways is a common stretch. */
const SHINGLE = 8;
/**
 * Stretches chain over a little junk only: the disguises this level is for (letters spaced out,
 * words run together, junk inside words) give the letters back whole; changed words are the word
 * level's. Half a letter per letter skipped, so that an answer filling in a prompt's template
 * ("Sentiment: … Main complaint: …") does not add up its labels.
 */
const LETTER_COST: StepCosts = { changed: 0.5, cheapChanges: 0, dropped: 0.5, inserted: 0.5 };
const MAX_LETTER_GAP = 24;
const MAX_RUN_LOOKBACK = 64;
/** The places of a run of letters the prompt repeats more often are not kept (the extension finds them). */
const MAX_PLACES_PER_SHINGLE = 8;

/** A hash of each run of SHINGLE letters, by where it starts (a rolling hash: one step per letter). */
function shingleHashes(letters: string): Int32Array {
  const hashes = new Int32Array(Math.max(0, letters.length - SHINGLE + 1));
  let power = 1; // HASH_BASE ** (SHINGLE - 1)
  for (let k = 1; k < SHINGLE; k++) power = Math.imul(power, HASH_BASE);
  let hash = 0;
  for (let end = 0; end < letters.length; end++) {
    if (end >= SHINGLE) hash = (hash - Math.imul(letters.charCodeAt(end - SHINGLE), power)) | 0;
    hash = (Math.imul(hash, HASH_BASE) + letters.charCodeAt(end)) | 0;
    if (end >= SHINGLE - 1) hashes[end - SHINGLE + 1] = hash;
  }
  return hashes;
}
const HASH_BASE = 0x01000193;

function shinglesOf(letters: string): Map<number, number[]> {
  const shingles = new Map<number, number[]>();
  shingleHashes(letters).forEach((hash, i) => {
    const places = shingles.get(hash);
    if (!places) shingles.set(hash, [i]);
    else if (places.length < MAX_PLACES_PER_SHINGLE) places.push(i);
  });
  return shingles;
}

function sameShingle(a: string, i: number, b: string, j: number): boolean {
  for (let k = 0; k < SHINGLE; k++) if (a.charCodeAt(i + k) !== b.charCodeAt(j + k)) return false;
  return true;
}

type Run = { i: number; j: number; length: number; gain: number; score: number };

/** The best in-order chain of stretches the answer's letters share with the prompt's, in letters' worth. */
function lettersInOrder(prompt: GuardedPrompt, view: string[], own: Uint8Array): number {
  if (prompt.lettersNeeded === Infinity) return 0;
  const letters = view.join("");
  const ownLetter = new Uint8Array(letters.length);
  if (own.includes(1)) {
    let offset = 0;
    view.forEach((word, j) => {
      ownLetter.fill(own[j]!, offset, offset + word.length);
      offset += word.length;
    });
  }
  // Each seed not inside a stretch found already is extended both ways: a stretch is whole even
  // where the prompt repeats a run of letters more often than MAX_PLACES_PER_SHINGLE.
  const runs: Run[] = [];
  const lastOnDiagonal = new Map<number, Run>();
  const hashes = shingleHashes(letters);
  for (let j = 0; j < hashes.length; j++) {
    for (const i of prompt.shingles.get(hashes[j]!) ?? []) {
      const last = lastOnDiagonal.get(i - j);
      if ((last && last.j + last.length > j) || !sameShingle(prompt.letters, i, letters, j)) continue;
      const floor = last ? last.j + last.length : 0;
      let back = 0;
      while (i - back > 0 && j - back > floor && prompt.letters[i - back - 1] === letters[j - back - 1]) back++;
      let length = back + SHINGLE;
      while (i - back + length < prompt.letters.length && prompt.letters[i - back + length] === letters[j - back + length]) length++;
      const run = { i: i - back, j: j - back, length, gain: 0, score: 0 };
      for (let t = 0; t < length; t++) run.gain += prompt.letterGuarded[run.i + t]! & (1 - ownLetter[run.j + t]!);
      // One stretch may be enough (a prompt that repeats itself makes many long ones: stop early).
      if (run.gain >= prompt.lettersNeeded) return run.gain;
      runs.push(run);
      lastOnDiagonal.set(i - j, run);
    }
  }
  if (runs.length === 0) return 0;
  runs.sort((a, b) => a.j - b.j);
  const ownBefore = prefixSums(Array.from(ownLetter, (isOwn) => 1 - isOwn));
  const guardedBefore = prompt.guardedLettersBefore;
  let best = 0;
  runs.forEach((run, r) => {
    let before = 0;
    for (let q = r - 1; q >= 0 && r - q <= MAX_RUN_LOOKBACK; q--) {
      const previous = runs[q]!;
      const pi = previous.i + previous.length;
      const pj = previous.j + previous.length;
      if (pi > run.i || pj > run.j) continue;
      const dropped = guardedBefore[run.i]! - guardedBefore[pi]!;
      const inserted = ownBefore[run.j]! - ownBefore[pj]!;
      if (dropped > MAX_LETTER_GAP || inserted > MAX_LETTER_GAP) continue;
      before = Math.max(before, previous.score - stepCost(dropped, inserted, LETTER_COST));
    }
    run.score = run.gain + before;
    best = Math.max(best, run.score);
  });
  return best;
}
