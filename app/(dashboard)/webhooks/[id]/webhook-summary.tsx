import type { components } from "@/clients/typescript/src";
import { formatDateTime } from "@/lib/platform/format/date-time";
import { EventBadges, WebhookStateBadge } from "../columns";

type Webhook = components["schemas"]["Webhook"];

/** What the endpoint is: URL, events, state, dates. */
export function WebhookSummary({ webhook }: { webhook: Webhook }) {
  const rows: [string, React.ReactNode][] = [
    ["URL", <span key="url" className="break-all font-mono text-xs">{webhook.url}</span>],
    ["Events", <EventBadges key="events" events={webhook.events} />],
    ["State", <WebhookStateBadge key="state" webhook={webhook} />],
    ["API version", <span key="version" className="font-mono text-xs">{webhook.api_version}</span>],
    ["Created", formatDateTime(webhook.created_at)],
    ["Secret rotated", webhook.secret_rotated_at ? formatDateTime(webhook.secret_rotated_at) : "Never"],
  ];
  return (
    <section aria-labelledby="endpoint-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id="endpoint-heading" className="mb-3 text-base font-semibold">
        Endpoint
      </h2>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-zinc-600 dark:text-zinc-400">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
