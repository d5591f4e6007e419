import { Link } from "@remix-run/react";

export type BuyerTab = "market" | "mine" | "favourites";

const TABS: { tab: BuyerTab; to: string; label: string }[] = [
  { tab: "market", to: "/home/prompts", label: "MarketPlace" },
  { tab: "mine", to: "/home/prompts?tab=mine", label: "My Prompts" },
  { tab: "favourites", to: "/home/favourites", label: "Favourites" },
];

/**
 * The tabs above a buyer's prompt lists. A label never wraps (issue 23, point 14): the three fit a
 * 390 px phone, and a narrower screen scrolls the row sideways instead.
 */
export function BuyerPromptTabs({ active }: { active: BuyerTab }) {
  return (
    // The line under the tabs is an inset shadow, not a border the tabs overlap with a negative
    // margin: that margin would make the scrolling row scroll down by a pixel.
    <nav aria-label="Prompt lists" className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-gray-200)] sm:gap-2">
      {TABS.map(({ tab, to, label }) => (
        <Link
          key={tab}
          to={to}
          aria-current={tab === active ? "page" : undefined}
          className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 ${
            tab === active ? "border-brand-700 text-brand-800" : "border-transparent text-gray-700 hover:text-brand-700"
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
