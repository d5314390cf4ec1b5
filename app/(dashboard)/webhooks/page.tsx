import type { Metadata } from "next";
import { unwrap } from "@/clients/typescript/src";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { roleMay } from "@/lib/platform/schemas/roles";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { CreateWebhookForm } from "./create-webhook-form";
import { WebhooksTable } from "./webhooks-table";
import { FormSection } from "@/components/ui/form-section";
import { PageSection } from "@/components/ui/page-section";
import type { SearchParams } from "@/components/data-table/page-address";
import { tableSortingFrom } from "@/components/data-table/table-sorting";

export const metadata: Metadata = { title: "Webhooks" };

export default async function WebhooksPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  const { data: webhooks } = unwrap(await client.GET("/v1/webhooks"));
  // Endpoints the service switched off (410, or 5 days of failures) need the admin's attention.
  const stopped = webhooks.filter((webhook) => !webhook.enabled && webhook.disabled_reason !== "manual");
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Endpoints of your systems that receive signed events (Standard Webhooks), retried until they answer 2xx."
      />
      <div className="space-y-6">
        {stopped.length > 0 ? (
          <Notice tone="warning" role="status">
            {stopped.length === 1 ? "One endpoint was" : `${stopped.length} endpoints were`} disabled automatically because deliveries kept
            failing. Open it below to see the delivery log and enable it again.
          </Notice>
        ) : null}
        {roleMay(admin.account.role, "api_write") ? (
          <FormSection headingId="create-webhook-heading" title="Add an endpoint">
            <CreateWebhookForm />
          </FormSection>
        ) : null}
        <PageSection headingId="webhooks-heading" title="Your endpoints">
          <WebhooksTable webhooks={webhooks} sorting={tableSortingFrom("/webhooks", await searchParams)} />
        </PageSection>
      </div>
    </>
  );
}
