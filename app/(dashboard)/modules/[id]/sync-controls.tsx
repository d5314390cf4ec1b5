"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Pause, Play, RotateCw } from "lucide-react";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { pauseModuleAction, requestModuleSyncAction, resumeModuleAction } from "../actions";
import { moduleStatusKey, useModuleStatus, type ModuleStatus } from "./module-status-query";
import { useAccountAction } from "@/components/shell/rendered-account";

/** Retry now (a failed module), and Pause (from any state) or Resume (a paused module) the scheduled syncs. */
export function SyncControls({ moduleId, initialStatus, fetchedAt }: { moduleId: string; initialStatus: ModuleStatus; fetchedAt: number }) {
  const callPauseModule = useAccountAction(pauseModuleAction);
  const callResumeModule = useAccountAction(resumeModuleAction);
  const requestSync = useAccountAction(requestModuleSyncAction);
  const { data: status } = useModuleStatus(moduleId, initialStatus, fetchedAt, false);
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const paused = status.state === "paused";

  async function refreshStatus() {
    // The page's server parts refresh through revalidatePath; the live status is client state.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleStatusKey(moduleId) }),
      queryClient.invalidateQueries({ queryKey: ["modules"] }),
    ]);
  }

  function retryNow() {
    startTransition(async () => {
      const result = await requestSync({ id: moduleId, idempotencyKey: crypto.randomUUID() });
      setError(result.ok ? null : result.error);
      if (result.ok) await refreshStatus();
    });
  }

  function toggle() {
    startTransition(async () => {
      const result = paused ? await callResumeModule({ id: moduleId }) : await callPauseModule({ id: moduleId });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      await refreshStatus();
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {status.state === "failed" ? (
        <Button onClick={retryNow} disabled={pending}>
          <RotateCw className="h-4 w-4" aria-hidden />
          Retry now
        </Button>
      ) : null}
      <Button variant="secondary" onClick={toggle} disabled={pending}>
        {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
        {paused ? "Resume sync" : "Pause sync"}
      </Button>
    </div>
  );
}
