import ICONS from "./social-icons.svg?url&no-inline";

/** Profile addresses live here so an operator can point them at the real accounts. */
const SOCIAL_LINKS = [
  { label: "Promptory on Facebook", href: "https://www.facebook.com/", icon: "facebook" },
  { label: "Promptory on X", href: "https://x.com/", icon: "x" },
  { label: "Promptory on LinkedIn", href: "https://www.linkedin.com/", icon: "linkedin" },
  { label: "Chat with Promptory on WhatsApp", href: "https://www.whatsapp.com/", icon: "whatsapp" },
  { label: "Promptory on Instagram", href: "https://www.instagram.com/", icon: "instagram" },
] as const;

/** The icons are one file of symbols, cached for good under its hash: no page's JavaScript carries them. */
export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {SOCIAL_LINKS.map(({ label, href, icon }) => (
        <li key={label}>
          <a
            href={href}
            aria-label={label}
            rel="noopener noreferrer"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-gray-200 transition hover:bg-brand-600 hover:text-white"
          >
            <svg width={20} height={20} aria-hidden="true">
              <use href={`${ICONS}#${icon}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
