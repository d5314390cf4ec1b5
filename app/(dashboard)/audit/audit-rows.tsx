import { flexRender } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { serverTable } from "@/components/data-table/server-table";
import type { AuditEntry } from "./audit-entry";
import { auditColumns } from "./columns";

/** One journal row rendered on the server: its cells; the browser's virtualiser decides which rows are mounted. */
export interface AuditRowView {
  id: string;
  cells: ReactNode;
}

/** The rows of a page of the journal, cells rendered here so the browser carries no table code (issue 26). */
export function renderAuditRows(entries: AuditEntry[]): AuditRowView[] {
  const table = serverTable({ columns: auditColumns, data: entries, getRowId: (entry) => entry.id });
  return table.getRowModel().rows.map((row) => ({
    id: row.id,
    cells: row.getVisibleCells().map((cell) => (
      <td key={cell.id} className={`overflow-hidden whitespace-nowrap px-3 align-middle ${cell.column.columnDef.meta?.className ?? ""}`}>
        {flexRender(cell.column.columnDef.cell, cell.getContext())}
      </td>
    )),
  }));
}

/** The header row, rendered once by the page. */
export function AuditHeaderRow() {
  const table = serverTable({ columns: auditColumns, data: [] as AuditEntry[] });
  return table.getHeaderGroups().map((group) => (
    <tr key={group.id} aria-rowindex={1}>
      {group.headers.map((header) => (
        <th key={header.id} scope="col" className={`whitespace-nowrap px-3 py-2.5 font-medium ${header.column.columnDef.meta?.className ?? ""}`}>
          {flexRender(header.column.columnDef.header, header.getContext())}
        </th>
      ))}
    </tr>
  ));
}

export const AUDIT_COLUMN_COUNT = auditColumns.length;
