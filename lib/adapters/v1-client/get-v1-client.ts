import { headers } from "next/headers";
import { createIntegrationsClient, type IntegrationsClient } from "@/clients/typescript/src";
import { customerAreaPrincipal, type CustomerAreaCaller } from "../api/customer-area-principal";
import { mintDashboardCredential } from "../api/dashboard-credential";
import { findAccountApiVersion } from "../../domains/accounts";
import { NEWEST_API_VERSION } from "../../domains/api-versions";
import { API_VERSION_HEADER } from "../api/api-version";
import { asInProcessCall } from "../api/in-process-principal";
import { v1App } from "../api/v1-app";
import type { AdminContext } from "../session/require-admin";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import { scopesForRole } from "../../platform/schemas/roles";
import { env } from "../../platform/env";
import { requestOriginFrom } from "../../platform/http/request-origin";

// Stands for this server in the in-process requests' URLs; nothing resolves or dials it.
const IN_PROCESS_ORIGIN = "http://v1.in-process";

/**
 * The customer area is the API's first customer: its pages and actions call /v1 with the
 * project's own TypeScript client, so every read and change passes the same pipeline (rate
 * limit, scope, validation, audit) as an integrator's call. The calls go to the v1 app in this
 * process, with no socket, carrying the member as a typed principal (the session's own query
 * read the membership a moment ago); INTERNAL_API_URL sends them over HTTP instead, with a
 * dashboard credential minted for the member.
 */
export async function getV1Client(admin: AdminContext, scopes: AccessScope[] = ["read", "write"]): Promise<IntegrationsClient> {
  const origin = requestOriginFrom(await headers());
  const caller: CustomerAreaCaller = {
    userId: admin.user.id,
    userEmail: admin.user.email,
    accountId: admin.account.id,
    role: admin.account.role,
    // Never more than the role allows.
    scopes: scopes.filter((scope) => scopesForRole(admin.account.role).includes(scope)),
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
  };
  // The dashboard shows a 429 to the admin rather than making them wait on a retry.
  const common = { maxRetries: 0, userAgent: "integrations-dashboard" };
  if (env.INTERNAL_API_URL) {
    return createIntegrationsClient({ ...common, baseUrl: env.INTERNAL_API_URL, token: mintDashboardCredential(caller), fetch: atNewestVersion(globalThis.fetch) });
  }
  // The account's default rides on the principal as on a token's (a new webhook endpoint takes it);
  // the answers are at the newest all the same, which every call names.
  const principal = customerAreaPrincipal(caller, await findAccountApiVersion(caller.accountId));
  const inProcessFetch = (async (request: Request) => v1App.fetch(asInProcessCall(request, principal))) as typeof fetch;
  return createIntegrationsClient({ ...common, baseUrl: IN_PROCESS_ORIGIN, fetch: atNewestVersion(inProcessFetch) });
}

/**
 * The client is typed from the newest document, so every call asks for the newest version,
 * whatever the account's default: the customer area reads the shapes it was written for.
 */
function atNewestVersion(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    request.headers.set(API_VERSION_HEADER, NEWEST_API_VERSION);
    return fetch(request);
  }) as typeof globalThis.fetch;
}
