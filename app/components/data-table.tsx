import type { ReactNode } from "react";

export type Column<Row> = {
  /** Column heading (SPEC names, e.g. "Amount ($)"); may be a sort link. */
  header: ReactNode;
  /** The heading as text, where `header` is not: it labels the cell when rows are cards. */
  label?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
  /** The cell that names its row: a row header for screen readers, the card's title when rows are cards. */
  rowHeader?: boolean;
  /** How the table is sorted by this column, if it is. */
  sort?: "ascending" | "descending";
};

/*
 * Rows are cards while the table's own box is narrower than 48rem (a phone, or a tablet beside
 * the sidebar): each cell shows its column's name (CSS generated from `data-label`, so cell text
 * stays as it is), and the headings are only read out, except sort links, which stay as chips. Wider, it is a table whose cells wrap, long words and e-mails included, so
 * that it fits its box and the last columns (status, date, actions) never need sideways
 * scrolling. Changing a table's `display` can drop its semantics in some browsers: the explicit
 * roles keep them.
 */
const WRAPPER = "@3xl:overflow-x-auto @3xl:rounded-2xl @3xl:border @3xl:border-gray-200 @3xl:bg-white";
const TABLE = "block w-full text-left text-sm @3xl:table";
const HEAD = "sr-only bg-gray-50 text-gray-700 @3xl:not-sr-only @3xl:table-header-group";
const CONTROL_HEAD = "mb-3 block text-gray-700 @3xl:mb-0 @3xl:table-header-group @3xl:bg-gray-50";
const CONTROL_HEAD_ROW = "flex flex-wrap gap-2 @3xl:table-row";
const CONTROL_HEADING =
  "rounded-full border border-gray-300 bg-white px-3 py-1 text-xs @3xl:table-cell @3xl:rounded-none @3xl:border-0 @3xl:bg-transparent @3xl:px-3 @3xl:py-3 @3xl:text-sm";
const TEXT_HEADING = "sr-only @3xl:not-sr-only @3xl:table-cell @3xl:px-3 @3xl:py-3";
const BODY = "block space-y-3 @3xl:table-row-group @3xl:space-y-0";
const ROW =
  "block rounded-2xl border border-gray-200 bg-white p-4 shadow-sm @3xl:table-row @3xl:rounded-none @3xl:border-0 @3xl:border-b @3xl:border-gray-100 @3xl:p-0 @3xl:shadow-none @3xl:last:border-b-0";
const CELL =
  "grid grid-cols-[minmax(6rem,40%)_1fr] items-start gap-x-3 py-1 align-top [overflow-wrap:anywhere] before:font-semibold before:text-gray-600 before:content-[attr(data-label)] @3xl:table-cell @3xl:px-3 @3xl:py-3 @3xl:before:content-none";
const ROW_HEADER = "block pb-2 text-base font-semibold align-top [overflow-wrap:anywhere] @3xl:table-cell @3xl:px-3 @3xl:py-3 @3xl:text-sm";

/**
 * A plain, server-rendered table (cards on narrow screens, see above). `empty` is the SPEC's
 * "There are no records to display." unless a screen names its own text.
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
  const controls = columns.some(isControl);
  return (
    <div className="@container">
      {/* `relative` keeps the screen-reader-only headings inside the box. */}
      <div className={`relative ${WRAPPER}`}>
        <table role="table" className={TABLE}>
          {caption ? <caption className="sr-only">{caption}</caption> : null}
          {/* Explicit table roles: the phone layout displays cells as blocks, which drops the implicit ones (decision 0131). */}
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
          <thead role="rowgroup" className={controls ? CONTROL_HEAD : HEAD}>
            <tr role="row" className={controls ? CONTROL_HEAD_ROW : undefined}>
              {columns.map((column, index) => (
                <th
                  key={index}
                  role="columnheader"
                  scope="col"
                  aria-sort={column.sort}
                  className={`align-bottom font-semibold ${controls ? (isControl(column) ? CONTROL_HEADING : TEXT_HEADING) : "px-3 py-3"}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
          <tbody role="rowgroup" className={BODY}>
            {rows.map((row) => (
              <tr key={rowKey(row)} role="row" className={ROW}>
                {columns.map((column, index) => (
                  <BodyCell key={index} column={column} row={row} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** A heading that is not plain text is a control (a sort link). */
const isControl = (column: Pick<Column<never>, "header">) => typeof column.header !== "string";

function BodyCell<Row>({ column, row }: { column: Column<Row>; row: Row }) {
  if (column.rowHeader) {
    return (
      <th role="rowheader" scope="row" className={`${ROW_HEADER} ${column.className ?? ""}`}>
        {column.cell(row)}
      </th>
    );
  }
  const label = column.label ?? (typeof column.header === "string" ? column.header : "");
  return (
    // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see the table roles above
    <td role="cell" data-label={label} className={`${CELL} ${column.className ?? ""}`}>
      {/* One box for the content, so that the label and the content are the card row's two columns. */}
      <div className="min-w-0">{column.cell(row)}</div>
    </td>
  );
}

/** Money in table cells: dollars with 2 decimals, no symbol (the heading says "($)"). */
export const tableMoney = (cents: number) => (cents / 100).toFixed(2);
