import type { Metadata } from "next";
import { SyncStateBadge } from "@/components/modules/sync-state-badge";
import { Card, EmptyState } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import { UsagePanel } from "@/components/usage/usage-panel";
import { usageViewFrom } from "@/components/usage/usage-view";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { displayedSyncStates } from "@/lib/domains/modules/displayed-sync-state";
import { formatDate } from "@/lib/platform/format/date-time";
import { formatMoney } from "@/lib/platform/format/money";
import { billingPeriodLabel } from "@/lib/domains/invoices/billing-period";
import { invoiceStatusLabel } from "@/lib/domains/invoices/invoice-display-status";
import { getAccountOverview } from "@/lib/domains/overview/get-account-overview";
import { ActivityItem } from "./overview/activity-item";
import { FailedModulesNotice } from "./overview/failed-modules-notice";
import { TileLink } from "./overview/tile-link";

export const metadata: Metadata = { title: "Overview" };

export default async function OverviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdmin();
  const overview = await getAccountOverview({ accountId: admin.account.id });
  const now = new Date();
  return (
    <>
      <PageHeader title="Overview" description={`${admin.account.name} at a glance.`} />
      <FailedModulesNotice modules={overview.failedModules} />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        <Card title="Modules" action={<TileLink href="/modules">All modules</TileLink>}>
          <p className="text-3xl font-semibold" data-testid="module-count">
            {overview.moduleCount}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Modules by synchronization state">
            {displayedSyncStates.map((state) => (
              <li key={state} className="flex items-center gap-1.5 text-sm">
                <SyncStateBadge state={state} />
                <span>{overview.modulesByState[state]}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title="Access tokens" action={<TileLink href="/tokens">Manage tokens</TileLink>}>
          <p className="text-3xl font-semibold">{overview.activeTokens}</p>
          <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
            {overview.tokensExpiringSoon > 0 ? `${overview.tokensExpiringSoon} expiring soon` : "None expiring soon"}
          </p>
        </Card>
        <Card
          title="Last invoice"
          action={overview.lastInvoice ? <TileLink href={`/invoices/${overview.lastInvoice.id}`}>Open invoice</TileLink> : undefined}
        >
          {overview.lastInvoice ? (
            <>
              <p className="text-3xl font-semibold">{formatMoney(overview.lastInvoice.total, overview.lastInvoice.currency)}</p>
              <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">
                {overview.lastInvoice.number} · {billingPeriodLabel(overview.lastInvoice.period)} · {invoiceStatusLabel(overview.lastInvoice, now)} · due{" "}
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
          <UsagePanel admin={admin} view={usageViewFrom(await searchParams)} pathname="/" headingId="overview-usage" />
        </Card>
      </div>
      <div className="mt-4">
        <Card title="Recent activity" action={<TileLink href="/audit">Audit log</TileLink>}>
          {overview.recentActivity.length === 0 ? (
            <EmptyState>Nothing has happened on this account yet.</EmptyState>
          ) : (
            <ul className="divide-y divide-zinc-100 dark:divide-zinc-800">
              {overview.recentActivity.map((entry) => (
                <ActivityItem key={entry.id} entry={entry} now={now} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
