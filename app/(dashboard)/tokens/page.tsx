import type { Metadata } from "next";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { UsagePanel } from "@/components/usage/usage-panel";
import { usageViewFrom } from "@/components/usage/usage-view";
import { listAccessTokens } from "@/lib/domains/access-tokens/list-access-tokens";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { listOAuthClients } from "@/lib/domains/oauth-clients/list-oauth-clients";
import { roleMay } from "@/lib/platform/schemas/roles";
import { listLeakedTokens } from "@/lib/domains/secret-scanning/list-leaked-tokens";
import { CreateTokenForm } from "./create-token-form";
import { LeakedTokensNotice } from "./leaked-tokens-notice";
import { toTokenRow } from "./token-row";
import { TokensTable } from "./tokens-table";
import { FormSection } from "@/components/ui/form-section";
import { PageSection } from "@/components/ui/page-section";
import { addressWith } from "@/components/data-table/page-address";
import { tableSortingFrom } from "@/components/data-table/table-sorting";

export const metadata: Metadata = { title: "Access tokens" };

export default async function AccessTokensPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdmin();
  const params = await searchParams;
  // Tokens are customer-area only (a token can never list or mint tokens): read from the service.
  // The page's three reads at once, not one after another.
  const [tokenRecords, leaked, oauthClients] = await Promise.all([
    listAccessTokens({ accountId: admin.account.id }),
    listLeakedTokens({ accountId: admin.account.id }),
    listOAuthClients({ accountId: admin.account.id }),
  ]);
  const tokens = tokenRecords.map(toTokenRow);
  // Viewers create and revoke nothing; the actions refuse them anyway.
  const canManage = roleMay(admin.account.role, "manage_tokens");
  return (
    <>
      <PageHeader
        title="Access tokens"
        description="Bearer tokens your systems use to call the v1 API. Each is shown once, when you create it."
      />
      <div className="space-y-6">
        {canManage ? (
          <FormSection headingId="create-token-heading" title="Create a token">
            <CreateTokenForm />
          </FormSection>
        ) : null}
        <PageSection headingId="tokens-heading" title="Your tokens">
          <LeakedTokensNotice leaked={leaked} />
          <TokensTable
            tokens={tokens}
            canManage={canManage}
            showRevoked={params.revoked === "1"}
            toggleRevokedHref={addressWith("/tokens", params, { revoked: params.revoked === "1" ? undefined : "1" })}
            sorting={tableSortingFrom("/tokens", params)}
          />
          <Notice tone="info">
            Each token may make 600 requests per minute. If an integration needs more, use <strong>Request extended limit</strong>: we
            review the request, and once it is granted the token may make 3&nbsp;000 requests per minute. The Limit column shows where each
            request stands: requested, granted or declined.
          </Notice>
        </PageSection>
        <PageSection headingId="usage-heading" title="Usage">
          <UsagePanel
            admin={admin}
            view={usageViewFrom(params)}
            pathname="/tokens"
            headingId="usage-heading"
            tokens={tokens.map((token) => ({ id: token.id, name: token.name }))}
            // A client's tokens are not listed here; its usage is the sum of them all.
            clients={oauthClients.map((client) => ({ id: client.id, name: client.name }))}
          />
        </PageSection>
      </div>
    </>
  );
}
