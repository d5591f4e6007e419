/** One line, never broken mid-word by a narrow cell. SPEC section 4: a status containing "pending" is yellow, "approved" green; paid green, rejected red. */
export function WithdrawalStatus({ status }: { status: string }) {
  const tone =
    status === "pending"
      ? "bg-amber-100 text-amber-900"
      : status === "approved" || status === "paid"
        ? "bg-emerald-100 text-emerald-800"
        : status === "rejected"
          ? "bg-red-100 text-red-800"
          : "bg-gray-200 text-gray-800";
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tone}`}>{status}</span>;
}
