import type { Metadata } from "next";
import { FormSection } from "@/components/ui/form-section";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { UsagePanel } from "@/components/usage/usage-panel";
import { usageViewFrom } from "@/components/usage/usage-view";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { listOAuthClients } from "@/lib/domains/oauth-clients/list-oauth-clients";
import { roleMay } from "@/lib/platform/schemas/roles";
import { toClientRow } from "./client-row";
import { ClientsTable } from "./clients-table";
import { CreateClientForm } from "./create-client-form";
import { PageSection } from "@/components/ui/page-section";
import { tableSortingFrom } from "@/components/data-table/table-sorting";

export const metadata: Metadata = { title: "OAuth clients" };

export default async function OAuthClientsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdmin();
  const params = await searchParams;
  // Clients mint tokens, so like tokens they are customer-area only: read from the service.
  const clients = (await listOAuthClients({ accountId: admin.account.id })).map(toClientRow);
  // Developers, admins and owners manage credentials; viewers see the list. The actions refuse anyway.
  const canManage = roleMay(admin.account.role, "manage_tokens");
  return (
    <>
      <PageHeader
        title="OAuth clients"
        description="Machines that obtain their own short-lived access tokens by the OAuth 2.0 client credentials grant, instead of a long-lived token in their configuration."
      />
      <div className="space-y-6">
        {canManage ? (
          <FormSection headingId="create-client-heading" title="Create a client">
            <CreateClientForm />
          </FormSection>
        ) : null}
        <PageSection headingId="clients-heading" title="Your clients">
          <ClientsTable clients={clients} canManage={canManage} sorting={tableSortingFrom("/oauth-clients", params)} />
          <Notice tone="info">
            Tokens come from <code>POST /oauth/token</code> with <code>grant_type=client_credentials</code>; standard OAuth libraries find
            everything at <code>/.well-known/oauth-authorization-server</code>. All tokens of one client share its 600 requests per minute,
            and the audit log records issuance at most once a minute per client, with a count.
          </Notice>
        </PageSection>
        <PageSection headingId="usage-heading" title="Usage">
          <UsagePanel
            admin={admin}
            view={usageViewFrom(params)}
            pathname="/oauth-clients"
            headingId="usage-heading"
            clients={clients.map((client) => ({ id: client.id, name: client.name }))}
          />
        </PageSection>
      </div>
    </>
  );
}
