"use client";

import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
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
        <EmptyTable>
          No OAuth clients yet.{canManage ? " Create one above so a machine can obtain its own short-lived tokens." : null}
        </EmptyTable>
      }
    />
  );
}
