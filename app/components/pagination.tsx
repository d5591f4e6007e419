import { Link, useSearchParams } from "@remix-run/react";

/** Previous/next links that keep the rest of the query string (works without JavaScript). */
export function Pagination({ page, pageCount, label = "Pages" }: { page: number; pageCount: number; label?: string }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefFor = (target: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(target));
    return `?${next}`;
  };
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn-secondary" rel="prev">
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className="btn-secondary" rel="next">
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
