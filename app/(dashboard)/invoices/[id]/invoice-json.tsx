import { CopyButton } from "@/components/ui/copy-button";
import type { InvoiceRow } from "../columns";

/** The invoice exactly as `GET /v1/invoices/{id}` returns it, pretty-printed. */
export function InvoiceJson({ invoice }: { invoice: InvoiceRow }) {
  const json = JSON.stringify(invoice, null, 2);
  return (
    <section aria-labelledby="invoice-json-heading" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-json-heading" className="text-sm font-medium text-zinc-700 dark:text-zinc-300">
          <code className="font-mono">GET /v1/invoices/{invoice.id}</code>
        </h2>
        <CopyButton value={json} label="Copy JSON" />
      </div>
      {/* Focusable so keyboard users can scroll a long document. */}
      <pre
        tabIndex={0}
        aria-label="Invoice as JSON"
        className="max-h-[36rem] overflow-auto rounded-xl border border-zinc-200 bg-zinc-50 p-4 font-mono text-xs leading-relaxed text-zinc-800 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-200"
      >
        {json}
      </pre>
    </section>
  );
}
