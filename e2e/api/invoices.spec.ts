import type { APIRequestContext, APIResponse } from "@playwright/test";
import { formatMoney } from "../../lib/platform/format/money";
import { billingPeriodLabel } from "../../lib/domains/invoices/billing-period";
import { runPoppler } from "../../lib/domains/invoices/testing/poppler";
import { bearer, expect, expectCommonHeaders, expectProblem, test } from "./api-fixtures";

// GET /v1/invoices and /v1/invoices/{id} over real HTTP: JSON or PDF by Accept or `format`,
// one invoice per PDF, Content-Disposition, ETag and 304, paging, tenancy and scope.

interface Invoice {
  id: string;
  number: string;
  period: string;
  total: number;
  currency: string;
  lines: { description: string }[];
}

const DEMO_INVOICES_PER_ACCOUNT = 13;

async function acmeInvoices(request: APIRequestContext, token: string): Promise<Invoice[]> {
  const response = await request.get("/v1/invoices?limit=200", { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

async function expectPdf(response: APIResponse, disposition: "inline" | "attachment", invoice: Invoice): Promise<Buffer> {
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  const headers = response.headers();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toBe(`${disposition}; filename="invoice-${invoice.number}.pdf"`);
  expect(headers["etag"]).toMatch(/^"pdf-[A-Za-z0-9_-]+"$/);
  expect(headers["cache-control"]).toBe("private, no-cache");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // The server may compress the body on the way (then no Content-Length); if it gives one, it is exact.
  if (headers["content-length"]) expect(Number(headers["content-length"])).toBe(body.length);
  return body;
}

function expectJson(response: APIResponse) {
  expect(response.status()).toBe(200);
  expectCommonHeaders(response);
  expect(response.headers()["content-type"]).toContain("application/json");
  expect(response.headers()["etag"]).toMatch(/^"(json|list)-[A-Za-z0-9_-]+"$/);
  expect(response.headers()["cache-control"]).toBe("private, no-cache");
  expect(response.headers()["vary"]).toContain("Accept");
}

test.describe("invoices", () => {
  test("lists the account's invoices as JSON by default, matching the document", async ({ request, tokens, matchesDocument }) => {
    const response = await request.get("/v1/invoices", { headers: bearer(tokens.acmeRead.token) });
    expectJson(response);
    expect(response.headers()["content-disposition"]).toBeUndefined();
    const body = (await matchesDocument(response, "/v1/invoices", "get")) as { data: Invoice[]; has_more: boolean; next_cursor: null };
    expect(body.data).toHaveLength(DEMO_INVOICES_PER_ACCOUNT);
    expect(body).toMatchObject({ has_more: false, next_cursor: null });
    const periods = body.data.map((invoice) => invoice.period);
    expect(periods).toEqual([...periods].sort().reverse());
  });

  test("one invoice: JSON or PDF by Accept; anything else is a 406", async ({ request, tokens, matchesDocument }) => {
    const [invoice] = await acmeInvoices(request, tokens.acmeRead.token);
    const url = `/v1/invoices/${invoice!.id}`;
    const get = (accept?: string) => request.get(url, { headers: { ...bearer(tokens.acmeRead.token), ...(accept ? { Accept: accept } : {}) } });

    for (const accept of [undefined, "application/json", "*/*", "application/*", "text/html, application/json;q=0.9"]) {
      const response = await get(accept);
      expectJson(response);
      expect(((await matchesDocument(response, "/v1/invoices/{id}", "get")) as Invoice).id).toBe(invoice!.id);
    }
    await expectPdf(await get("application/pdf"), "inline", invoice!);
    await expectPdf(await get("application/json;q=0.5, application/pdf"), "inline", invoice!);
    for (const accept of ["text/csv", "application/xml", "image/*"]) await expectProblem(await get(accept), 406, "not_acceptable");
  });

  test("format wins over Accept; an unknown format is a 422", async ({ request, tokens }) => {
    const [invoice] = await acmeInvoices(request, tokens.acmeRead.token);
    const headers = (accept: string) => ({ ...bearer(tokens.acmeRead.token), Accept: accept });
    await expectPdf(await request.get(`/v1/invoices/${invoice!.id}?format=pdf`, { headers: headers("application/json") }), "inline", invoice!);
    expectJson(await request.get(`/v1/invoices/${invoice!.id}?format=json`, { headers: headers("application/pdf") }));
    await expectProblem(await request.get(`/v1/invoices/${invoice!.id}?format=xml`, { headers: bearer(tokens.acmeRead.token) }), 422, "validation_failed");
    // Accept must still admit one of the two representations.
    await expectProblem(await request.get(`/v1/invoices/${invoice!.id}?format=pdf`, { headers: headers("text/csv") }), 406, "not_acceptable");
  });

  test("the PDF is searchable: number, period, every line and the total", async ({ request, tokens }) => {
    const [, invoice] = await acmeInvoices(request, tokens.acmeRead.token);
    const response = await request.get(`/v1/invoices/${invoice!.id}`, { headers: { ...bearer(tokens.acmeRead.token), Accept: "application/pdf" } });
    const pdf = await expectPdf(response, "inline", invoice!);
    const text = await runPoppler("pdftotext", pdf, ["-layout"]);
    expect(text).toContain(invoice!.number);
    expect(text).toContain(`${billingPeriodLabel(invoice!.period)} (${invoice!.period})`);
    for (const line of invoice!.lines) expect(text).toContain(line.description);
    expect(text).toContain(formatMoney(invoice!.total, invoice!.currency));

    const again = await request.get(`/v1/invoices/${invoice!.id}?format=pdf`, { headers: bearer(tokens.acmeRead.token) });
    expect((await again.body()).equals(pdf)).toBe(true);
  });

  test("download=1 makes the file an attachment", async ({ request, tokens }) => {
    const [invoice] = await acmeInvoices(request, tokens.acmeRead.token);
    await expectPdf(await request.get(`/v1/invoices/${invoice!.id}?format=pdf&download=1`, { headers: bearer(tokens.acmeRead.token) }), "attachment", invoice!);
    const json = await request.get(`/v1/invoices/${invoice!.id}?download=1`, { headers: bearer(tokens.acmeRead.token) });
    expect(json.headers()["content-disposition"]).toBe(`attachment; filename="invoice-${invoice!.number}.json"`);
    await expectProblem(await request.get(`/v1/invoices/${invoice!.id}?download=yes`, { headers: bearer(tokens.acmeRead.token) }), 422, "validation_failed");
  });

  test("a PDF of the list needs exactly one match: period picks one, none is a 404, several a 400", async ({ request, tokens }) => {
    const headers = { ...bearer(tokens.acmeRead.token), Accept: "application/pdf" };
    const [newest, second] = await acmeInvoices(request, tokens.acmeRead.token);

    const byPeriod = await request.get(`/v1/invoices?period=${second!.period}`, { headers });
    const text = await runPoppler("pdftotext", await expectPdf(byPeriod, "inline", second!));
    expect(text).toContain(second!.number);
    await expectPdf(await request.get(`/v1/invoices?period=${newest!.period}&format=pdf&download=1`, { headers: bearer(tokens.acmeRead.token) }), "attachment", newest!);

    const several = await expectProblem(await request.get("/v1/invoices", { headers }), 400, "several_invoices_match");
    expect(several.detail).toContain(`period=${newest!.period}`);
    expect(several.detail).toContain("/v1/invoices/{id}");
    await expectProblem(await request.get("/v1/invoices?format=pdf", { headers: bearer(tokens.acmeRead.token) }), 400, "several_invoices_match");

    await expectProblem(await request.get("/v1/invoices?period=1999-01", { headers }), 404, "not_found");
    await expectProblem(await request.get(`/v1/invoices?period=${newest!.period}&limit=5`, { headers }), 422, "validation_failed");
    // As JSON an unmatched period is simply an empty list.
    const empty = await request.get("/v1/invoices?period=1999-01", { headers: bearer(tokens.acmeRead.token) });
    expect((await empty.json()).data).toEqual([]);
  });

  test("ETag and If-None-Match: 304 without a body, for JSON and PDF alike", async ({ request, tokens }) => {
    const [invoice] = await acmeInvoices(request, tokens.acmeReadWrite.token);
    const auth = bearer(tokens.acmeReadWrite.token);
    for (const url of [`/v1/invoices/${invoice!.id}`, `/v1/invoices/${invoice!.id}?format=pdf`, "/v1/invoices?limit=5", `/v1/invoices?period=${invoice!.period}&format=pdf`]) {
      const first = await request.get(url, { headers: auth });
      expect(first.status(), url).toBe(200);
      const etag = first.headers()["etag"]!;
      expect(etag, url).toMatch(/^"[a-z]+-[A-Za-z0-9_-]+"$/);
      const cached = await request.get(url, { headers: { ...auth, "If-None-Match": etag } });
      expect(cached.status(), url).toBe(304);
      expect((await cached.body()).length).toBe(0);
      expect(cached.headers()["etag"]).toBe(etag);
      expectCommonHeaders(cached);
      const weak = await request.get(url, { headers: { ...auth, "If-None-Match": `"other", W/${etag}` } });
      expect(weak.status(), url).toBe(304);
    }
    // Each representation has its own tag: the JSON's does not validate the PDF.
    const json = await request.get(`/v1/invoices/${invoice!.id}`, { headers: auth });
    const pdf = await request.get(`/v1/invoices/${invoice!.id}?format=pdf`, { headers: { ...auth, "If-None-Match": json.headers()["etag"]! } });
    expect(pdf.status()).toBe(200);
  });

  test("pages through all invoices exactly once by next_cursor and Link", async ({ request, tokens, matchesDocument }) => {
    const seen: string[] = [];
    let url: string | null = "/v1/invoices?limit=5";
    let pages = 0;
    while (url) {
      const response: APIResponse = await request.get(url, { headers: bearer(tokens.acmeRead.token) });
      expectJson(response);
      const page = (await matchesDocument(response, "/v1/invoices", "get")) as { data: Invoice[]; next_cursor: string | null; has_more: boolean };
      seen.push(...page.data.map((invoice) => invoice.id));
      pages++;
      const link = response.headers()["link"];
      if (page.has_more) {
        expect(page.next_cursor).toBeTruthy();
        expect(link).toBe(`</v1/invoices?limit=5&cursor=${page.next_cursor}>; rel="next"`);
        url = link!.slice(1, link!.indexOf(">"));
      } else {
        expect(page.next_cursor).toBeNull();
        expect(link).toBeUndefined();
        url = null;
      }
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(DEMO_INVOICES_PER_ACCOUNT);
    expect(new Set(seen).size).toBe(DEMO_INVOICES_PER_ACCOUNT);
  });

  test("a cursor only continues its own list; bad paging input is refused", async ({ request, tokens }) => {
    const auth = bearer(tokens.acmeRead.token);
    const first = await (await request.get("/v1/invoices?limit=2", { headers: auth })).json();
    await expectProblem(await request.get(`/v1/invoices?cursor=${first.next_cursor}&period=2026-01`, { headers: auth }), 400, "invalid_cursor");
    await expectProblem(await request.get(`/v1/invoices?cursor=${first.next_cursor}`, { headers: bearer(tokens.globexReadWrite.token) }), 400, "invalid_cursor");
    await expectProblem(await request.get("/v1/invoices?cursor=not-a-cursor", { headers: auth }), 400, "invalid_cursor");
    for (const query of ["limit=0", "limit=201", "limit=abc", "period=2026-13", "period=26-01", "status=open"]) {
      await expectProblem(await request.get(`/v1/invoices?${query}`, { headers: auth }), 422, "validation_failed");
    }
  });

  test("tenancy: another account's invoice is a 404 in either representation", async ({ request, tokens }) => {
    const [acmeInvoice] = await acmeInvoices(request, tokens.acmeRead.token);
    const globex = bearer(tokens.globexReadWrite.token);
    await expectProblem(await request.get(`/v1/invoices/${acmeInvoice!.id}`, { headers: globex }), 404, "not_found");
    await expectProblem(await request.get(`/v1/invoices/${acmeInvoice!.id}?format=pdf`, { headers: globex }), 404, "not_found");
    const globexList = await (await request.get("/v1/invoices?limit=200", { headers: globex })).json();
    expect(globexList.data).toHaveLength(DEMO_INVOICES_PER_ACCOUNT);
    expect(globexList.data.map((invoice: Invoice) => invoice.id)).not.toContain(acmeInvoice!.id);
    for (const id of ["nope", "inv_", "mod_01jd4y3k6efq9b8c1m2n3p4q5r", "inv_zzzzzzzzzzzzzzzzzzzzzzzzzz"]) {
      await expectProblem(await request.get(`/v1/invoices/${id}`, { headers: globex }), 404, "not_found");
    }
  });

  test("scope and authentication: read is needed, and a token is always", async ({ request, tokens }) => {
    const [invoice] = await acmeInvoices(request, tokens.acmeRead.token);
    const writeOnly = await request.get(`/v1/invoices/${invoice!.id}?format=pdf`, { headers: bearer(tokens.acmeWrite.token) });
    await expectProblem(writeOnly, 403, "insufficient_scope");
    expect(writeOnly.headers()["www-authenticate"]).toContain('scope="read"');
    await expectProblem(await request.get("/v1/invoices", { headers: bearer(tokens.acmeWrite.token) }), 403, "insufficient_scope");
    await expectProblem(await request.get(`/v1/invoices/${invoice!.id}`, { headers: { Accept: "application/pdf" } }), 401, "unauthorized");
    await expectProblem(await request.delete(`/v1/invoices/${invoice!.id}`, { headers: bearer(tokens.acmeReadWrite.token) }), 405, "method_not_allowed");
  });
});
