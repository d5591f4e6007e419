import { Form, Link, useLocation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CatalogueQuery } from "~/schemas/catalogue";
import { PRICE_FILTER, SORT_LABELS, SORTS, STATUS_FILTER_LABELS, STATUS_FILTERS } from "~/schemas/catalogue-filters";
import { SearchIcon } from "../icons";

type Option = { id: string; name: string };

/**
 * Search and filters for any prompt grid. One GET form: every choice lives in the URL,
 * so results can be shared and everything works without JavaScript.
 */
export function CatalogueToolbar({
  query,
  categories,
  showStatus,
  hidden,
  children,
}: {
  query: CatalogueQuery;
  categories: Option[];
  showStatus?: boolean;
  /** Extra query values to keep (e.g. the active tab). */
  hidden?: Record<string, string>;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const filtered = query.minPrice !== undefined || query.maxPrice !== undefined || query.category || query.status;
  return (
    <Form method="get" className="flex flex-col gap-3 sm:flex-row sm:items-end" role="search">
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
        <details className="relative">
          <summary className="btn-secondary cursor-pointer list-none">Filters{filtered ? " •" : ""}</summary>
          <div className="absolute right-0 z-30 mt-2 w-80 max-w-[90vw] space-y-4 rounded-2xl border border-gray-200 bg-white p-5 shadow-xl">
            <div className="flex items-center justify-between">
              <h2 className="text-base font-semibold">Filter Prompts</h2>
              <Link to={pathname + hiddenQuery(hidden)} className="text-sm font-medium text-brand-700 underline">
                Reset
              </Link>
            </div>
            <PriceRange min={query.minPrice} max={query.maxPrice} />
            <div>
              <label htmlFor="catalogue-category" className="label">
                Category
              </label>
              <select id="catalogue-category" name="category" defaultValue={query.category ?? ""} className="input">
                <option value="">All categories</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
              </select>
            </div>
            {showStatus ? (
              <div>
                <label htmlFor="catalogue-status" className="label">
                  Status
                </label>
                <select id="catalogue-status" name="status" defaultValue={query.status ?? "all"} className="input">
                  <option value="all">All</option>
                  {STATUS_FILTERS.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_FILTER_LABELS[status] ?? status}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
            <div>
              <label htmlFor="catalogue-sort" className="label">
                Sort by
              </label>
              <select id="catalogue-sort" name="sort" defaultValue={query.sort ?? ""} className="input">
                <option value="">{query.q ? SORT_LABELS.relevance : SORT_LABELS.newest}</option>
                {SORTS.filter((sort) => sort !== "relevance").map((sort) => (
                  <option key={sort} value={sort}>
                    {SORT_LABELS[sort]}
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

function hiddenQuery(hidden?: Record<string, string>): string {
  const params = new URLSearchParams(hidden);
  return params.size ? `?${params}` : "";
}

/**
 * "Min price" and "Max price" number fields; with JavaScript, a two-thumb slider drives them
 * (0 to 1000, step 10, at least 50 apart, starting at 0 to 500). Prices filter only once set:
 * an untouched range sends nothing, so a plain search is never limited to 500.
 */
function PriceRange({ min, max }: { min?: number; max?: number }) {
  const hydrated = useHydrated();
  const [range, setRange] = useState({
    min: min ?? PRICE_FILTER.defaultMin,
    max: max ?? PRICE_FILTER.defaultMax,
  });
  const [active, setActive] = useState(min !== undefined || max !== undefined);
  const update = (edge: "min" | "max", value: number) => {
    setActive(true);
    setRange((current) => {
      const next = { ...current, [edge]: value };
      return next.max - next.min >= PRICE_FILTER.gap ? next : current;
    });
  };
  const controlled = (edge: "min" | "max") =>
    hydrated
      ? { value: active ? range[edge] : "", onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(edge, Number(e.target.value)) }
      : { defaultValue: edge === "min" ? min : max };

  return (
    <fieldset>
      <legend className="label">Price (USD)</legend>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="catalogue-min" className="text-xs text-gray-700">
            Min price
          </label>
          <input
            id="catalogue-min"
            name="minPrice"
            type="number"
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            {...controlled("min")}
            placeholder={String(PRICE_FILTER.defaultMin)}
            className="input"
          />
        </div>
        <div>
          <label htmlFor="catalogue-max" className="text-xs text-gray-700">
            Max price
          </label>
          <input
            id="catalogue-max"
            name="maxPrice"
            type="number"
            min={PRICE_FILTER.min}
            max={PRICE_FILTER.max}
            step={PRICE_FILTER.step}
            {...controlled("max")}
            placeholder={String(PRICE_FILTER.max)}
            className="input"
          />
        </div>
      </div>
      {hydrated ? (
        <div className="mt-3 space-y-1" aria-hidden="true">
          {(["min", "max"] as const).map((edge) => (
            <input
              key={edge}
              type="range"
              tabIndex={-1}
              min={PRICE_FILTER.min}
              max={PRICE_FILTER.max}
              step={PRICE_FILTER.step}
              value={range[edge]}
              onChange={(e) => update(edge, Number(e.target.value))}
              className="w-full accent-brand-700"
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
