import { flexRender, type ColumnDef, type RowData, type Table } from "@tanstack/react-table";
import type { TableParts } from "./data-table-frame";
import { serverTable } from "./server-table";
import { ariaSortOf, SortLink } from "./sort-link";
import type { TableSorting } from "./table-sorting";

declare module "@tanstack/react-table" {
  // Per-column classes for its header and cells (alignment, width, wrapping).
  interface ColumnMeta<TData extends RowData, TValue> {
    className?: string;
  }
}

export interface TablePartsOptions<TData, TValue> {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  getRowId?: (row: TData) => string;
  /** The sorting in the page's address; columns opt in with `enableSorting: true`. Without it no header sorts. */
  sorting?: TableSorting;
}

/** Renders a TanStack table's header, rows and cards on the server (issue 26): the browser gets markup, no table code. */
export function tableParts<TData, TValue>({ columns, data, getRowId, sorting }: TablePartsOptions<TData, TValue>): TableParts {
  const table = serverTable({ columns, data, getRowId, sorting: sorting?.state });
  return { header: headerRows(table, sorting), body: bodyRows(table), cards: cards(table) };
}

function headerRows<TData>(table: Table<TData>, sorting?: TableSorting) {
  return table.getHeaderGroups().map((group) => (
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
            {sorting && header.column.getCanSort() ? (
              <SortLink column={header.column} sorting={sorting}>
                {content}
              </SortLink>
            ) : (
              content
            )}
          </th>
        );
      })}
    </tr>
  ));
}

function bodyRows<TData>(table: Table<TData>) {
  return table.getRowModel().rows.map((row) => (
    <tr key={row.id} className="hover:bg-zinc-50/70 dark:hover:bg-zinc-800/40">
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} className={`px-3 py-3 align-middle ${cell.column.columnDef.meta?.className ?? ""}`}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  ));
}

function cards<TData>(table: Table<TData>) {
  return table.getRowModel().rows.map((row) => {
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
  });
}
