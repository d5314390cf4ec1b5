import { notFound } from "next/navigation";
import { cache } from "react";
import { IntegrationsApiError, unwrap } from "@/clients/typescript/src";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";
import { DELIVERY_PAGE_SIZE } from "./delivery-page-size";

/**
 * The webhook and the first page of its delivery log through the v1 API, once per request
 * (the page and its metadata share it). The API's 404 becomes notFound().
 */
export const loadWebhook = cache(async (id: string) => {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  try {
    const [webhook, deliveries] = await Promise.all([
      client.GET("/v1/webhooks/{id}", { params: { path: { id } } }).then(unwrap),
      client.GET("/v1/webhooks/{id}/deliveries", { params: { path: { id }, query: { limit: DELIVERY_PAGE_SIZE } } }).then(unwrap),
    ]);
    return { admin, webhook, deliveries, fetchedAt: Date.now() };
  } catch (error) {
    if (error instanceof IntegrationsApiError && error.status === 404) notFound();
    throw error;
  }
});
