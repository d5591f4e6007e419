import { Link } from "@remix-run/react";
import type { Balance } from "~/models/ledger.server";
import { formatUsd, formatWholeUsd } from "~/utils/format";

/**
 * Total earnings (whole dollars, floored: SPEC section 9), where the money is now (sales still in
 * the earnings hold are "Pending clearance"), and Withdraw.
 */
export function EarningsCard({ balance }: { balance: Balance }) {
  return (
    <section className="card flex flex-col gap-4" aria-labelledby="total-earnings">
      <div>
        <h2 id="total-earnings" className="text-sm font-medium text-gray-600">
          Total Earnings
        </h2>
        <p className="mt-2 text-3xl font-bold">{formatWholeUsd(balance.earningsCents)}</p>
      </div>
      <dl className="space-y-1 text-sm">
        <Amount label="Available to withdraw" cents={balance.availableCents} strong />
        <Amount label="Pending clearance" cents={balance.pendingCents} />
        <Amount label="Held for withdrawals" cents={balance.heldCents} />
        <Amount label="Paid out" cents={balance.paidOutCents} />
      </dl>
      {balance.availableCents < 0 ? (
        <p role="status" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
          A refund took back more than was available: new withdrawals wait until your balance is positive again.
        </p>
      ) : null}
      <Link to="/vendor/withdraw" preventScrollReset className="btn-primary mt-auto self-start">
        Withdraw
      </Link>
    </section>
  );
}

function Amount({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-gray-700">{label}</dt>
      <dd className={`tabular-nums ${strong ? "font-semibold" : ""} ${cents < 0 ? "text-red-800" : ""}`}>{formatUsd(cents)}</dd>
    </div>
  );
}
