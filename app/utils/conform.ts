import { parseWithZod as parseWithConform } from "@conform-to/zod";

export { getZodConstraint } from "@conform-to/zod";

/** Far deeper than any of our forms (`payoutDetails[bankName]` is 1 level). */
const MAX_NAME_DEPTH = 16;

const depth = (name: string) => name.match(/[.[]/g)?.length ?? 0;

/** Drops fields whose names nest deeper than any form has: no schema reads them. */
function withoutDeepNames(payload: FormData | URLSearchParams): FormData | URLSearchParams {
  if (![...payload.keys()].some((name) => depth(name) > MAX_NAME_DEPTH)) return payload;
  if (payload instanceof URLSearchParams) {
    return new URLSearchParams([...payload].filter(([name]) => depth(name) <= MAX_NAME_DEPTH));
  }
  const kept = new FormData();
  for (const [name, value] of payload) if (depth(name) <= MAX_NAME_DEPTH) kept.append(name, value);
  return kept;
}

/**
 * Conform's `parseWithZod`, safe against a field named `[0][0]…` thousands of levels deep: Conform
 * recurses once per level, and such a name overflowed the stack (a 500 on every form).
 */
export const parseWithZod = ((payload: FormData | URLSearchParams, options: Parameters<typeof parseWithConform>[1]) =>
  parseWithConform(withoutDeepNames(payload), options)) as typeof parseWithConform;
