"use client";

import { dataOrThrow } from "@/components/providers/action-result";
import { useLiveQuery } from "@/components/providers/use-live-query";
import type { components } from "@/clients/typescript/src";
import { getModuleStatusAction } from "../actions";
import { useAccountAction } from "@/components/shell/rendered-account";

export type ModuleStatus = components["schemas"]["ModuleStatus"];

export const moduleStatusKey = (id: string) => ["module-status", id] as const;

/** The module's live status; the panel polls, other watchers (the controls) only read it. */
export function useModuleStatus(id: string, initialStatus: ModuleStatus, fetchedAt: number, poll: boolean) {
  const callGetModuleStatus = useAccountAction(getModuleStatusAction);
  return useLiveQuery({
    queryKey: moduleStatusKey(id),
    queryFn: async () => dataOrThrow(await callGetModuleStatus({ id })),
    initialData: initialStatus,
    fetchedAt,
    poll,
  });
}
