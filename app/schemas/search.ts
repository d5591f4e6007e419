import { z } from "zod";
import { SEARCH_MAX_LENGTH, searchableText } from "./constraints/search";

/** The top bar's "Search Anything" form (GET ?q=): trimmed, and cut rather than refused when too long. */
export const SearchSchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((q) => searchableText(q).trim().slice(0, SEARCH_MAX_LENGTH)),
});

export function parseSearch(params: URLSearchParams): string {
  return SearchSchema.parse({ q: params.get("q") ?? "" }).q;
}
