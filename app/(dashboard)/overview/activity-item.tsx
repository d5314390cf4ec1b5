import Link from "next/link";
import { resourceHref, resourceTypeLabel } from "@/components/audit/resource-href";
import { auditActionLabel } from "@/lib/domains/audit/audit-actions";
import { formatDateTime, formatRelative } from "@/lib/platform/format/date-time";
import type { AccountOverview } from "@/lib/domains/overview/get-account-overview";

type Entry = AccountOverview["recentActivity"][number];

/** "Module token rotated · HR & Payroll · by admin@acme.test", linked to the resource's page. */
export function ActivityItem({ entry, now }: { entry: Entry; now: Date }) {
  const resource = entry.resourceType && entry.resourceId ? { type: entry.resourceType, id: entry.resourceId } : null;
  const href = resourceHref(resource);
  const resourceText = resource ? (entry.resourceName ?? `${resourceTypeLabel(resource.type)} ${resource.id}`) : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
      {/* Names are the customer's own and may be one long word (a 100-character token name): break it rather than overflow. */}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium">{auditActionLabel(entry.action)}</span>
        {resourceText && resource?.type !== "user" ? (
          <>
            {" · "}
            {href ? (
              <Link href={href} className="text-link font-normal">
                {resourceText}
              </Link>
            ) : (
              <span>{resourceText}</span>
            )}
          </>
        ) : null}{" "}
        <span className="text-zinc-700 dark:text-zinc-300">by {entry.actorDisplay}</span>
      </span>
      <time dateTime={entry.occurredAt.toISOString()} title={formatDateTime(entry.occurredAt)} className="text-zinc-600 dark:text-zinc-400">
        {formatRelative(entry.occurredAt, now)}
      </time>
    </li>
  );
}
