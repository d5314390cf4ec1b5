import type { Metadata } from "next";
import { Notice } from "@/components/ui/notice";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { roleMay } from "@/lib/platform/schemas/roles";
import { disabledReasonText } from "../event-catalogue";
import { DeliveryLog } from "./delivery-log";
import { renderDeliveryPage } from "./delivery-page";
import { EditWebhookForm } from "./edit-webhook-form";
import { SendExampleEvent } from "./send-example-event";
import { loadWebhook } from "./load-webhook";
import { snippets } from "./snippet-sources";
import { VerificationSnippets } from "./verification-snippets";
import { WebhookControls } from "./webhook-controls";
import { WebhookSummary } from "./webhook-summary";
import { ChangeApiVersion } from "./change-api-version";
import type { VersionOption } from "./webhook-api-version";
import { API_VERSIONS } from "@/lib/domains/api-versions";
import type { EventType } from "@/lib/platform/schemas/event-catalogue";
import { FormSection } from "@/components/ui/form-section";
import { AccountQueryProvider } from "@/components/providers/account-query-provider";

/** The dated versions for the version picker, with their changes' titles (from the changelog's modules). */
const versionOptions: VersionOption[] = API_VERSIONS.map((entry) => ({
  version: entry.version,
  changes: entry.changes.map((change) => change.title),
  events: [...new Set(entry.changes.flatMap((change) => change.affects.events))] as EventType[],
}));
const newestVersion = versionOptions.at(-1)!.version;

interface WebhookPageProps {
  params: Promise<{ id: string }>;
}

function titleOf(webhook: { url: string; description: string | null }): string {
  return webhook.description ?? new URL(webhook.url).host;
}

export async function generateMetadata({ params }: WebhookPageProps): Promise<Metadata> {
  const { webhook } = await loadWebhook((await params).id);
  return { title: `Webhook ${titleOf(webhook)}` };
}

export default async function WebhookPage({ params }: WebhookPageProps) {
  const { id } = await params;
  const { admin, webhook, deliveries, fetchedAt } = await loadWebhook(id);
  // A viewer reads the endpoint and its log but is offered no controls; the actions refuse them anyway.
  const canWrite = roleMay(admin.account.role, "api_write");

  return (
    <AccountQueryProvider>
      <BackLink href="/webhooks">All webhooks</BackLink>
      <PageHeader
        title={titleOf(webhook)}
        description={webhook.id}
        actions={canWrite ? <WebhookControls webhookId={webhook.id} enabled={webhook.enabled} url={webhook.url} /> : undefined}
      />
      <div className="space-y-6">
        {!webhook.enabled ? (
          <Notice tone={webhook.disabled_reason === "manual" ? "info" : "warning"}>
            <strong>This endpoint is disabled.</strong> {disabledReasonText(webhook.disabled_reason)}
          </Notice>
        ) : null}
        <WebhookSummary webhook={webhook} />
        {canWrite ? (
          <FormSection headingId="edit-webhook-heading" title="Edit endpoint">
            <EditWebhookForm webhook={webhook} />
          </FormSection>
        ) : null}
        {canWrite ? (
          <FormSection headingId="webhook-api-version-heading" title="API version">
            <div className="space-y-3 text-sm">
              <p className="text-zinc-700 dark:text-zinc-300">
                Payloads are rendered at <strong>{webhook.api_version}</strong>
                {webhook.api_version === newestVersion ? ", the newest version." : `; the newest is ${newestVersion}.`} Try another version
                first: an example of each event it reshapes is sent at it, to this endpoint only. Then move the endpoint.{" "}
                <a className="text-link" href="/v1/changelog">
                  Changelog
                </a>
              </p>
              <ChangeApiVersion webhookId={webhook.id} current={webhook.api_version} versions={versionOptions} enabled={webhook.enabled} />
            </div>
          </FormSection>
        ) : null}
        <section aria-labelledby="deliveries-heading" className="space-y-3">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="deliveries-heading" className="text-base font-semibold">
              Delivery log
            </h2>
            {canWrite ? <SendExampleEvent webhookId={webhook.id} enabled={webhook.enabled} /> : null}
          </div>
          <DeliveryLog webhookId={webhook.id} initialPage={renderDeliveryPage(deliveries)} fetchedAt={fetchedAt} canResend={canWrite} />
        </section>
        <section aria-labelledby="verify-heading" className="space-y-3">
          <div>
            <h2 id="verify-heading" className="text-base font-semibold">
              Verify signatures
            </h2>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
              Every delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (Standard
              Webhooks). Verify them on the raw body with your signing secret, answer 2xx within 10 seconds, and deduplicate on{" "}
              <code>webhook-id</code>: a delivery that was not acknowledged is retried, up to 9 times over 3 days.
            </p>
          </div>
          <VerificationSnippets snippets={snippets} />
        </section>
      </div>
    </AccountQueryProvider>
  );
}
