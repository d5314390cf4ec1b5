import { Document, Page, renderToBuffer, version as reactPdfVersion } from "@react-pdf/renderer";
import { billingPeriodLabel } from "./billing-period";
import { registerInvoiceFonts } from "./invoice-fonts";
import type { InvoicePdfContent } from "./invoice-pdf-content";
import {
  InvoiceFooter,
  InvoiceHeader,
  InvoiceLineTable,
  InvoiceParties,
  InvoicePayment,
  InvoiceTotals,
} from "./invoice-pdf-sections";
import { styles } from "./invoice-pdf-styles";
import { seller as ourCompany, type Seller } from "./seller";

export interface RenderInvoicePdfOptions extends InvoicePdfContent {
  /** Defaults to our company (`seller.ts`). */
  seller?: Seller;
}

/** Bump when the template changes, so PDF ETags change with it. */
const INVOICE_PDF_LAYOUT_VERSION = 2;
const PRODUCER = "Integrations Cloud invoicing (@react-pdf/renderer)";

/**
 * Renders the invoice as an A4 PDF with DejaVu Sans embedded (subset). Deterministic, byte for
 * byte, across renders and processes: react-pdf would stamp `new Date()` as CreationDate, so
 * both dates are set to the issue time; pdfkit 0.20 computes the trailer's file /ID as an MD5
 * of the document info (no randomness) and names font subsets from their resource id, and
 * nothing else in the output depends on the clock. react-pdf writes the modification date
 * under the key /ModificationDate rather than /ModDate; harmless, readers ignore it.
 */
export async function renderInvoicePdf(options: RenderInvoicePdfOptions): Promise<Buffer> {
  registerInvoiceFonts();
  return renderToBuffer(<InvoiceDocument {...options} seller={options.seller ?? ourCompany} />);
}

/** Everything on the PDF that is not in the invoice resource: part of the PDF's ETag. */
export function invoicePdfContext(account: RenderInvoicePdfOptions["account"], seller: Seller = ourCompany) {
  return {
    account: { name: account.name, billingAddress: account.billingAddress },
    seller,
    layout: INVOICE_PDF_LAYOUT_VERSION,
    renderer: reactPdfVersion,
  };
}

function InvoiceDocument({ invoice, lines, account, seller }: RenderInvoicePdfOptions & { seller: Seller }) {
  const periodLabel = billingPeriodLabel(invoice.period);
  return (
    <Document
      title={`Invoice ${invoice.number}`}
      subject={`Invoice ${invoice.number} for ${periodLabel} (${invoice.period})`}
      author={seller.name}
      creator={seller.name}
      producer={PRODUCER}
      keywords={`invoice ${invoice.number} ${invoice.period}`}
      language="en"
      creationDate={invoice.issuedAt}
      modificationDate={invoice.issuedAt}
    >
      <Page size="A4" style={styles.page}>
        <InvoiceHeader invoice={invoice} seller={seller} />
        <InvoiceParties invoice={invoice} account={account} />
        <InvoiceLineTable invoice={invoice} lines={[...lines].sort((a, b) => a.position - b.position)} />
        <InvoiceTotals invoice={invoice} />
        <InvoicePayment invoice={invoice} seller={seller} />
        <InvoiceFooter invoice={invoice} seller={seller} />
      </Page>
    </Document>
  );
}
