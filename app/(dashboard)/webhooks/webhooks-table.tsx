"use client";

import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import { webhookColumns, type WebhookRow } from "./columns";

export function WebhooksTable({ webhooks }: { webhooks: WebhookRow[] }) {
  return (
    <DataTable
      columns={webhookColumns}
      data={webhooks}
      caption="Webhook endpoints"
      getRowId={(row) => row.id}
      empty={
        <EmptyTable>No webhook endpoints yet. Add one above to receive events.</EmptyTable>
      }
    />
  );
}
