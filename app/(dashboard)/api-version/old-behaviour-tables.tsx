import type { OldVersionCaller, OldVersionWebhook } from "@/lib/domains/api-version-upgrades";
import { formatDateTime } from "@/lib/platform/format/date-time";

const emptyBox = "rounded-xl border border-dashed border-zinc-300 p-6 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300";
const th = "px-3 py-2 font-medium";

/** The tokens and OAuth clients that called a changed operation at an older version in the last 30 days. */
export function OldBehaviourCallers({ callers, describeOperation }: { callers: OldVersionCaller[]; describeOperation: (operationId: string) => string }) {
  if (callers.length === 0) {
    return <p className={emptyBox}>No access token or OAuth client called a changed operation at an older version in the last 30 days.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full text-left text-sm" data-testid="old-version-callers">
        <caption className="sr-only">Access tokens and OAuth clients that used the older behaviour, most recent first</caption>
        <thead className="bg-zinc-50 text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
          <tr>
            <th scope="col" className={th}>Credential</th>
            <th scope="col" className={`${th} hidden sm:table-cell`}>Version</th>
            <th scope="col" className={th}>Changed calls</th>
            <th scope="col" className={th}>Last call</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {callers.map((caller) => (
            <tr key={caller.id}>
              <td className="px-3 py-2">
                <a href={caller.kind === "oauth_client" ? "/oauth-clients" : "/tokens"} className="text-link">
                  {caller.name ?? (caller.kind === "oauth_client" ? "A deleted OAuth client" : "A deleted token")}
                </a>
                <span className="block text-xs text-zinc-600 dark:text-zinc-400">{caller.kind === "oauth_client" ? "OAuth client" : "Access token"}</span>
              </td>
              <td className="hidden whitespace-nowrap px-3 py-2 font-mono text-xs sm:table-cell">{caller.versions.join(", ")}</td>
              <td className="px-3 py-2">
                <ul>
                  {caller.operations.map((operationId) => (
                    <li key={operationId} className="font-mono text-xs">
                      {describeOperation(operationId)}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                <time dateTime={caller.lastSeenAt.toISOString()}>{formatDateTime(caller.lastSeenAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The webhook endpoints at an older version that receive an event whose payload changed since. */
export function OldBehaviourWebhooks({ webhooks }: { webhooks: OldVersionWebhook[] }) {
  if (webhooks.length === 0) {
    return <p className={emptyBox}>No webhook endpoint receives a changed event at an older version.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-zinc-200 dark:border-zinc-800">
      <table className="w-full text-left text-sm" data-testid="old-version-webhooks">
        <caption className="sr-only">Webhook endpoints at an older version</caption>
        <thead className="bg-zinc-50 text-zinc-700 dark:bg-zinc-900 dark:text-zinc-300">
          <tr>
            <th scope="col" className={th}>Endpoint</th>
            <th scope="col" className={th}>Version</th>
            <th scope="col" className={th}>Changed events</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-200 dark:divide-zinc-800">
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <td className="px-3 py-2">
                <a href={`/webhooks/${webhook.id}`} className="text-link break-all">
                  {webhook.url}
                </a>
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{webhook.apiVersion}</td>
              <td className="px-3 py-2 font-mono text-xs">{webhook.events.join(", ")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
