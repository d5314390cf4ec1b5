import { notFound } from "next/navigation";
import { cache } from "react";
import { IntegrationsApiError, unwrap } from "@/clients/typescript/src";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";

/**
 * The module and its status through the v1 API, once per request (the page and its metadata
 * share it). The API's 404 (unknown, malformed or another account's id) becomes notFound().
 */
export const loadModule = cache(async (id: string) => {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  try {
    const [status, list] = await Promise.all([
      client.GET("/v1/modules/{id}/status", { params: { path: { id } } }).then(unwrap),
      // The status has no name or key; the list is the v1 read that carries them.
      client.GET("/v1/modules").then(unwrap),
    ]);
    const module = list.data.find((candidate) => candidate.id === id);
    if (!module) notFound();
    return { admin, module, status, fetchedAt: Date.now() };
  } catch (error) {
    if (error instanceof IntegrationsApiError && error.status === 404) notFound();
    throw error;
  }
});
