import { Form, Link } from "@remix-run/react";
import { useId, type ReactNode } from "react";
import { payoutAccount, PAYOUT_METHOD_LABELS } from "~/components/vendor/payout-methods";
import type { PayoutMethod } from "~/db/enums";
import type { VendorSort } from "~/models/vendors.server";
import type { PayoutDetails } from "~/schemas/payout-details";
import { formatDate } from "~/utils/format";
import { DataTable, type Column } from "../data-table";
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

type VendorColumn = {
  header: string;
  sort?: VendorSort;
  cell: (row: VendorTableRow, search: string) => ReactNode;
  className?: string;
  rowHeader?: boolean;
};

const COLUMNS: VendorColumn[] = [
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
 * The admin's vendor list (the shared data table: cards on narrow screens). Every state lives in
 * the URL: a column heading is a link that sorts by it (again to reverse), so the table sorts and
 * pages without JavaScript.
 */
export function VendorTable({ rows, query, search }: { rows: VendorTableRow[]; query: VendorTableQuery; search: string }) {
  const columns: Column<VendorTableRow>[] = COLUMNS.map(({ header, sort, cell, className, rowHeader }) => ({
    header: sort ? <SortLink header={header} sort={sort} query={query} /> : header,
    label: header,
    sort: sort && sort === query.sort ? (query.dir === "asc" ? "ascending" : "descending") : undefined,
    cell: (row) => cell(row, search),
    className,
    rowHeader,
  }));
  const sortedBy = COLUMNS.find((column) => column.sort === query.sort)?.header;
  return <DataTable caption={`Vendors, sorted by ${sortedBy}`} columns={columns} rows={rows} rowKey={(row) => row.id} empty="No vendors found" />;
}

function SortLink({ header, sort, query }: { header: string; sort: VendorSort; query: VendorTableQuery }) {
  const active = sort === query.sort;
  const next: Direction = active ? (query.dir === "asc" ? "desc" : "asc") : firstDirection(sort);
  const params = new URLSearchParams({ sort, dir: next });
  if (query.limit !== PAGE_SIZES[0]) params.set("limit", String(query.limit));
  return (
    <Link to={`?${params}`} className="inline-flex items-center gap-1 rounded hover:text-brand-700 hover:underline">
      {header}
      <span aria-hidden="true" className={active ? "text-brand-700" : "text-gray-400"}>
        {active ? (query.dir === "asc" ? "▲" : "▼") : "↕"}
      </span>
      <span className="sr-only">, sort {next === "asc" ? "ascending" : "descending"}</span>
    </Link>
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
    <div className="flex flex-wrap gap-2 whitespace-nowrap">
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
