"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { EmptyState } from "@/components/ui/card";
import { clientColumns } from "./columns";
import type { ClientRow } from "./client-row";

export function ClientsTable({ clients, canManage }: { clients: ClientRow[]; canManage: boolean }) {
  const columns = useMemo(() => clientColumns(canManage), [canManage]);
  return (
    <DataTable
      columns={columns}
      data={clients}
      caption="OAuth clients"
      getRowId={(row) => row.id}
      empty={
        <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
          <EmptyState>
            No OAuth clients yet.{canManage ? " Create one above so a machine can obtain its own short-lived tokens." : null}
          </EmptyState>
        </div>
      }
    />
  );
}
