import type { ReactNode } from "react";

/** Profile addresses live here so an operator can point them at the real accounts. */
const SOCIAL_LINKS: { label: string; href: string; icon: ReactNode }[] = [
  {
    label: "Promptory on Facebook",
    href: "https://www.facebook.com/",
    icon: <path d="M14 8h2.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.5A.5.5 0 0 1 14 8z" fill="currentColor" />,
  },
  {
    label: "Promptory on X",
    href: "https://x.com/",
    icon: <path d="M5 4h4l10 16h-4zM19 4l-5.8 6.6M5 20l5.8-6.6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />,
  },
  {
    label: "Promptory on LinkedIn",
    href: "https://www.linkedin.com/",
    icon: (
      <g fill="currentColor">
        <rect x="4" y="9.5" width="3.5" height="10.5" rx="0.5" />
        <circle cx="5.75" cy="5.75" r="2" />
        <path d="M10 9.5h3.3v1.5c.6-1 1.8-1.8 3.5-1.8 2.6 0 3.7 1.6 3.7 4.4V20H17v-5.6c0-1.4-.5-2.2-1.7-2.2-1.3 0-2 .9-2 2.4V20H10z" />
      </g>
    ),
  },
  {
    label: "Chat with Promptory on WhatsApp",
    href: "https://www.whatsapp.com/",
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 20l1.2-4A8 8 0 1 1 8.3 19z" />
        <path d="M9.5 9c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-2.3-2.3l.8-1-1-2z" />
      </g>
    ),
  },
  {
    label: "Promptory on Instagram",
    href: "https://www.instagram.com/",
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth={1.8}>
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17" cy="7" r="0.6" fill="currentColor" />
      </g>
    ),
  },
];

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
            <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
