import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import type { FormEvent, KeyboardEvent, ReactNode } from "react";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { nonEmptyParams, SORT_LABELS, SORTS, STATUS_FILTERS, type Sort } from "~/schemas/catalogue-filters";
import { PROMPT_STATUS_LABELS } from "~/schemas/prompt-status";
import { SearchIcon } from "../icons";
import { PriceRange } from "./price-range";

type Option = { id: string; name: string };

/**
 * Search and filters for any prompt grid. One GET form: every choice lives in the URL,
 * so results can be shared and everything works without JavaScript. Empty fields are left out of
 * the URL: here before navigating, and without JavaScript by the loader's redirect.
 */
export function CatalogueToolbar({
  query,
  categories,
  models,
  showStatus,
  hidden,
  children,
}: {
  query: CatalogueQuery;
  categories: Option[];
  models: Option[];
  showStatus?: boolean;
  /** Extra query values to keep (e.g. the active tab). */
  hidden?: Record<string, string>;
  children?: ReactNode;
}) {
  const { pathname, search, key: navigation } = useLocation();
  const params = new URLSearchParams(search);
  const filtered = query.minPrice !== undefined || query.maxPrice !== undefined || query.category || query.model || query.status;
  const sorts = sortOptions(query);
  const submit = useSubmit();
  const submitNonEmpty = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(nonEmptyParams(new FormData(event.currentTarget)), { method: "get", action: pathname });
  };
  return (
    <Form
      method="get"
      onSubmit={submitNonEmpty}
      className="relative flex flex-col gap-3 sm:flex-row sm:items-end"
      role="search"
      aria-label="Search and filter prompts"
    >
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex-1">
        <label htmlFor="catalogue-q" className="label">
          Search Prompts
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-gray-500" />
          <input
            id="catalogue-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ""}
            placeholder="Search Prompts"
            className="input pl-10"
          />
        </div>
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className="btn-primary">
          Search
        </button>
        {/* Each navigation (Apply, Reset, a page link) starts a fresh, closed panel holding the URL's
            values, as a page load does without JavaScript; a refused price range opens it on the message. */}
        {/* The <details> is the popover and its <summary> the control; Escape, pressed anywhere in it, closes it. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <details key={navigation} open={query.priceError ? true : undefined} onKeyDown={closeOnEscape} className="sm:relative">
          <summary className="btn-secondary cursor-pointer list-none">Filters{filtered ? " •" : ""}</summary>
          {/* On a phone the panel spans the toolbar (the form is its anchor); from sm up it hangs below the button. */}
          <div className="absolute left-0 right-0 z-30 mt-2 space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-xl sm:left-auto sm:w-80">
            <div className="flex items-center justify-between">
              <h2 className="text-base font-semibold">Filter Prompts</h2>
              <Link to={pathname + hiddenQuery(hidden)} className="text-sm font-medium text-brand-700 underline">
                Reset
              </Link>
            </div>
            <PriceRange
              min={typedPrice(params.get("minPrice"), query.minPrice)}
              max={typedPrice(params.get("maxPrice"), query.maxPrice)}
              error={query.priceError}
            />
            <OptionSelect name="category" label="Category" all="All categories" options={categories} value={query.category} />
            <OptionSelect name="model" label="Model" all="All models" options={models} value={query.model} />
            {showStatus ? (
              <OptionSelect
                name="status"
                label="Status"
                all="All"
                allValue="all"
                options={STATUS_FILTERS.map((status) => ({ id: status, name: PROMPT_STATUS_LABELS[status] }))}
                value={query.status}
              />
            ) : null}
            <div>
              <label htmlFor="catalogue-sort" className="label">
                Sort by
              </label>
              <select id="catalogue-sort" name="sort" defaultValue={sorts.selected} className="input">
                {sorts.options.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary w-full">
              Apply Filters
            </button>
          </div>
        </details>
        {children}
      </div>
    </Form>
  );
}

/** Escape closes the open panel (a popover is expected to) and leaves the focus on its button. */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  const panel = event.currentTarget;
  if (event.key !== "Escape" || !panel.open) return;
  panel.open = false;
  panel.querySelector("summary")?.focus();
}

/** One filter's select: "All …" first, then the options; the URL's value is selected. */
function OptionSelect(props: { name: string; label: string; all: string; allValue?: string; options: Option[]; value?: string }) {
  const { name, label, all, allValue = "", options, value } = props;
  return (
    <div>
      <label htmlFor={`catalogue-${name}`} className="label">
        {label}
      </label>
      <select id={`catalogue-${name}`} name={name} defaultValue={value ?? allValue} className="input">
        <option value={allValue}>{all}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function hiddenQuery(hidden?: Record<string, string>): string {
  const params = new URLSearchParams(hidden);
  return params.size ? `?${params}` : "";
}

/**
 * Each sort once. The default one (Best match for a search, otherwise Newest) is sent empty, so a
 * search typed into a browsing page is still ranked by relevance.
 */
function sortOptions(query: CatalogueQuery) {
  const byDefault: Sort = query.q ? "relevance" : "newest";
  const others = SORTS.filter((sort) => sort !== "relevance" && sort !== byDefault);
  const options = [{ value: "", label: SORT_LABELS[byDefault] }, ...others.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))];
  // Without a search, relevance is newest.
  const selected = query.sort && others.includes(query.sort) ? query.sort : "";
  return { options, selected };
}

/** A price as it was typed ("12.50" stays "12.50"), when the URL's text is the value the filter uses. */
function typedPrice(text: string | null, value: number | undefined): string {
  if (value === undefined) return "";
  return text !== null && Number(text) === value ? text.trim() : String(value);
}
