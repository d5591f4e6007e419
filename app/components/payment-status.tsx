/** One line, never broken mid-word by a narrow cell. Transaction and order colours (SPEC section 4): completed green, pending yellow, else grey. */
export function PaymentStatus({ status }: { status: string }) {
  const tone =
    status === "completed" ? "bg-emerald-100 text-emerald-800" : status === "pending" ? "bg-amber-100 text-amber-900" : "bg-gray-200 text-gray-800";
  return <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tone}`}>{status}</span>;
}
