import type { Metadata } from "next";
import { SyncStateBadge } from "@/components/modules/sync-state-badge";
import { Card, EmptyState } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { UsagePanel } from "@/components/usage/usage-panel";
import { requireAdmin } from "@/lib/auth/require-admin";
import { syncState } from "@/lib/db/schema";
import { formatDate, formatRelative } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { getAccountOverview } from "@/lib/overview/get-account-overview";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage() {
  const admin = await requireAdmin();
  const overview = await getAccountOverview({ accountId: admin.account.id });
  const now = new Date();
  return (
    <>
      <PageHeader title="Overview" description={`${admin.account.name} at a glance.`} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title="Modules">
          <p className="text-3xl font-semibold" data-testid="module-count">
            {overview.moduleCount}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Modules by synchronization state">
            {syncState.enumValues.map((state) => (
              <li key={state} className="flex items-center gap-1.5 text-sm">
                <SyncStateBadge state={state} />
                <span>{overview.modulesByState[state]}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Access tokens">
          <p className="text-3xl font-semibold">{overview.activeTokens}</p>
          <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
            {overview.tokensExpiringSoon > 0
              ? `${overview.tokensExpiringSoon} expiring within 7 days`
              : "None expiring within 7 days"}
          </p>
        </Card>
        <Card title="Last invoice">
          {overview.lastInvoice ? (
            <>
              <p className="text-3xl font-semibold">{formatMoney(overview.lastInvoice.total, overview.lastInvoice.currency)}</p>
              <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
                {overview.lastInvoice.number} · {overview.lastInvoice.period} · {overview.lastInvoice.status} · due{" "}
                {formatDate(overview.lastInvoice.dueAt)}
              </p>
            </>
          ) : (
            <EmptyState>No invoice yet.</EmptyState>
          )}
        </Card>
      </div>
      <div className="mt-4">
        <Card title="API usage">
          <UsagePanel headingId="overview-usage" />
        </Card>
      </div>
      <div className="mt-4">
        <Card title="Recent activity">
          {overview.recentActivity.length === 0 ? (
            <EmptyState>Nothing has happened on this account yet.</EmptyState>
          ) : (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {overview.recentActivity.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <span>
                    <code className="rounded bg-zinc-100 px-1.5 py-0.5 text-xs dark:bg-zinc-800">{entry.action}</code>{" "}
                    <span className="text-zinc-700 dark:text-zinc-300">by {entry.actorDisplay}</span>
                  </span>
                  <time dateTime={entry.occurredAt.toISOString()} className="text-zinc-600 dark:text-zinc-400">
                    {formatRelative(entry.occurredAt, now)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
