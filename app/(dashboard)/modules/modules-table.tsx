"use client";

import type { ReactNode } from "react";
import { dataOrThrow } from "@/components/providers/action-result";
import { useLiveQuery } from "@/components/providers/use-live-query";
import { useAccountAction } from "@/components/shell/rendered-account";
import { LiveRefreshNotice } from "./live-refresh-notice";
import { renderModulesTableAction } from "./list-action";

/**
 * The modules table, live: the server renders it (`initialTable`), and every poll asks the
 * server for it again in the same order, so only this polling and the notice run here.
 */
export function ModulesTable({ initialTable, fetchedAt, sort }: { initialTable: ReactNode; fetchedAt: number; sort?: string }) {
  const callRenderTable = useAccountAction(renderModulesTableAction);
  const query = useLiveQuery<ReactNode>({
    queryKey: ["modules", sort ?? ""],
    queryFn: async () => dataOrThrow(await callRenderTable({ sort })),
    initialData: initialTable,
    fetchedAt,
  });
  return (
    <div className="space-y-3">
      <LiveRefreshNotice error={query.error} lastUpdatedAt={query.dataUpdatedAt} />
      {query.data}
    </div>
  );
}
