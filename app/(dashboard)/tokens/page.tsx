import type { Metadata } from "next";
import { Card } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { PageHeader } from "@/components/ui/page-header";
import { UsagePanel } from "@/components/usage/usage-panel";
import { listAccessTokens } from "@/lib/access-tokens/list-access-tokens";
import { requireAdmin } from "@/lib/auth/require-admin";
import { listLeakedTokens } from "@/lib/secret-scanning/list-leaked-tokens";
import { CreateTokenForm } from "./create-token-form";
import { LeakedTokensNotice } from "./leaked-tokens-notice";
import { toTokenRow } from "./token-row";
import { TokensTable } from "./tokens-table";

export const metadata: Metadata = { title: "Access tokens" };

export default async function AccessTokensPage() {
  const admin = await requireAdmin();
  // Tokens are customer-area only (a token can never list or mint tokens): read from the service.
  const tokens = (await listAccessTokens({ accountId: admin.account.id })).map(toTokenRow);
  return (
    <>
      <PageHeader
        title="Access tokens"
        description="Bearer tokens your systems use to call the v1 API. Each is shown once, when you create it."
      />
      <div className="space-y-6">
        <section aria-labelledby="create-token-heading" className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <h2 id="create-token-heading" className="mb-4 text-base font-semibold">
            Create a token
          </h2>
          <CreateTokenForm />
        </section>
        <section aria-labelledby="tokens-heading" className="space-y-3">
          <h2 id="tokens-heading" className="text-base font-semibold">
            Your tokens
          </h2>
          <LeakedTokensNotice leaked={await listLeakedTokens({ accountId: admin.account.id })} />
          <TokensTable tokens={tokens} />
          <Notice tone="info">
            Each token may make 600 requests per minute. If an integration needs more, use <strong>Request extended limit</strong>:
            an operator reviews the request and grants 3&nbsp;000 requests per minute with{" "}
            <code className="whitespace-nowrap rounded bg-white/60 px-1 font-mono text-xs dark:bg-black/30">npm run cli -- rate-limit grant --token tok_…</code>
            . The limit column shows the new limit once it is granted.
          </Notice>
        </section>
        <section aria-labelledby="usage-heading" className="space-y-3">
          <h2 id="usage-heading" className="text-base font-semibold">
            Usage
          </h2>
          <UsagePanel headingId="usage-heading" tokens={tokens.map((token) => ({ id: token.id, name: token.name }))} />
        </section>
      </div>
    </>
  );
}
