"use client";

import type { QueryClient } from "@tanstack/react-query";
import type { ModuleRow } from "../columns";
import { moduleStatusKey, type ModuleStatus } from "./module-status-query";

/** What a module action changed: its live status and the modules list (both client queries). */
export const moduleQueries = (moduleId: string) => [moduleStatusKey(moduleId), ["modules"]];

/** A sync request answers with the module's new status: show it at once, here and in the list. */
export function showModuleStatus(status: ModuleStatus, queryClient: QueryClient) {
  queryClient.setQueryData(moduleStatusKey(status.module_id), status);
  queryClient.setQueryData<ModuleRow[]>(["modules"], (rows) => rows?.map((row) => (row.id === status.module_id ? { ...row, sync_state: status } : row)));
}
