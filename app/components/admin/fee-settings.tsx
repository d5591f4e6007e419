import { formatUsd } from "~/utils/format";

type Fees = { platformFeePercentage: number; minimumWithdrawalAmount: number; maximumWithdrawalAmount: number };

/** The platform fee and withdrawal limits, read only (their Edit/Save/Cancel come with withdrawals). */
export function FeeSettings({ values }: { values: Fees }) {
  const rows = [
    { label: "Platform fee", value: `${values.platformFeePercentage}%` },
    { label: "Minimum withdrawal", value: formatUsd(values.minimumWithdrawalAmount * 100) },
    { label: "Maximum withdrawal", value: formatUsd(values.maximumWithdrawalAmount * 100) },
  ];
  return (
    <>
      <p className="text-sm text-gray-600">Current values, shown read only.</p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="rounded-lg bg-gray-50 p-3">
            <dt className="text-sm text-gray-600">{row.label}</dt>
            <dd className="text-lg font-semibold">{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
