import type { ReactNode } from "react";

export type Column<Row> = {
  /** Column heading (SPEC names, e.g. "Amount ($)"). */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
};

/**
 * A plain, server-rendered table that scrolls sideways on small screens. `empty` is the
 * SPEC's "There are no records to display." unless a screen names its own text.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = "There are no records to display.",
}: {
  caption?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: string;
}) {
  if (rows.length === 0) return <p className="card text-center text-gray-700">{empty}</p>;
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white">
      <table className="min-w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="whitespace-nowrap px-4 py-3 font-semibold">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) => (
                <td key={index} className={`px-4 py-3 ${column.className ?? ""}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Money in table cells: dollars with 2 decimals, no symbol (the heading says "($)"). */
export const tableMoney = (cents: number) => (cents / 100).toFixed(2);
