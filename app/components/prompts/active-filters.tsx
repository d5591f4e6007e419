import { Link, useLocation } from "@remix-run/react";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { PROMPT_STATUS_LABELS } from "~/schemas/prompt-status";
import { formatUsd } from "~/utils/format";

type Option = { id: string; name: string };
type Chip = { param: string; label: string };

/**
 * Each filter the query applies, as the words a chip shows. The search is not one: the search box
 * above shows it, and a link named like the cards' titles would stand before them.
 */
function chipsOf(query: CatalogueQuery, categories: Option[], models: Option[]): Chip[] {
  const nameOf = (options: Option[], id: string) => options.find((option) => option.id === id)?.name ?? id;
  const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));
  const chips: (Chip | false)[] = [
    Boolean(query.category) && { param: "category", label: `Category: ${nameOf(categories, query.category!)}` },
    Boolean(query.model) && { param: "model", label: `Model: ${nameOf(models, query.model!)}` },
    query.minPrice !== undefined && { param: "minPrice", label: `Min price: ${usd(query.minPrice)}` },
    query.maxPrice !== undefined && { param: "maxPrice", label: `Max price: ${usd(query.maxPrice)}` },
    Boolean(query.status) && query.status !== "all" && { param: "status", label: `Status: ${statusLabel(query.status!)}` },
  ];
  return chips.filter((chip): chip is Chip => chip !== false);
}

const statusLabel = (status: NonNullable<CatalogueQuery["status"]>) =>
  (PROMPT_STATUS_LABELS as Record<string, string | undefined>)[status] ?? status[0]!.toUpperCase() + status.slice(1);

/** This URL without one parameter, back on the first page. */
function without(pathname: string, search: string, param: string): string {
  const params = new URLSearchParams(search);
  params.delete(param);
  params.delete("page");
  return params.size ? `${pathname}?${params}` : pathname;
}

/**
 * The filters in force, each a chip whose link removes it, and "Clear all" (back to the list with
 * only `hidden`'s values, as the panel's Reset, so the search too). Plain links: nothing here needs
 * JavaScript. `always`: "Clear all" even for a search alone (an empty result).
 */
export function ActiveFilters(props: { query: CatalogueQuery; categories: Option[]; models: Option[]; hidden?: Record<string, string>; always?: boolean }) {
  const { query, categories, models, hidden, always = false } = props;
  const { pathname, search } = useLocation();
  const chips = chipsOf(query, categories, models);
  if (!chips.length && !always) return null;
  const cleared = new URLSearchParams(hidden);
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map(({ param, label }) => (
        <li key={param}>
          <Link
            to={without(pathname, search, param)}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-100"
          >
            {/* Words, not an aria-label: the visible words stay in the link's name. */}
            <span className="sr-only">Remove filter </span>
            {label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={cleared.size ? `${pathname}?${cleared}` : pathname} className="text-sm font-semibold text-brand-700 underline">
          Clear all
        </Link>
      </li>
    </ul>
  );
}
