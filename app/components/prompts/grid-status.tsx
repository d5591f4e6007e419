import { useLocation, useNavigation } from "@remix-run/react";
import { formatCount } from "~/utils/format";

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

/** The grid's heading (the cards' titles are h3 under it); a capped total reads "10,000+ prompts". */
export function ResultCount({ total, capped, filtered }: { total: number; capped: boolean; filtered: boolean }) {
  return (
    <h2 className="text-sm font-normal text-gray-700" aria-live="polite">
      {formatCount(total)}
      {capped ? "+" : ""} prompt{total === 1 && !capped ? "" : "s"}
      {filtered ? " match" : ""}
    </h2>
  );
}
