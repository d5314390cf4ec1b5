import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageHeader } from "@/components/ui/page-header";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { requireAdmin, type AdminContext } from "@/lib/adapters/session/require-admin";
import { getAccountApiVersion } from "@/lib/domains/api-version-upgrades";
import { isKnownApiVersion, KNOWN_API_VERSIONS } from "@/lib/domains/api-versions";
import { publicOrigin } from "@/lib/platform/http/public-origin";
import { roleMay } from "@/lib/platform/schemas/roles";
import { ApiExplorer } from "./api-explorer";
import { mintExplorerCredential } from "./explorer-credential";
import { explorerPrefillFrom, type ExplorerPrefill } from "./explorer-prefill";
import { GettingStarted } from "./getting-started";

export const metadata: Metadata = { title: "API explorer" };

/** This server's origin as the browser sees it: the base URL an integrator calls. */
async function baseUrl(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("host") ?? "localhost";
  return publicOrigin(requestHeaders, /^(localhost|127\.|\[::1\])/.test(host) ? "http://localhost" : "https://localhost");
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The recorded call `?request_id=` names (the Requests page's "Open in the explorer"), read as the page reads it: redacted. */
async function prefillFor(admin: AdminContext, requestId: unknown): Promise<ExplorerPrefill | null> {
  if (typeof requestId !== "string" || !REQUEST_ID.test(requestId)) return null;
  const client = await getV1Client(admin, ["read"]);
  const { data } = await client.GET("/v1/requests/{id}", { params: { path: { id: requestId } } });
  return data ? explorerPrefillFrom(data) : null;
}

export default async function ApiExplorerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdmin();
  const params = await searchParams;
  const [credential, prefill, accountVersion] = await Promise.all([
    mintExplorerCredential(admin, ["read"]),
    prefillFor(admin, params.request_id),
    getAccountApiVersion({ accountId: admin.account.id }),
  ]);
  // `?version=` is where the API version page's "Try it in the explorer" lands; otherwise the
  // account's own version, which its integrations get without the header.
  const asked = typeof params.version === "string" && isKnownApiVersion(params.version) ? params.version : null;
  return (
    <>
      <PageHeader
        title="API explorer"
        description="Every operation of the v1 API, with samples in curl, TypeScript, Python and PHP. “Try it” calls the API as you, for your current account."
      />
      <div className="space-y-6">
        <GettingStarted baseUrl={await baseUrl()} />
        {/* A viewer's explorer stays read-only: no offer to allow writes, which the action refuses anyway. */}
        <ApiExplorer
          initialCredential={credential}
          canWrite={roleMay(admin.account.role, "api_write")}
          documentUrl="/v1/openapi.json"
          prefill={prefill}
          versions={[...KNOWN_API_VERSIONS]}
          accountVersion={accountVersion}
          initialVersion={asked ?? accountVersion}
        />
      </div>
    </>
  );
}
