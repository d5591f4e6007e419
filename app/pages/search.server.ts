import type { PromptHit } from "~/components/search/search-results";
import type { PromptCard } from "~/models/catalogue.server";
import { parseSearch } from "~/schemas/search";

/** The words of a search page's URL (?q=). */
export const searchWords = (request: Request) => parseSearch(new URL(request.url).searchParams);

/** Only what a result shows goes to the browser (never content or e-mails). */
export function toPromptHit({ id, title, categoryName, storeName, priceCents }: PromptCard): PromptHit {
  return { id, title, categoryName, storeName, priceCents };
}
