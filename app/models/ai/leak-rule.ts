/**
 * The leak rule of live preview (CONTRACT 13, docs/decisions/0313): an output that repeats
 * LEAK_RUN_WORDS or more consecutive words of the prompt as it was sent is withheld from anyone but
 * the prompt's vendor. Pure: words are compared after normalising case, accents' forms and
 * punctuation, so "Write, THREE subject-lines!" repeats "write three subject lines".
 */

export const LEAK_RUN_WORDS = 12;
export const WITHHELD_NOTE = "This output repeated the prompt and was withheld.";

/** Lower-case words of letters, marks and digits (NFKC); apostrophes inside a word are dropped, any other character separates. */
export function normaliseWords(text: string): string[] {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/(?<=[\p{L}\p{N}])['’](?=[\p{L}\p{N}])/gu, "")
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

function runs(words: string[], size: number): Set<string> {
  const found = new Set<string>();
  for (let start = 0; start + size <= words.length; start++) found.add(words.slice(start, start + size).join(" "));
  return found;
}

/**
 * Whether `output` repeats `size` consecutive words of `sent` (the filled-in prompt). Runs made
 * only of the caller's own values (`ownText`: what they typed into the variables) are theirs to
 * see again and do not count.
 */
export function repeatsPrompt(output: string, sent: string, ownText: readonly string[] = [], size = LEAK_RUN_WORDS): boolean {
  const own = new Set(ownText.flatMap((text) => [...runs(normaliseWords(text), size)]));
  const protectedRuns = [...runs(normaliseWords(sent), size)].filter((run) => !own.has(run));
  if (protectedRuns.length === 0) return false;
  const guarded = new Set(protectedRuns);
  const words = normaliseWords(output);
  for (let start = 0; start + size <= words.length; start++) {
    if (guarded.has(words.slice(start, start + size).join(" "))) return true;
  }
  return false;
}
