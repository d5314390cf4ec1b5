import type { Metadata } from "next";
import { Badge } from "@/components/ui/badge";
import { FormSection } from "@/components/ui/form-section";
import { PageHeader } from "@/components/ui/page-header";
import { PageSection } from "@/components/ui/page-section";
import { v1Operations } from "@/lib/adapters/api/operations";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getApiVersionOverview } from "@/lib/domains/api-version-upgrades";
import { roleMay } from "@/lib/platform/schemas/roles";
import { formatDateTime } from "@/lib/platform/format/date-time";
import { ChangeList } from "./change-list";
import { OldBehaviourCallers, OldBehaviourWebhooks } from "./old-behaviour-tables";
import { VersionActions } from "./version-actions";

export const metadata: Metadata = { title: "API version" };

/** `getModuleStatus` → `GET /v1/modules/{id}/status`: what an integrator recognises in their code. */
function describeOperation(operationId: string): string {
  const operation = v1Operations.find((candidate) => candidate.operationId === operationId);
  return operation ? `${operation.method.toUpperCase()} ${operation.path}` : operationId;
}

// The account's default /v1 version (issue 33): what it is, what an upgrade to the newest changes
// and for which of the account's integrations, and the upgrade and its 72-hour rollback. Everyone
// reads it; owners and admins change it.
export default async function ApiVersionPage() {
  const admin = await requireAdmin();
  const overview = await getApiVersionOverview({ accountId: admin.account.id });
  const current = overview.version === overview.newest;
  return (
    <>
      <PageHeader
        title="API version"
        description="Which dated version of the v1 API answers your integrations when a request does not name one with the Api-Version header."
      />
      <div className="space-y-6">
        <FormSection headingId="version-heading" title="Your version">
          <div className="space-y-4">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-zinc-600 dark:text-zinc-400">This account</dt>
                <dd className="mt-1 flex items-center gap-2 font-mono text-base" data-testid="account-api-version">
                  {overview.version}
                  {current ? <Badge tone="success">Newest</Badge> : <Badge tone="warning">Older</Badge>}
                </dd>
              </div>
              <div>
                <dt className="text-zinc-600 dark:text-zinc-400">Newest</dt>
                <dd className="mt-1 font-mono text-base">{overview.newest}</dd>
              </div>
            </dl>
            {overview.rollback ? (
              <p className="text-sm text-zinc-700 dark:text-zinc-300">
                You can roll back to {overview.rollback.to} until <time dateTime={overview.rollback.until.toISOString()}>{formatDateTime(overview.rollback.until)}</time>.
              </p>
            ) : null}
            <VersionActions
              version={overview.version}
              newest={overview.newest}
              rollback={overview.rollback ? { to: overview.rollback.to, until: overview.rollback.until.toISOString() } : null}
              canChange={roleMay(admin.account.role, "manage_api_version")}
            />
            {roleMay(admin.account.role, "manage_api_version") ? null : (
              <p className="text-sm text-zinc-700 dark:text-zinc-300">Owners and admins can upgrade the account and roll it back.</p>
            )}
          </div>
        </FormSection>
        <PageSection headingId="changes-heading" title={current ? "What changed" : `What changes in ${overview.newest}`}>
          {current ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">This account is on the newest version: an upgrade changes nothing.</p>
          ) : (
            <ChangeList changes={overview.changes} describeOperation={describeOperation} />
          )}
          <p className="text-sm">
            <a href="/v1/changelog" className="text-link">
              Every version and change, in the changelog
            </a>
          </p>
        </PageSection>
        <PageSection headingId="callers-heading" title="Integrations on the older behaviour (last 30 days)">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            Calls whose answer differs at the newest version, by the version they were answered at: the account&rsquo;s, or the one a request
            named.
          </p>
          <OldBehaviourCallers callers={overview.callers} describeOperation={describeOperation} />
        </PageSection>
        <PageSection headingId="webhooks-heading" title="Webhook endpoints on an older version">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">Each endpoint has a version of its own: upgrading the account does not change it.</p>
          <OldBehaviourWebhooks webhooks={overview.webhooks} />
        </PageSection>
      </div>
    </>
  );
}
