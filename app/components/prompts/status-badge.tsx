const STYLE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800",
  inactive: "bg-gray-200 text-gray-800",
  banned: "bg-red-100 text-red-800",
  archived: "bg-gray-200 text-gray-800",
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-800",
  rejected: "bg-red-100 text-red-800",
};

/** Status colours of SPEC section 4: active green, inactive grey, banned red. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${STYLE[status] ?? STYLE.inactive}`}>
      {label ?? status}
    </span>
  );
}
