"use client";

import { dataOrThrow } from "@/components/providers/action-result";
import { useLiveQuery } from "@/components/providers/use-live-query";
import { DataTable } from "@/components/data-table/data-table";
import { EmptyTable } from "@/components/data-table/empty-table";
import { LiveRefreshNotice } from "./live-refresh-notice";
import { listModulesAction } from "./actions";
import { moduleColumns, type ModuleRow } from "./columns";
import { useAccountAction } from "@/components/shell/rendered-account";

export function ModulesTable({ initialModules, fetchedAt }: { initialModules: ModuleRow[]; fetchedAt: number }) {
  const callListModules = useAccountAction(listModulesAction);
  const query = useLiveQuery({
    queryKey: ["modules"],
    queryFn: async () => dataOrThrow(await callListModules({})),
    initialData: initialModules,
    fetchedAt,
  });
  return (
    <div className="space-y-3">
      <LiveRefreshNotice error={query.error} lastUpdatedAt={query.dataUpdatedAt} />
      <DataTable
        columns={moduleColumns}
        data={query.data}
        caption="Modules and their synchronization state"
        getRowId={(row) => row.id}
        empty={
          <EmptyTable>No modules are active on this account yet.</EmptyTable>
        }
      />
    </div>
  );
}
