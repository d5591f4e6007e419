import type { ReactNode } from "react";

/** One term of StatGrid's definition list: a group may hold only dt and dd, so the hint is a second dd. */
export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <div className="card p-5">
      <dt className="text-sm font-medium text-gray-600">{label}</dt>
      <dd className="mt-2 text-2xl font-bold">{value}</dd>
      {hint ? <dd className="mt-1 text-xs text-gray-600">{hint}</dd> : null}
    </div>
  );
}

export function StatGrid({ title = "Quick Summary", children }: { title?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="quick-summary">
      <h2 id="quick-summary" className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</dl>
    </section>
  );
}
