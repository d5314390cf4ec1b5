import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { clientColumns } from "./columns";
import type { ClientRow } from "./client-row";

export function ClientsTable({ clients, canManage, sorting }: { clients: ClientRow[]; canManage: boolean; sorting: TableSorting }) {
  return (
    <DataTable
      columns={clientColumns(canManage)}
      sorting={sorting}
      data={clients}
      caption="OAuth clients"
      getRowId={(row) => row.id}
      empty={
        <EmptyTable>
          No OAuth clients yet.{canManage ? " Create one above so a machine can obtain its own short-lived tokens." : null}
        </EmptyTable>
      }
    />
  );
}
