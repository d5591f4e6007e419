import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { badgeCount } from "./user-labels";

/**
 * An icon link with a count badge (the top bars' Cart and Notifications). Its accessible name is
 * its content, "Notifications 3 unread", so it holds the badge's visible count (WCAG 2.5.3, label
 * in name) and still starts with the label (CONTRACT: a link named "Notifications").
 */
export function CountLink({ to, label, count, icon }: { to: string; label: string; count: number; icon: ReactNode }) {
  return (
    <Link to={to} className="relative rounded-full p-2 text-gray-700 hover:bg-gray-100">
      {icon}
      <span className="sr-only">{label} </span>
      <span
        className={`absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[11px] font-bold leading-5 text-white ${count > 0 ? "" : "sr-only"}`}
      >
        {badgeCount(count)}
        <span className="sr-only"> {countUnit(label, count)}</span>
      </span>
    </Link>
  );
}

const countUnit = (label: string, count: number) => (label === "Cart" ? (count === 1 ? "item" : "items") : "unread");
