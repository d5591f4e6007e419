import { Link } from "@remix-run/react";

export type TabLink = { label: string; to: string; current: boolean };

/**
 * Tabs that are plain links (each view has its own URL, so they work without JavaScript
 * and can be bookmarked); the current one is marked with aria-current.
 */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 border-b border-gray-200">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={tab.current ? "page" : undefined}
              className={`-mb-px inline-block border-b-2 px-4 py-2 text-sm font-semibold ${
                tab.current ? "border-brand-700 text-brand-800" : "border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
