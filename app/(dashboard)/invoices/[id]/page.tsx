import { Download } from "@/components/icons/icons";
import type { Metadata } from "next";
import { BackLink } from "@/components/ui/back-link";
import { PageHeader } from "@/components/ui/page-header";
import { formatDate } from "@/lib/platform/format/date-time";
import { formatMoney } from "@/lib/platform/format/money";
import { billingPeriodLabel } from "@/lib/domains/invoices/billing-period";
import { InvoiceStatusBadge } from "../invoice-status-badge";
import { InvoiceTabs } from "./invoice-tabs";
import { loadInvoice } from "./load-invoice";

interface InvoicePageProps {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: InvoicePageProps): Promise<Metadata> {
  const invoice = await loadInvoice((await params).id);
  return { title: `Invoice ${invoice.number}` };
}

export default async function InvoicePage({ params }: InvoicePageProps) {
  const invoice = await loadInvoice((await params).id);
  const facts = [
    { term: "Status", value: <InvoiceStatusBadge invoice={{ status: invoice.status, dueAt: invoice.due_at }} /> },
    { term: "Total", value: <span className="tabular-nums">{formatMoney(invoice.total, invoice.currency)}</span> },
    { term: "Issued", value: formatDate(invoice.issued_at) },
    { term: "Due", value: formatDate(invoice.due_at) },
  ];
  return (
    <>
      <BackLink href="/invoices">All invoices</BackLink>
      <PageHeader
        title={`Invoice ${invoice.number}`}
        description={billingPeriodLabel(invoice.period)}
        actions={
          // A link, not a script: the route handler answers with Content-Disposition: attachment.
          <a
            href={`/invoices/${invoice.id}/pdf?download=1`}
            download
            className="inline-flex h-9 items-center justify-center gap-2 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            <Download className="h-4 w-4" aria-hidden />
            Download PDF
          </a>
        }
      />
      <dl className="mb-6 grid grid-cols-2 gap-4 rounded-xl border border-zinc-200 bg-white p-4 shadow-sm sm:grid-cols-4 dark:border-zinc-800 dark:bg-zinc-900">
        {facts.map(({ term, value }) => (
          <div key={term}>
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{term}</dt>
            <dd className="mt-1 text-sm font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <InvoiceTabs invoice={invoice} />
    </>
  );
}
