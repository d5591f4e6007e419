import { useLocation, useNavigation } from "@remix-run/react";

/** "Loading prompts..." while this grid's next results load (client navigation only). */
export function LoadingPrompts() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  if (navigation.state !== "loading" || navigation.location.pathname !== pathname) return null;
  return (
    <p role="status" className="text-sm font-medium text-brand-800">
      Loading prompts...
    </p>
  );
}

const count = new Intl.NumberFormat("en-US");

/** "24 prompts", "3 prompts match"; a capped total reads "10,000+ prompts". */
export function ResultCount({ total, capped, filtered }: { total: number; capped: boolean; filtered: boolean }) {
  return (
    <p className="text-sm text-gray-700" aria-live="polite">
      {count.format(total)}
      {capped ? "+" : ""} prompt{total === 1 && !capped ? "" : "s"}
      {filtered ? " match" : ""}
    </p>
  );
}
