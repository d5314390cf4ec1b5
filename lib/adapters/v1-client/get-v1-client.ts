import { headers } from "next/headers";
import { createIntegrationsClient, type IntegrationsClient } from "@/clients/typescript/src";
import { mintDashboardCredential } from "../api/dashboard-credential";
import { v1App } from "../api/v1-app";
import { withVerifiedMembership } from "../api/in-process-membership";
import type { AdminContext } from "../session/require-admin";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import { scopesForRole } from "../../platform/schemas/roles";
import { env } from "../../platform/env";
import { requestOriginFrom } from "../../platform/http/request-origin";

// Stands for this server in the in-process requests' URLs; nothing resolves or dials it.
const IN_PROCESS_ORIGIN = "http://v1.in-process";

/**
 * The customer area is the API's first customer: its pages and actions call /v1 with the
 * project's own TypeScript client, so every read and change passes the same pipeline
 * (authentication, rate limit, validation, audit) as an integrator's call. The calls go to the
 * v1 app in this process, with no socket; INTERNAL_API_URL sends them over HTTP instead.
 */
export async function getV1Client(admin: AdminContext, scopes: AccessScope[] = ["read", "write"]): Promise<IntegrationsClient> {
  const origin = requestOriginFrom(await headers());
  const token = mintDashboardCredential({
    userId: admin.user.id,
    userEmail: admin.user.email,
    accountId: admin.account.id,
    role: admin.account.role,
    // Never more than the role allows; the pipeline re-checks the role in the database anyway.
    scopes: scopes.filter((scope) => scopesForRole(admin.account.role).includes(scope)),
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
  });
  return createIntegrationsClient({
    baseUrl: env.INTERNAL_API_URL ?? IN_PROCESS_ORIGIN,
    token,
    // The dashboard shows a 429 to the admin rather than making them wait on a retry.
    maxRetries: 0,
    userAgent: "integrations-dashboard",
    fetch: env.INTERNAL_API_URL ? undefined : inProcessFetch(admin),
  });
}

/** Calls the v1 app in this process, carrying the membership this request's session query read. */
function inProcessFetch(admin: AdminContext): typeof fetch {
  const membership = { userId: admin.user.id, accountId: admin.account.id, role: admin.account.role };
  return (async (input: RequestInfo | URL, init?: RequestInit) => v1App.fetch(withVerifiedMembership(new Request(input, init), membership))) as typeof fetch;
}
