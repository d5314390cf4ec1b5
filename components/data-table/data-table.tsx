"use client";

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Table,
} from "@tanstack/react-table";
import { useState, type ReactNode } from "react";
import { ariaSortOf, SortButton } from "./sort-button";

declare module "@tanstack/react-table" {
  // Per-column classes for its header and cells (alignment, width, wrapping).
  interface ColumnMeta<TData extends RowData, TValue> {
    className?: string;
  }
}

export interface DataTableProps<TData, TValue> {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  getRowId?: (row: TData) => string;
  initialSorting?: SortingState;
}

/**
 * The customer area's table: columns come from a page's `columns.tsx`; sorting is client-side
 * and opt-in per column (`enableSorting: true`).
 */
export function DataTable<TData, TValue>({ columns, data, caption, empty, getRowId, initialSorting = [] }: DataTableProps<TData, TValue>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting },
    onSortingChange: setSorting,
    defaultColumn: { enableSorting: false },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  if (data.length === 0) return <>{empty}</>;

  const rows = table.getRowModel().rows;
  return (
    <>
      {/* Below md a row becomes a card: every field and action is on screen without scrolling sideways. */}
      <ul aria-label={caption} className="space-y-3 md:hidden">
        {rows.map((row) => {
          const cells = row.getVisibleCells();
          // Columns with a text header become labelled fields; the rest (actions) sit below them.
          const fields = cells.filter((cell) => typeof cell.column.columnDef.header === "string");
          const actions = cells.filter((cell) => typeof cell.column.columnDef.header !== "string");
          return (
            <li key={row.id} className="rounded-xl border border-zinc-200 bg-white p-4 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
              <dl className="space-y-2 text-sm">
                {fields.map((cell) => (
                  <div key={cell.id} className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2">
                    <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{cell.column.columnDef.header as string}</dt>
                    <dd className="min-w-0 break-words">{flexRender(cell.column.columnDef.cell, cell.getContext())}</dd>
                  </div>
                ))}
              </dl>
              {actions.length > 0 ? (
                <div className="mt-3 flex flex-wrap justify-end gap-2">
                  {actions.map((cell) => (
                    <div key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div>
                  ))}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
      <DesktopTable table={table} caption={caption} />
    </>
  );
}

function DesktopTable<TData>({ table, caption }: { table: Table<TData>; caption: string }) {
  return (
    // `relative` keeps visually hidden (absolutely positioned) text inside the scroll box, not widening the page.
    <div className="relative hidden overflow-x-auto rounded-xl md:block border border-zinc-200 bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-zinc-200 bg-zinc-50 text-xs font-medium text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900/60 dark:text-zinc-400">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const content = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={ariaSortOf(header.column)}
                    className={`whitespace-nowrap px-3 py-2.5 font-medium ${header.column.columnDef.meta?.className ?? ""}`}
                  >
                    {header.column.getCanSort() ? <SortButton column={header.column}>{content}</SortButton> : content}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-zinc-50/70 dark:hover:bg-zinc-800/40">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`px-3 py-3 align-middle ${cell.column.columnDef.meta?.className ?? ""}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
