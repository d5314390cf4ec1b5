import { ArrowRight } from "@/components/icons/icons";
import { SyncStateBadge } from "@/components/modules/sync-state-badge";
import { Card, EmptyState } from "@/components/ui/card";
import { formatDateTime } from "@/lib/platform/format/date-time";
import type { ModuleStateTransition } from "@/lib/domains/modules/list-module-transitions";

/** `paused_by_user` → "paused by user": the reasons are machine codes. */
const reasonText = (reason: string) => reason.replaceAll("_", " ");

export function StateHistory({ transitions, limit }: { transitions: ModuleStateTransition[]; limit: number }) {
  return (
    <Card title="State history">
      {transitions.length === 0 ? (
        <EmptyState>No state changes yet.</EmptyState>
      ) : (
        <>
          <ol aria-label="State changes, newest first" className="divide-y divide-zinc-100 dark:divide-zinc-800">
            {transitions.map((transition) => (
              <li key={transition.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="flex flex-wrap items-center gap-1.5">
                  <SyncStateBadge state={transition.fromState} />
                  <ArrowRight className="h-3.5 w-3.5 text-zinc-500" aria-hidden />
                  <span className="sr-only">to</span>
                  <SyncStateBadge state={transition.toState} />
                  <span className="ml-1 text-zinc-700 dark:text-zinc-300">{reasonText(transition.reason)}</span>
                </span>
                <time dateTime={transition.occurredAt.toISOString()} className="text-zinc-600 dark:text-zinc-400">
                  {formatDateTime(transition.occurredAt)}
                </time>
              </li>
            ))}
          </ol>
          {transitions.length === limit ? (
            <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">Showing the latest {limit} changes.</p>
          ) : null}
        </>
      )}
    </Card>
  );
}
