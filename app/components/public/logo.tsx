import { Link } from "@remix-run/react";

/**
 * The Promptory mark with the name beside it. The mark is the favicon's file: the browser fetches
 * it once for the tab and the page, and no page's JavaScript carries the drawing.
 */
export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight ${tone === "light" ? "text-white" : "text-ink"}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      Promptory
    </Link>
  );
}
