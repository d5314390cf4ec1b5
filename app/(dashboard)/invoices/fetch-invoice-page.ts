import type { IntegrationsClient } from "@/clients/typescript/src";
import { unwrap } from "@/clients/typescript/src";

/** One page of `GET /v1/invoices` as JSON (the operation also documents the PDF, a string). */
async function fetchInvoicePage(client: IntegrationsClient, cursor?: string) {
  const page = unwrap(await client.GET("/v1/invoices", { params: { query: { format: "json", cursor } } }));
  if (typeof page === "string") throw new Error("GET /v1/invoices?format=json did not answer JSON.");
  return page;
}

type InvoicePage = Awaited<ReturnType<typeof fetchInvoicePage>>;

/** What the list shows: the first `pages` pages, whether more follow, and why older ones are missing. */
export interface InvoicePages {
  invoices: InvoicePage["data"];
  hasMore: boolean;
  /** Set when a page after the first failed: the list shows what it has and says so. */
  olderError?: string;
}

/** The newest `pages` pages, following the cursors. The first page's failure is the page's (its error boundary). */
export async function fetchInvoicePages(client: IntegrationsClient, pages: number): Promise<InvoicePages> {
  let page = await fetchInvoicePage(client);
  const invoices = [...page.data];
  for (let loaded = 1; loaded < pages && page.next_cursor; loaded++) {
    try {
      page = await fetchInvoicePage(client, page.next_cursor);
    } catch (error) {
      return { invoices, hasMore: true, olderError: error instanceof Error ? error.message : "unknown error" };
    }
    invoices.push(...page.data);
  }
  return { invoices, hasMore: page.next_cursor !== null };
}
