import type { SortingState } from "@tanstack/react-table";
import { addressWith, firstParam, type SearchParams } from "./page-address";

// A table's sorting lives in the page's address (?sort=name, ?sort=-expiresAt for descending),
// so a sortable header is a plain link, the table is sorted on the server and ships no code.

/** Where a table reads its sorting from and how its headers link to another. */
export interface TableSorting {
  state: SortingState;
  /** The address of the page sorted another way (the other search params kept). */
  href: (next: SortingState) => string;
}

/** The sorting the search params ask for (a column that cannot sort is ignored by the table). */
export function tableSortingFrom(pathname: string, searchParams: SearchParams): TableSorting {
  const sort = firstParam(searchParams.sort) ?? "";
  const state: SortingState = /^-?[A-Za-z_]{1,40}$/.test(sort) ? [{ id: sort.replace(/^-/, ""), desc: sort.startsWith("-") }] : [];
  return {
    state,
    href: ([column]) => addressWith(pathname, searchParams, { sort: column ? `${column.desc ? "-" : ""}${column.id}` : undefined }),
  };
}
