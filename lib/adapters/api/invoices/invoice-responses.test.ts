import { describe, expect, it } from "vitest";
import type { PreparedInvoicePdf } from "@/lib/domains/invoices/get-invoice-pdf";
import { contentDisposition, invoiceFormatOf, invoiceJsonResponse, invoicePdfResponse } from "./invoice-responses";

const request = (headers: Record<string, string> = {}) => new Request("http://localhost/v1/invoices/inv_x", { headers });

function prepared(): PreparedInvoicePdf & { renders: number } {
  const value = {
    etag: '"pdf-abc"',
    filename: "invoice-ACME-000012.pdf",
    renders: 0,
    render: async () => {
      value.renders++;
      return Buffer.from("%PDF-1.3 test");
    },
  };
  return value as unknown as PreparedInvoicePdf & { renders: number };
}

describe("invoice representations", () => {
  it("lets format win over the media type negotiated from Accept", () => {
    expect(invoiceFormatOf("application/json", undefined)).toBe("json");
    expect(invoiceFormatOf("application/pdf", undefined)).toBe("pdf");
    expect(invoiceFormatOf("application/pdf", "json")).toBe("json");
    expect(invoiceFormatOf("application/json", "pdf")).toBe("pdf");
  });

  it("names the file inline or as an attachment, never quoting anything unsafe", () => {
    expect(contentDisposition("invoice-ACME-000012.pdf", false)).toBe('inline; filename="invoice-ACME-000012.pdf"');
    expect(contentDisposition("invoice-ACME-000012.pdf", true)).toBe('attachment; filename="invoice-ACME-000012.pdf"');
    expect(contentDisposition('a"b\r\n.pdf', true)).toBe('attachment; filename="a_b__.pdf"');
  });

  it("serves the PDF with its ETag, and a 304 without rendering when the client holds it", async () => {
    const pdf = prepared();
    const full = await invoicePdfResponse(request(), pdf, true);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("application/pdf");
    expect(full.headers.get("content-disposition")).toBe('attachment; filename="invoice-ACME-000012.pdf"');
    expect(full.headers.get("cache-control")).toBe("private, no-cache");
    expect(full.headers.get("content-length")).toBe("13");
    expect(pdf.renders).toBe(1);

    const again = prepared();
    const cached = await invoicePdfResponse(request({ "If-None-Match": '"pdf-abc"' }), again, false);
    expect(cached.status).toBe(304);
    expect(cached.headers.get("etag")).toBe('"pdf-abc"');
    expect(again.renders).toBe(0);
  });

  it("tags JSON by its bytes when no ETag is given, so equal bodies revalidate", async () => {
    const first = invoiceJsonResponse(request(), { body: { data: [1] } });
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"list-[A-Za-z0-9_-]{32}"$/);
    expect(first.headers.get("content-disposition")).toBeNull();
    expect(invoiceJsonResponse(request({ "If-None-Match": etag }), { body: { data: [1] } }).status).toBe(304);
    expect(invoiceJsonResponse(request({ "If-None-Match": etag }), { body: { data: [2] } }).status).toBe(200);
    const saved = invoiceJsonResponse(request(), { body: {}, etag: '"json-x"', attachment: "invoice-ACME-000012.json" });
    expect(saved.headers.get("content-disposition")).toBe('attachment; filename="invoice-ACME-000012.json"');
  });
});
