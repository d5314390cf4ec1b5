import { headers } from "next/headers";
import { createIntegrationsClient, type IntegrationsClient } from "@/clients/typescript/src";
import { customerAreaTransportFor, type CustomerAreaCaller } from "./customer-area-transport-slot";
import type { AdminContext } from "../session/require-admin";
import type { AccessScope } from "../../platform/schemas/vocabulary";
import { scopesForRole } from "../../platform/schemas/roles";
import { requestOriginFrom } from "../../platform/http/request-origin";

/**
 * The customer area is the API's first customer: its pages and actions call /v1 with the
 * project's own TypeScript client, so every read and change passes the same pipeline as an
 * integrator's call (lib/adapters/api/customer-area-transport.ts says how the calls travel; the pages reach it
 * through customer-area-transport-slot.ts).
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
  return createIntegrationsClient({ maxRetries: 0, userAgent: "integrations-dashboard", ...(await customerAreaTransportFor(caller)) });
}
