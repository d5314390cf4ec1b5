import { headers } from "next/headers";
import { createIntegrationsClient, type IntegrationsClient } from "@/clients/typescript/src";
import { mintDashboardCredential } from "../api/dashboard-credential";
import type { AdminContext } from "../auth/require-admin";
import type { AccessScope } from "../db/schema";
import { env } from "../env";
import { requestOriginFrom } from "../http/request-origin";

/**
 * The customer area is the API's first customer: its pages and actions call /v1 over HTTP
 * with the project's own TypeScript client, so every read and change passes the same pipeline
 * (authentication, rate limit, validation, audit) as an integrator's call.
 */
export async function getV1Client(admin: AdminContext, scopes: AccessScope[] = ["read", "write"]): Promise<IntegrationsClient> {
  const origin = requestOriginFrom(await headers());
  const token = mintDashboardCredential({
    userId: admin.user.id,
    userEmail: admin.user.email,
    accountId: admin.account.id,
    scopes,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
  });
  // The dashboard shows a 429 to the admin rather than making them wait on a retry.
  return createIntegrationsClient({ baseUrl: internalApiUrl(), token, maxRetries: 0, userAgent: "integrations-dashboard" });
}

/** This server on loopback (Next sets PORT when it starts listening), unless configured. */
export function internalApiUrl(): string {
  return env.INTERNAL_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}
