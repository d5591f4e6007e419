import { Link } from "@remix-run/react";
import type { ComponentType, SVGProps } from "react";
import { featurePath } from "~/pages/feature-pages";
import { BagIcon, CoinIcon, StarsIcon, UsersIcon } from "../icons";

type IconComponent = ComponentType<SVGProps<SVGSVGElement>>;

function PreviewIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M8 21h8M12 17v4M7 9l2 2-2 2M12 13h4" />
    </svg>
  );
}

function CollectionIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <path d="M6 3h12v18l-6-4-6 4z" />
      <path d="M10 9l2-2 2 2M12 7v6" />
    </svg>
  );
}

/**
 * `to`: the feature's page (issue 41 point 8), which explains it and links to where it lives, so
 * the landing page stays one cacheable page for everyone.
 */
const FEATURES: { title: string; text: string; icon: IconComponent; tint: string; to?: string }[] = [
  {
    title: "Curated prompt marketplace",
    text: "Browse prompts by category and tool, read reviews, and buy only what has been tested to deliver.",
    icon: BagIcon,
    tint: "bg-brand-100 text-brand-800",
  },
  {
    title: "Creator monetization",
    text: "Open a store in minutes, set your own prices and earn from every download of your prompts.",
    icon: CoinIcon,
    tint: "bg-amber-100 text-amber-800",
  },
  {
    title: "AI prompt enhancer",
    text: "Turn a rough idea into a precise, structured prompt with suggested roles, constraints and examples.",
    icon: StarsIcon,
    tint: "bg-pink-100 text-pink-800",
    to: featurePath("enhancer"),
  },
  {
    title: "Dynamic preview engine",
    text: "See how a prompt performs across text, image and code models before you buy or publish it.",
    icon: PreviewIcon,
    tint: "bg-sky-100 text-sky-800",
    to: featurePath("live-preview"),
  },
  {
    title: "Personalised collections",
    text: "Save any prompt in the marketplace, bought or not, and organise it in collections shaped around your projects.",
    icon: CollectionIcon,
    tint: "bg-emerald-100 text-emerald-800",
    to: featurePath("collections"),
  },
  {
    title: "Team collaboration spaces",
    text: "Share a library of prompts with your team so everyone starts from the same proven playbook.",
    icon: UsersIcon,
    tint: "bg-indigo-100 text-indigo-800",
    to: featurePath("teams"),
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="features-title" className="bg-gray-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Why Promptory</p>
          <h2 id="features-title" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            Everything you need to work better with AI
          </h2>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, text, icon: Icon, tint, to }) => (
            <li key={title} className="card hover-lift relative">
              <span className={`flex h-12 w-12 items-center justify-center rounded-xl ${tint}`}>
                <Icon width={24} height={24} />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">
                {to ? (
                  // The whole card is the link's target; the name stays the title.
                  <Link to={to} className="after:absolute after:inset-0 hover:underline">
                    {title}
                  </Link>
                ) : (
                  title
                )}
              </h3>
              <p className="mt-2 text-gray-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
