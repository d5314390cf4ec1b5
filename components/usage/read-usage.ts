import { IntegrationsApiError, unwrap } from "@/clients/typescript/src";
import type { AdminContext } from "@/lib/adapters/session/require-admin";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import type { Usage } from "./usage-series";
import type { UsageView } from "./usage-view";

/**
 * Reads GET /v1/usage with the project's client, like an integrator would. A problem the admin
 * can act on (an unknown token or client in the address, a 429) comes back as its message to show.
 */
export async function readUsage(admin: AdminContext, view: UsageView): Promise<{ usage: Usage } | { error: string }> {
  const client = await getV1Client(admin, ["read"]);
  try {
    return { usage: unwrap(await client.GET("/v1/usage", { params: { query: { range: view.period, resource_id: view.resourceId } } })) };
  } catch (error) {
    if (error instanceof IntegrationsApiError && error.status < 500) return { error: error.problem?.detail ?? error.message };
    throw error;
  }
}
