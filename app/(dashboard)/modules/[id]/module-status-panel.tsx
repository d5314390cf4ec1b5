"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";
import { ModuleError } from "@/components/modules/module-error";
import { SupportDetails } from "@/components/ui/support-details";
import { moduleErrorMessage } from "@/lib/adapters/customer-messages/module-error-messages";
import { SyncStateBadge } from "@/components/modules/sync-state-badge";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { ProgressBar } from "@/components/ui/progress-bar";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatDateTime } from "@/lib/platform/format/date-time";
import { displayedSyncState } from "@/lib/domains/modules/displayed-sync-state";
import { LiveRefreshNotice } from "../live-refresh-notice";
import { useModuleStatus, type ModuleStatus } from "./module-status-query";

interface ModuleStatusPanelProps {
  moduleId: string;
  moduleName: string;
  activatedAt: string;
  initialStatus: ModuleStatus;
  fetchedAt: number;
}

/** The live synchronization status; polls, and refreshes the server-rendered history when the state changes. */
export function ModuleStatusPanel({ moduleId, moduleName, activatedAt, initialStatus, fetchedAt }: ModuleStatusPanelProps) {
  const query = useModuleStatus(moduleId, initialStatus, fetchedAt, true);
  const status = query.data;
  useRefreshOnStateChange(status.updated_at);
  const shown = displayedSyncState(status);
  const stalled = shown === "stalled";

  return (
    <Card title="Synchronization">
      <div className="flex flex-wrap items-center gap-3">
        {/* Announced when the state changes, not on every progress tick. */}
        <div aria-live="polite" className="flex items-center gap-2 text-sm">
          <span className="sr-only">State:</span>
          <SyncStateBadge state={shown} />
        </div>
        {status.state === "syncing" ? <ProgressBar value={status.progress ?? 0} label={`${moduleName} sync progress`} /> : null}
      </div>
      <LiveRefreshNotice error={query.error} lastUpdatedAt={query.dataUpdatedAt} />
      {stalled ? (
        <Notice tone="warning" className="mt-3">
          This sync has been running for longer than expected and may have stalled. If it does not finish, it is marked failed and retried
          automatically.
        </Notice>
      ) : null}
      <dl className="mt-4 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail term="Activated">{formatDateTime(activatedAt)}</Detail>
        <Detail term="Last sync started">{status.last_sync_started_at ? <RelativeTime value={status.last_sync_started_at} /> : "Never"}</Detail>
        <Detail term="Last synced">{status.last_succeeded_at ? <RelativeTime value={status.last_succeeded_at} /> : "Never"}</Detail>
        <Detail term="Next sync">
          {shown === "starting" ? "Now" : status.next_sync_at ? <RelativeTime value={status.next_sync_at} /> : status.state === "paused" ? "Not while paused" : "Not scheduled"}
        </Detail>
        <Detail term="Records synced">{status.records_synced.toLocaleString("en-US")}</Detail>
        <Detail term="State changed">
          <RelativeTime value={status.updated_at} />
        </Detail>
      </dl>
      <div className="mt-4">
        <h3 className="text-sm font-medium text-zinc-600 dark:text-zinc-400">Last error</h3>
        {status.last_error && (shown === "starting" || shown === "syncing") ? (
          // Being retried: the error belongs to the attempt before, not to the module's state now,
          // so its advice (rotate, retry) is not repeated while the new attempt runs.
          <div className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
            <p>
              The previous attempt failed: {moduleErrorMessage(status.last_error.code, moduleName).summary} A new sync is{" "}
              {shown === "starting" ? "starting" : "running"}.
            </p>
            <SupportDetails code={status.last_error.code} text={status.last_error.message} />
          </div>
        ) : status.last_error ? (
          <Notice tone="danger" className="mt-1.5">
            <ModuleError code={status.last_error.code} message={status.last_error.message} moduleName={moduleName} />
          </Notice>
        ) : (
          <p className="mt-1 text-sm">None</p>
        )}
      </div>
    </Card>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="mt-0.5 font-medium">{children}</dd>
    </div>
  );
}

/** The state history is server-rendered: re-render it when a poll shows a new state. */
function useRefreshOnStateChange(updatedAt: string) {
  const router = useRouter();
  const seen = useRef(updatedAt);
  useEffect(() => {
    if (seen.current === updatedAt) return;
    seen.current = updatedAt;
    router.refresh();
  }, [updatedAt, router]);
}
