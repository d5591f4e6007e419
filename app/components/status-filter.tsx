import { Link } from "@remix-run/react";

/**
 * "All" and one link per status, putting the filter in the URL (and going back to page 1), so it
 * works without JavaScript; the current one is marked for screen readers and by colour.
 */
export function StatusFilter<S extends string>({
  path,
  statuses,
  label,
  current,
}: {
  path: string;
  statuses: readonly S[];
  label: (status: S) => string;
  current?: S;
}) {
  const filters = [{ label: "All", to: path, active: !current }].concat(
    statuses.map((status) => ({ label: label(status), to: `${path}?status=${status}`, active: current === status })),
  );
  return (
    <nav aria-label="Filter by status">
      <ul className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.label}>
            <Link
              to={filter.to}
              aria-current={filter.active ? "page" : undefined}
              className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium ${
                filter.active ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-gray-800 hover:bg-gray-50"
              }`}
            >
              {filter.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
