import type { ReactNode } from "react";
import { DataTableFrame } from "./data-table-frame";
import { tableParts, type TablePartsOptions } from "./table-parts";

export interface DataTableProps<TData, TValue> extends TablePartsOptions<TData, TValue> {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

/**
 * The customer area's table, rendered on the server (issue 26): columns come from a page's
 * `columns.tsx` (TanStack column definitions), sorting is a link, and what a row lets one do
 * (revoke, a role select) is a client component inside its cell.
 */
export function DataTable<TData, TValue>({ caption, empty, ...options }: DataTableProps<TData, TValue>) {
  if (options.data.length === 0) return <>{empty}</>;
  return <DataTableFrame caption={caption} {...tableParts(options)} />;
}
