import { DataTable } from "@/components/data-table/data-table";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { EmptyState } from "@/components/ui/card";
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
        <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
          <EmptyState>No modules are active on this account yet.</EmptyState>
        </div>
      }
    />
  );
}
