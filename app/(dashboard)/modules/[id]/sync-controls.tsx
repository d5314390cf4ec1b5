"use client";

import { Pause, Play, RefreshCw, RotateCw } from "@/components/icons/icons";
import { useState, useTransition } from "react";
import { useOwnAction } from "@/components/providers/use-own-action";
import { Button } from "@/components/ui/button";
import { displayedSyncState } from "@/lib/domains/modules/displayed-sync-state";
import { pauseModuleAction, requestModuleSyncAction, resumeModuleAction } from "../actions";
import { moduleQueries, showModuleStatus } from "./module-action-effects";
import { useModuleStatus, type ModuleStatus } from "./module-status-query";
import { FormAlert } from "@/components/ui/form-alert";

/**
 * "Retry now" (a failed module) or "Sync now" (a synced or pending one): both `POST /v1/modules/{id}/sync`.
 * Pause (from any state) or Resume (a paused module) the scheduled syncs.
 */
export function SyncControls({ moduleId, initialStatus, fetchedAt }: { moduleId: string; initialStatus: ModuleStatus; fetchedAt: number }) {
  const { data: status } = useModuleStatus(moduleId, initialStatus, fetchedAt, false);
  // The sync request answers with the new status; pause and resume answer only whether anything changed.
  const requestSync = useOwnAction(requestModuleSyncAction, { update: showModuleStatus, invalidate: moduleQueries(moduleId) });
  const pause = useOwnAction(pauseModuleAction, { invalidate: moduleQueries(moduleId) });
  const resume = useOwnAction(resumeModuleAction, { invalidate: moduleQueries(moduleId) });
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const shown = displayedSyncState(status);
  const paused = status.state === "paused";

  function run(call: () => Promise<{ ok: true } | { ok: false; error: string }>) {
    startTransition(async () => {
      const result = await call();
      setError(result.ok ? null : result.error);
    });
  }

  const syncNow = () => run(() => requestSync({ id: moduleId, idempotencyKey: crypto.randomUUID() }));

  return (
    <div className="flex flex-wrap items-center gap-2">
      <FormAlert message={error} />
      {shown === "failed" ? (
        <Button onClick={syncNow} disabled={pending}>
          <RotateCw className="h-4 w-4" aria-hidden />
          Retry now
        </Button>
      ) : null}
      {shown === "synced" || shown === "pending" ? (
        <Button variant="secondary" onClick={syncNow} disabled={pending}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          Sync now
        </Button>
      ) : null}
      <Button variant="secondary" onClick={() => run(() => (paused ? resume({ id: moduleId }) : pause({ id: moduleId })))} disabled={pending}>
        {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
        {paused ? "Resume sync" : "Pause sync"}
      </Button>
    </div>
  );
}
