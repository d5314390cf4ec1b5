import { DataTable } from "@/components/data-table/data-table";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { EmptyTable } from "@/components/data-table/empty-table";
import { moduleColumns, type ModuleRow } from "./columns";

/** The modules and their sync state: rendered by the page, and again by each poll (list-action.tsx). */
export function ModulesDataTable({ modules, sorting }: { modules: ModuleRow[]; sorting: TableSorting }) {
  return (
    <DataTable
      columns={moduleColumns}
      data={modules}
      caption="Modules and their synchronization state"
      getRowId={(row) => row.id}
      sorting={sorting}
      empty={
        <EmptyTable>No modules are active on this account yet.</EmptyTable>
      }
    />
  );
}
