import type { Column } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { ReactNode } from "react";

/** The header of a sortable column: a real button, so sorting works by keyboard. */
export function SortButton<TData>({ column, children }: { column: Column<TData, unknown>; children: ReactNode }) {
  const sorted = column.getIsSorted();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      className="-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-0.5 hover:bg-zinc-200/70 hover:text-zinc-900 dark:hover:bg-zinc-800 dark:hover:text-white"
    >
      {children}
      <Icon className={`h-3.5 w-3.5 ${sorted ? "" : "opacity-50"}`} aria-hidden />
    </button>
  );
}

/** The `aria-sort` of a header cell: only the sorted column carries it. */
export function ariaSortOf<TData>(column: Column<TData, unknown>): "ascending" | "descending" | undefined {
  const sorted = column.getIsSorted();
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
}
