import { formatDateTime } from "@/lib/platform/format/date-time";
import { Notice } from "@/components/ui/notice";

/**
 * Shown while polling fails: the page keeps the last data it had and says how old it is.
 * The live region exists from the start so screen readers announce the notice when it appears.
 */
export function LiveRefreshNotice({ error, lastUpdatedAt }: { error: Error | null; lastUpdatedAt: number }) {
  return (
    <div role="status">
      {error ? (
        <Notice tone="warning">
          Live updates paused: the latest refresh failed ({error.message}). Showing data from{" "}
          {formatDateTime(new Date(lastUpdatedAt))}; retrying automatically.
        </Notice>
      ) : null}
    </div>
  );
}
