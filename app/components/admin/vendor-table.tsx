import { Form, Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { payoutAccount, PAYOUT_METHOD_LABELS } from "~/components/vendor/payout-methods";
import type { PayoutMethod } from "~/db/enums";
import type { VendorSort } from "~/models/vendors.server";
import type { PayoutDetails } from "~/schemas/payout-details";
import { formatDate } from "~/utils/format";
import { ActionFetcherForm } from "./action-fetcher-form";

/** The data table's page sizes (SPEC section 9); the first is the default. */
export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export type Direction = "asc" | "desc";
export type VendorTableQuery = { sort: VendorSort; dir: Direction; limit: number; page: number };

/** The order a column sorts in on its first click: newest, most and approved first; text A to Z. */
export function firstDirection(sort: VendorSort): Direction {
  return sort === "createdAt" || sort === "sales" || sort === "isApproved" ? "desc" : "asc";
}

export type VendorTableRow = {
  id: string;
  storeName: string;
  ownerEmail: string;
  payoutMethod: PayoutMethod;
  payout: PayoutDetails;
  isApproved: boolean;
  banned: boolean;
  sales: number;
  createdAt: Date | string;
};

type Column = {
  header: string;
  sort?: VendorSort;
  cell: (row: VendorTableRow, search: string) => ReactNode;
  className?: string;
  /** The cell that names the row (a <th> for screen readers). */
  rowHeader?: boolean;
};

const COLUMNS: Column[] = [
  { header: "Store Name", sort: "storeName", cell: (row) => row.storeName, className: "font-medium", rowHeader: true },
  { header: "Owner Email", cell: (row) => row.ownerEmail },
  { header: "Payout Method", sort: "payoutMethod", cell: (row) => PAYOUT_METHOD_LABELS[row.payoutMethod] },
  // The account of the store's method: holder name, PayPal e-mail, or network and wallet.
  { header: "Account Name", sort: "accountName", cell: (row) => payoutAccount(row.payout) || "—" },
  { header: "Approved", sort: "isApproved", cell: (row) => (row.isApproved ? "Yes" : "No") },
  { header: "Sales", sort: "sales", cell: (row) => row.sales, className: "tabular-nums" },
  { header: "Created At", sort: "createdAt", cell: (row) => formatDate(row.createdAt), className: "whitespace-nowrap" },
  { header: "Account", cell: (row) => <AccountState banned={row.banned} /> },
  { header: "Actions", cell: (row, search) => <VendorActions row={row} search={search} /> },
];

/**
 * The admin's vendor list. Every state lives in the URL: a column heading is a link that sorts
 * by it (again to reverse), so the table sorts and pages without JavaScript.
 */
export function VendorTable({ rows, query, search }: { rows: VendorTableRow[]; query: VendorTableQuery; search: string }) {
  if (rows.length === 0) return <p className="card text-center text-gray-700">No vendors found</p>;
  return (
    // `relative` keeps the screen-reader-only labels inside the scrolling box.
    <div className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">Vendors, sorted by {COLUMNS.find((column) => column.sort === query.sort)?.header}</caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            {COLUMNS.map((column) => (
              <SortableHeader key={column.header} column={column} query={query} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr key={row.id}>
              {COLUMNS.map((column) => {
                const Cell = column.rowHeader ? "th" : "td";
                return (
                  <Cell key={column.header} scope={column.rowHeader ? "row" : undefined} className={`px-3 py-3 text-left ${column.className ?? ""}`}>
                    {column.cell(row, search)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortableHeader({ column, query }: { column: Column; query: VendorTableQuery }) {
  const th = "whitespace-nowrap px-3 py-3 font-semibold";
  if (!column.sort) {
    return (
      <th scope="col" className={th}>
        {column.header}
      </th>
    );
  }
  const active = column.sort === query.sort;
  const next: Direction = active ? (query.dir === "asc" ? "desc" : "asc") : firstDirection(column.sort);
  const params = new URLSearchParams({ sort: column.sort, dir: next });
  if (query.limit !== PAGE_SIZES[0]) params.set("limit", String(query.limit));
  return (
    <th scope="col" className={th} aria-sort={active ? (query.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={`?${params}`} className="inline-flex items-center gap-1 rounded hover:text-brand-700 hover:underline">
        {column.header}
        <span aria-hidden="true" className={active ? "text-brand-700" : "text-gray-400"}>
          {active ? (query.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
        <span className="sr-only">, sort {next === "asc" ? "ascending" : "descending"}</span>
      </Link>
    </th>
  );
}

function AccountState({ banned }: { banned: boolean }) {
  return banned ? (
    <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">Banned</span>
  ) : (
    <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Active</span>
  );
}

/** Approve/Unapprove and Unban post at once; Ban opens a confirmation dialog (a nested route). */
function VendorActions({ row, search }: { row: VendorTableRow; search: string }) {
  const store = <span className="sr-only"> {row.storeName}</span>;
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <ActionFetcherForm fields={{ intent: row.isApproved ? "unapprove" : "approve", id: row.id }}>
        {(busy) => (
          <button type="submit" className="btn-secondary px-3 py-1.5" disabled={busy}>
            {row.isApproved ? "Unapprove" : "Approve"}
            {store}
          </button>
        )}
      </ActionFetcherForm>
      {row.banned ? (
        <ActionFetcherForm fields={{ intent: "unban", id: row.id }}>
          {(busy) => (
            <button type="submit" className="btn-secondary px-3 py-1.5" disabled={busy}>
              Unban
              {store}
            </button>
          )}
        </ActionFetcherForm>
      ) : (
        <Link to={`/admin/vendors/${row.id}/ban${search}`} preventScrollReset className="btn-danger px-3 py-1.5">
          Ban
          {store}
        </Link>
      )}
    </div>
  );
}

/** "Rows per page": a GET form, so the choice lands in the URL (and page 1) with or without JavaScript. */
export function PageSizeForm({ query }: { query: VendorTableQuery }) {
  const id = useId();
  return (
    <Form method="get" className="flex items-end gap-2">
      <input type="hidden" name="sort" value={query.sort} />
      <input type="hidden" name="dir" value={query.dir} />
      <div>
        <label htmlFor={id} className="label">
          Rows per page
        </label>
        <select key={query.limit} id={id} name="limit" defaultValue={query.limit} className="input w-24">
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-secondary">
        Apply
      </button>
    </Form>
  );
}
