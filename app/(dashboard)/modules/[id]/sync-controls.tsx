"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Pause, Play } from "lucide-react";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { pauseModuleAction, resumeModuleAction } from "../actions";
import { moduleStatusKey, useModuleStatus, type ModuleStatus } from "./module-status-query";
import { useAccountAction } from "@/components/shell/rendered-account";

/** Pause (from any state) or Resume (a paused module) the scheduled syncs. */
export function SyncControls({ moduleId, initialStatus, fetchedAt }: { moduleId: string; initialStatus: ModuleStatus; fetchedAt: number }) {
  const callPauseModule = useAccountAction(pauseModuleAction);
  const callResumeModule = useAccountAction(resumeModuleAction);
  const { data: status } = useModuleStatus(moduleId, initialStatus, fetchedAt, false);
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<string | null>(null);
  const paused = status.state === "paused";

  function toggle() {
    startTransition(async () => {
      const result = paused ? await callResumeModule({ id: moduleId }) : await callPauseModule({ id: moduleId });
      if (!result.ok) {
        setError(result.error);
        return;
      }
      setError(null);
      // The page's server parts refresh through revalidatePath; the live status is client state.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moduleStatusKey(moduleId) }),
        queryClient.invalidateQueries({ queryKey: ["modules"] }),
      ]);
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <Button variant="secondary" onClick={toggle} disabled={pending}>
        {paused ? <Play className="h-4 w-4" aria-hidden /> : <Pause className="h-4 w-4" aria-hidden />}
        {paused ? "Resume sync" : "Pause sync"}
      </Button>
    </div>
  );
}
