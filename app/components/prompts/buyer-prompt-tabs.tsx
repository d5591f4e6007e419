import { Link } from "@remix-run/react";

export type BuyerTab = "market" | "mine" | "favourites";

const TABS: { tab: BuyerTab; to: string; label: string }[] = [
  { tab: "market", to: "/home/prompts", label: "MarketPlace" },
  { tab: "mine", to: "/home/prompts?tab=mine", label: "My Prompts" },
  { tab: "favourites", to: "/home/favourites", label: "Favourites" },
];

/** The tabs above a buyer's prompt lists. */
export function BuyerPromptTabs({ active }: { active: BuyerTab }) {
  return (
    <nav aria-label="Prompt lists" className="flex gap-2 border-b border-gray-200">
      {TABS.map(({ tab, to, label }) => (
        <Link
          key={tab}
          to={to}
          aria-current={tab === active ? "page" : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
            tab === active ? "border-brand-700 text-brand-800" : "border-transparent text-gray-700 hover:text-brand-700"
          }`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
