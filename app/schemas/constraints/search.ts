/** The top bar's search box takes this many characters (the browser enforces it, without Zod). */
export const SEARCH_MAX_LENGTH = 100;

/**
 * Search text as words only: control characters (a NUL ends an FTS5 string early) and lone
 * surrogate halves become spaces, so every search string is safe wherever it is matched.
 */
export function searchableText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cs}]/gu, " ");
}
