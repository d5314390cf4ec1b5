import type { Metadata } from "next";
import { headers } from "next/headers";
import { PageHeader } from "@/components/ui/page-header";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getAccountApiVersion } from "@/lib/domains/api-version-upgrades";
import { isKnownApiVersion, KNOWN_API_VERSIONS } from "@/lib/domains/api-versions";
import { publicOrigin } from "@/lib/platform/http/public-origin";
import { roleMay } from "@/lib/platform/schemas/roles";
import { ApiExplorer } from "./api-explorer";
import { mintExplorerCredential } from "./explorer-credential";
import { GettingStarted } from "./getting-started";

export const metadata: Metadata = { title: "API explorer" };

/** This server's origin as the browser sees it: the base URL an integrator calls. */
async function baseUrl(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHeaders.get("host") ?? "localhost";
  return publicOrigin(requestHeaders, /^(localhost|127\.|\[::1\])/.test(host) ? "http://localhost" : "https://localhost");
}

export default async function ApiExplorerPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdmin();
  const [credential, accountVersion, params] = await Promise.all([mintExplorerCredential(admin, ["read"]), getAccountApiVersion({ accountId: admin.account.id }), searchParams]);
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
          versions={[...KNOWN_API_VERSIONS]}
          accountVersion={accountVersion}
          initialVersion={asked ?? accountVersion}
        />
      </div>
    </>
  );
}
