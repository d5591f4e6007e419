import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { badgeCount } from "./user-labels";

/** An icon link with a count badge (the top bars' Cart and Notifications); its accessible name stays the plain label. */
export function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  const describedBy = `${label.toLowerCase()}-count`;
  return (
    <Link to={to} aria-label={label} aria-describedby={describedBy} className="relative rounded-full p-2 text-gray-700 hover:bg-gray-100">
      {icon}
      <span
        id={describedBy}
        className={`absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-bold leading-5 text-white ${count > 0 ? "" : "sr-only"}`}
      >
        {badgeCount(count)}
        <span className="sr-only"> {label === "Cart" ? "in cart" : "unread"}</span>
      </span>
    </Link>
  );
}
