import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatUsd } from "~/utils/format";

/** A prompt as a search result shows it. */
export type PromptHit = { id: string; title: string; categoryName: string; storeName: string; priceCents: number };

/** The search page of a role area: what was searched and its groups, or how to search. */
export function SearchPage({ q, children }: { q: string; children: ReactNode }) {
  if (!q) {
    return (
      <div className="space-y-2">
        <h1 className="text-2xl font-bold">Search</h1>
        <p className="text-gray-700">Type a word in the search box at the top of the page.</p>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold break-words">Search results for “{q}”</h1>
      <div className="grid gap-6 xl:grid-cols-2">{children}</div>
    </div>
  );
}

/** One kind of result: its heading, a few results (or `empty`) and a link to its full list. */
export function ResultGroup({
  title,
  empty,
  count,
  more,
  children,
}: {
  title: string;
  empty: string;
  count: number;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `results-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="card min-w-0 space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {count > 0 && more ? (
          <Link to={more.to} className="text-sm font-semibold text-brand-700 hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {count > 0 ? children : <p className="text-sm text-gray-700">{empty}</p>}
    </section>
  );
}

/** The Prompts group: the role's matches, linking to their pages and to the role's full list. */
export function PromptResults({ q, prompts, area }: { q: string; prompts: PromptHit[]; area: "home" | "vendor" | "admin" }) {
  return (
    <ResultGroup
      title="Prompts"
      empty="No prompts match."
      count={prompts.length}
      more={{ to: `/${area}/prompts?${new URLSearchParams({ q })}`, label: "See all prompts" }}
    >
      <PromptHits prompts={prompts} detailPath={`/${area}/prompt`} />
    </ResultGroup>
  );
}

function PromptHits({ prompts, detailPath }: { prompts: PromptHit[]; detailPath: string }) {
  return (
    <ul className="divide-y divide-gray-100">
      {prompts.map((prompt) => (
        <li key={prompt.id} className="flex items-center justify-between gap-4 py-2">
          <div className="min-w-0">
            <Link to={`${detailPath}/${prompt.id}`} className="font-medium hover:text-brand-700 hover:underline">
              {prompt.title}
            </Link>
            <p className="truncate text-xs text-gray-600">
              {prompt.categoryName} · {prompt.storeName}
            </p>
          </div>
          <span className="text-sm tabular-nums">{formatUsd(prompt.priceCents)}</span>
        </li>
      ))}
    </ul>
  );
}
