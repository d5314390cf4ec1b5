import { createTable, getCoreRowModel, getSortedRowModel, type ColumnDef, type SortingState, type Table } from "@tanstack/react-table";

export interface ServerTableOptions<TData, TValue> {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  getRowId?: (row: TData) => string;
  sorting?: SortingState;
}

/**
 * A TanStack table built once for one render, as `useReactTable` builds it but without React
 * state: its core is plain JavaScript, so it runs in a server component and the browser gets
 * only the rendered rows. State comes from the caller (the sorting in the address); nothing
 * changes it here, since changing it is following a link.
 */
export function serverTable<TData, TValue>({ columns, data, getRowId, sorting = [] }: ServerTableOptions<TData, TValue>): Table<TData> {
  const table = createTable<TData>({
    data,
    columns: columns as ColumnDef<TData, unknown>[],
    getRowId,
    defaultColumn: { enableSorting: false },
    // Headers sort one column at a time, as the links say.
    enableMultiSort: false,
    state: {},
    onStateChange: () => {},
    renderFallbackValue: null,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });
  table.setOptions((options) => ({ ...options, state: { ...table.initialState, sorting } }));
  return table;
}
