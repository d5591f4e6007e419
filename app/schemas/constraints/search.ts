/** The top bar's search box takes this many characters (the browser enforces it, without Zod). */
export const SEARCH_MAX_LENGTH = 100;
