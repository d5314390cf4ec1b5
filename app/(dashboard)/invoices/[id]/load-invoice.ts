import { notFound } from "next/navigation";
import { cache } from "react";
import { IntegrationsApiError, unwrap } from "@/clients/typescript/src";
import { requireAdmin } from "@/lib/adapters/session/require-admin";
import { getV1Client } from "@/lib/adapters/v1-client/get-v1-client";

/**
 * The invoice through the v1 API, once per request (the page and its metadata share it). The
 * API's 404 (unknown, malformed or another account's id) becomes notFound().
 */
export const loadInvoice = cache(async (id: string) => {
  const admin = await requireAdmin();
  const client = await getV1Client(admin, ["read"]);
  try {
    const invoice = unwrap(await client.GET("/v1/invoices/{id}", { params: { path: { id }, query: { format: "json" } } }));
    // The operation also documents the PDF (a string); asked for JSON, it answers JSON.
    if (typeof invoice === "string") throw new Error("GET /v1/invoices/{id}?format=json did not answer JSON.");
    return invoice;
  } catch (error) {
    if (error instanceof IntegrationsApiError && error.status === 404) notFound();
    throw error;
  }
});
