/**
 * The table skeleton every /admin list shares (docs/architecture.md "Administration"): a sentence
 * instead of the table when there are no rows, else a scrollable region that takes keyboard focus
 * and is named by the table's label (WCAG 2.1 SC 2.1.1 and 4.1.2: a scroll container must be
 * reachable and named), a visually hidden caption with the same label (WCAG 1.3.1), column headers
 * with `scope="col"`, and, when `pages` is given, the previous / next links of `AdminPagination`.
 */
import type { ReactNode } from "react";
import { AdminPagination } from "~/components/admin/pagination";

export interface AdminTableProps<Row> {
  /** The accessible name of the scroll region and the table's caption (already translated). */
  label: string;
  /** The column headers, in order (already translated). */
  columns: readonly ReactNode[];
  rows: readonly Row[];
  /** One `<tr>` (with its `key`) for each row. */
  children: (row: Row) => ReactNode;
  /** Shown in a `<p>` instead of the table when `rows` is empty; without it the empty table shows. */
  empty?: ReactNode;
  /** 1-based page and page count of a paginated list; the links are left out when absent. */
  page?: number;
  pages?: number;
}

export function AdminTable<Row>({ label, columns, rows, children, empty, page, pages }: AdminTableProps<Row>) {
  return (
    <>
      {rows.length === 0 && empty !== undefined ? (
        <p>{empty}</p>
      ) : (
        <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">{label}</caption>
            <thead>
              <tr>
                {columns.map((column, index) => (
                  <th scope="col" key={index}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows.map(children)}</tbody>
          </table>
        </div>
      )}
      {page !== undefined && pages !== undefined ? <AdminPagination page={page} pages={pages} /> : null}
    </>
  );
}
