import type { IntegrationsClient } from "@/clients/typescript/src";
import { unwrap } from "@/clients/typescript/src";

/** One page of `GET /v1/invoices` as JSON (the operation also documents the PDF, a string). */
export async function fetchInvoicePage(client: IntegrationsClient, cursor?: string) {
  const page = unwrap(await client.GET("/v1/invoices", { params: { query: { format: "json", cursor } } }));
  if (typeof page === "string") throw new Error("GET /v1/invoices?format=json did not answer JSON.");
  return page;
}

export type InvoicePage = Awaited<ReturnType<typeof fetchInvoicePage>>;
