"use client";

import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import { tokenColumns } from "./columns";
import type { TokenRow } from "./token-row";

/** The account's tokens; revoked ones stay out of the way unless asked for. */
export function TokensTable({ tokens, canManage }: { tokens: TokenRow[]; canManage: boolean }) {
  const [showRevoked, setShowRevoked] = useState(false);
  const columns = useMemo(() => tokenColumns(canManage), [canManage]);
  const revokedCount = tokens.filter((token) => token.revokedAt).length;
  const shown = showRevoked ? tokens : tokens.filter((token) => !token.revokedAt);
  return (
    <div className="space-y-3">
      {revokedCount > 0 ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={showRevoked} onChange={(event) => setShowRevoked(event.target.checked)} className="h-4 w-4 accent-brand-600" />
          Show revoked tokens ({revokedCount})
        </label>
      ) : null}
      <DataTable
        columns={columns}
        data={shown}
        caption="Access tokens"
        getRowId={(row) => row.id}
        empty={
          <EmptyTable>
            {revokedCount > 0 ? "No active or expired tokens." : "No access tokens yet."}
            {canManage ? " Create one above to call the API." : null}
          </EmptyTable>
        }
      />
    </div>
  );
}
