import { AppError } from "../../../platform/errors/app-error";
import type { InvoiceWithLines } from "../../../domains/invoices/invoice-with-lines";
import { listInvoices } from "../../../domains/invoices/list-invoices";
import { problemHead } from "../../../platform/schemas/problem-codes";
import { ProblemError } from "../problem";
import { problems } from "../problems";

// A PDF is one invoice. On the list it must match exactly one: none is a 404, several is a 400
// that says how to pick one. Paging parameters page the JSON list and mean nothing here.

export interface SingleInvoiceForPdfOptions {
  request: Request;
  accountId: string;
  period?: string;
}

export async function singleInvoiceForPdf({ request, accountId, period }: SingleInvoiceForPdfOptions): Promise<InvoiceWithLines> {
  const given = new URL(request.url).searchParams;
  const paging = ["cursor", "limit"].filter((name) => given.has(name));
  if (paging.length > 0) {
    const detail = "Paging applies to the JSON list; a PDF holds one invoice. Pick it with `period=YYYY-MM` instead.";
    throw new ProblemError(problems.validationFailed(paging.map((name) => ({ pointer: `#/query/${name}`, detail })), detail));
  }
  // Two rows are enough to tell "one" from "several".
  const { invoices } = await listInvoices({ accountId, limit: 2, period });
  const [first, second] = invoices;
  if (!first) throw new AppError("not_found", period ? `No invoice for the period ${period}.` : "This account has no invoices yet.");
  if (second) throw new ProblemError(severalInvoicesMatch(first.invoice.period));
  return first;
}

function severalInvoicesMatch(newestPeriod: string) {
  return {
    ...problemHead("several_invoices_match"),
    detail:
      "A PDF holds one invoice, but this request matches several. Pick one: add `period=YYYY-MM` " +
      `(e.g. \`/v1/invoices?period=${newestPeriod}&format=pdf\` for the newest), or use \`GET /v1/invoices/{id}\`.`,
    errors: [{ pointer: "#/query/period", detail: "Give the billing month of the invoice you want as a PDF." }],
  };
}
