"use client";

import { DataTable } from "@/components/data-table/data-table";
import { EmptyState } from "@/components/ui/card";
import { tokenColumns } from "./columns";
import type { TokenRow } from "./token-row";

export function TokensTable({ tokens }: { tokens: TokenRow[] }) {
  return (
    <DataTable
      columns={tokenColumns}
      data={tokens}
      caption="Access tokens"
      getRowId={(row) => row.id}
      empty={
        <div className="rounded-xl border border-dashed border-zinc-300 dark:border-zinc-700">
          <EmptyState>No access tokens yet. Create one above to call the API.</EmptyState>
        </div>
      }
    />
  );
}
