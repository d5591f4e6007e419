import { Link } from "@remix-run/react";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

const FOOTER_COLUMNS = [
  {
    title: "Marketplace",
    links: [
      { to: "/prompts", label: "Explore Prompts" },
      { to: "/#creators", label: "Top Creators" },
      { to: "/#categories", label: "Categories" },
      { to: "/register", label: "Sell Prompts" },
      { to: "/#pricing", label: "Pricing / Earnings" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/cookie-policy", label: "Cookie Policy" },
      { to: "/refund-policy", label: "Refund Policy" },
      { to: "/community-standards", label: "Community Standards" },
    ],
  },
] as const;

/** The year Promptory's copyright starts (SPEC: "Copyright © 2025"). */
const FIRST_YEAR = 2025;

/** `year`: the current year, from the server (root loader) so server and browser render alike. */
export function SiteFooter({ year = FIRST_YEAR }: { year?: number }) {
  const years = year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : String(FIRST_YEAR);
  return (
    <footer className="bg-ink text-gray-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr_1fr]">
        <div className="max-w-sm space-y-5">
          <Logo tone="light" />
          <p className="text-sm leading-relaxed">
            Promptory is where creators, innovators and visionaries craft, trade and discover AI prompts, and turn
            their skills into value.
          </p>
          <SocialLinks />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold tracking-wide text-white uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-gray-400 sm:px-6">
          Copyright © {years} Promptory. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
