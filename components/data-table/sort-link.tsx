import type { Column } from "@tanstack/react-table";
import Link from "next/link";
import type { ReactNode } from "react";
import { ArrowDown, ArrowUp, ArrowUpDown } from "@/components/icons/icons";
import type { TableSorting } from "./table-sorting";

/** The header of a sortable column: a link to the page sorted the next way (TanStack's order: asc, desc, none). */
export function SortLink<TData>({ column, sorting, children }: { column: Column<TData, unknown>; sorting: TableSorting; children: ReactNode }) {
  const sorted = column.getIsSorted();
  const next = column.getNextSortingOrder();
  const Icon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ArrowUpDown;
  return (
    <Link
      href={sorting.href(next ? [{ id: column.id, desc: next === "desc" }] : [])}
      // Sorting is the same page in another order: stay where the reader is.
      scroll={false}
      // Drawn as a control (a tinted chip), not as text: it is one, and it is not an underlined link in a sentence.
      className="-mx-1.5 inline-flex items-center gap-1 rounded bg-zinc-200/50 px-1.5 py-0.5 hover:bg-zinc-200 hover:text-zinc-900 dark:bg-zinc-800/60 dark:hover:bg-zinc-800 dark:hover:text-white"
    >
      {children}
      <Icon className={`h-3.5 w-3.5 ${sorted ? "" : "opacity-50"}`} aria-hidden />
    </Link>
  );
}

/** The `aria-sort` of a header cell: only the sorted column carries it. */
export function ariaSortOf<TData>(column: Column<TData, unknown>): "ascending" | "descending" | undefined {
  const sorted = column.getIsSorted();
  return sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined;
}
