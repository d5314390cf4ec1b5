import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { webhookColumns, type WebhookRow } from "./columns";

export function WebhooksTable({ webhooks, sorting }: { webhooks: WebhookRow[]; sorting: TableSorting }) {
  return (
    <DataTable
      columns={webhookColumns}
      sorting={sorting}
      data={webhooks}
      caption="Webhook endpoints"
      getRowId={(row) => row.id}
      empty={
        <EmptyTable>No webhook endpoints yet. Add one above to receive events.</EmptyTable>
      }
    />
  );
}
