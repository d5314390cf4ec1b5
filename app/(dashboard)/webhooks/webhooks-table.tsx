import { DataTable } from "@/components/data-table/data-table";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { EmptyState } from "@/components/ui/card";
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
        <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
          <EmptyState>No webhook endpoints yet. Add one above to receive events.</EmptyState>
        </div>
      }
    />
  );
}
