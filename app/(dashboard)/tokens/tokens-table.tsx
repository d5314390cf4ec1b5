import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import { LinkCheckbox } from "@/components/data-table/link-checkbox";
import type { TableSorting } from "@/components/data-table/table-sorting";
import { tokenColumns } from "./columns";
import type { TokenRow } from "./token-row";

interface TokensTableProps {
  tokens: TokenRow[];
  canManage: boolean;
  /** Whether revoked tokens are shown (?revoked=1), and the address that flips it. */
  showRevoked: boolean;
  toggleRevokedHref: string;
  sorting: TableSorting;
}

/** The account's tokens; revoked ones stay out of the way unless asked for. */
export function TokensTable({ tokens, canManage, showRevoked, toggleRevokedHref, sorting }: TokensTableProps) {
  const revokedCount = tokens.filter((token) => token.revokedAt).length;
  const shown = showRevoked ? tokens : tokens.filter((token) => !token.revokedAt);
  return (
    <div className="space-y-3">
      {revokedCount > 0 ? (
        <LinkCheckbox checked={showRevoked} toggledHref={toggleRevokedHref}>
          Show revoked tokens ({revokedCount})
        </LinkCheckbox>
      ) : null}
      <DataTable
        columns={tokenColumns(canManage)}
        data={shown}
        caption="Access tokens"
        getRowId={(row) => row.id}
        sorting={sorting}
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
