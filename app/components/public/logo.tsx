import { Link } from "@remix-run/react";
import { useId } from "react";

/** The Promptory mark (same drawing as the favicon) with the name beside it. */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const gradientId = `logo-${useId().replace(/:/g, "")}`;
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}>
      <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#7c3aed" />
            <stop offset="1" stopColor="#db2777" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="14" fill={`url(#${gradientId})`} />
        <path d="M20 46V18h14a10 10 0 0 1 0 20h-8v8z M26 24v8h8a4 4 0 0 0 0-8z" fill="#fff" fillRule="evenodd" />
      </svg>
      Promptory
    </Link>
  );
}
